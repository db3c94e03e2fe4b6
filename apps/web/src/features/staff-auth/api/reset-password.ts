import { authPaths, type MessageResponse, messageResponse } from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export interface ResetPasswordRequest {
  newPassword: string;
  verificationToken: string;
}

const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/reset-password: sets the new password and ends every session of the
     * account; 400 with a LINK_* code, or a password policy message.
     */
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: apiPath(authPaths.resetPassword), method: 'POST', body }),
      rawResponseSchema: messageResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
