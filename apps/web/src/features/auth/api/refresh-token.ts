import type { Session } from '@jono/contract';
import { api, apiPath } from '@/lib/api-client';

const refreshTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/refresh-token: renews the session from the refresh cookie. */
    refreshToken: build.query<Session, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        // The contract's schemas (and zod) load with the first check, not with the first page.
        const { authPaths, sessionResponse } = await import('@jono/contract/api/auth');
        const result = await baseQuery(apiPath(authPaths.refreshToken));
        if (result.error) return { error: result.error };
        const parsed = sessionResponse.safeParse(result.data);
        if (!parsed.success) {
          return {
            error: { status: 'CUSTOM_ERROR', error: 'Malformed session', data: result.data },
          };
        }
        return { data: parsed.data.session };
      },
    }),
  }),
});

export const refreshTokenEndpoint = refreshTokenApi.endpoints.refreshToken;

/**
 * The start-up session check (spec section 2). Runs once, after stored state is restored;
 * a failure silently leaves the visitor a guest.
 */
export const checkSession = () =>
  refreshTokenEndpoint.initiate(undefined, { subscribe: false, forceRefetch: true });
