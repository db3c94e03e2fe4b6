import { authPaths, type MessageResponse, messageResponse } from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const emailChangeLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/change-email: the new address's link moves the login email there.
     * Answers 200, 400 with a link code, or 409 EMAIL_TAKEN.
     */
    confirmEmailChange: build.mutation<MessageResponse, string>({
      query: (verificationToken) => ({
        url: apiPath(authPaths.changeEmail),
        method: 'POST',
        body: { verificationToken },
      }),
      rawResponseSchema: messageResponse,
      catchSchemaFailure: malformedAnswer,
    }),
    /**
     * POST /api/auth/revert-email: the old address's link restores it and ends every session.
     * Answers 200, 400 with a link code, or 409 EMAIL_TAKEN.
     */
    revertEmailChange: build.mutation<MessageResponse, string>({
      query: (verificationToken) => ({
        url: apiPath(authPaths.revertEmail),
        method: 'POST',
        body: { verificationToken },
      }),
      rawResponseSchema: messageResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useConfirmEmailChangeMutation, useRevertEmailChangeMutation } = emailChangeLinksApi;
