import {
  authPaths,
  type ResendVerificationResponse,
  resendVerificationResponse,
} from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const resendVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/resend-verification (signed in): mails a fresh link, or answers that the
     * address is proven already; 429 TOO_MANY_REQUESTS after 3 links in an hour.
     */
    resendVerification: build.mutation<ResendVerificationResponse, void>({
      query: () => ({ url: apiPath(authPaths.resendVerification), method: 'POST' }),
      rawResponseSchema: resendVerificationResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useResendVerificationMutation } = resendVerificationApi;
