import {
  type EmailCodeBody,
  emailCodeResponse,
  type ForgetResult,
  forgetResponse,
  type MyData,
  type MyDataBody,
  myDataResponse,
  privacyPaths,
} from '@jono/contract/api/privacy';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

type EmailCodeSent = { sentTo: string; expiresInMinutes: number };

const customerDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/privacy/my-data: everything kept about the order the code proves, or with a
     * proven e-mail address everything under it at that shop.
     */
    myData: build.mutation<MyData, MyDataBody>({
      query: (body) => ({ url: apiPath(privacyPaths.myData), method: 'POST', body }),
      rawResponseSchema: myDataResponse,
      transformResponse: (response: { data: MyData }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** POST /api/privacy/forget: in the same scope, cancels what is to come and wipes the details. */
    forgetMe: build.mutation<ForgetResult, MyDataBody>({
      query: (body) => ({ url: apiPath(privacyPaths.forget), method: 'POST', body }),
      rawResponseSchema: forgetResponse,
      transformResponse: (response: { data: ForgetResult }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** POST /api/privacy/email-code: mails a one-time code to the address typed. */
    sendEmailCode: build.mutation<EmailCodeSent, EmailCodeBody>({
      query: (body) => ({ url: apiPath(privacyPaths.emailCode), method: 'POST', body }),
      rawResponseSchema: emailCodeResponse,
      transformResponse: (response: { data: EmailCodeSent }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useMyDataMutation, useForgetMeMutation, useSendEmailCodeMutation } = customerDataApi;
