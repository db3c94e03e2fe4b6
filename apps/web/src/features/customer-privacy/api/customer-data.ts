import {
  type ForgetResult,
  forgetResponse,
  type MyData,
  myDataResponse,
  privacyPaths,
} from '@jono/contract/api/privacy';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

type Proof = { code: string; phone: string };

const customerDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/privacy/my-data: everything kept under the phone of this order, at its shop. */
    myData: build.mutation<MyData, Proof>({
      query: (body) => ({ url: apiPath(privacyPaths.myData), method: 'POST', body }),
      rawResponseSchema: myDataResponse,
      transformResponse: (response: { data: MyData }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** POST /api/privacy/forget: cancels what is to come and wipes the details at once. */
    forgetMe: build.mutation<ForgetResult, Proof>({
      query: (body) => ({ url: apiPath(privacyPaths.forget), method: 'POST', body }),
      rawResponseSchema: forgetResponse,
      transformResponse: (response: { data: ForgetResult }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useMyDataMutation, useForgetMeMutation } = customerDataApi;
