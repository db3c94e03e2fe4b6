import { authPaths, type MessageResponse, messageResponse } from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const verifyEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/verify-email: answers 200, or 400 with LINK_INVALID, LINK_USED or LINK_EXPIRED. */
    verifyEmail: build.mutation<MessageResponse, string>({
      query: (verificationToken) => ({
        url: apiPath(authPaths.verifyEmail),
        method: 'POST',
        body: { verificationToken },
      }),
      rawResponseSchema: messageResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useVerifyEmailMutation } = verifyEmailApi;
