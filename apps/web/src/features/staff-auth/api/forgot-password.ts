import { authPaths, type MessageResponse, messageResponse } from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
    forgotPassword: build.mutation<MessageResponse, string>({
      query: (email) => ({
        url: apiPath(authPaths.forgotPassword),
        method: 'POST',
        body: { email },
      }),
      rawResponseSchema: messageResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
