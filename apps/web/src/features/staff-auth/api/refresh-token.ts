import type { Session } from '@jono/contract';
import { api, apiPath } from '@/lib/api-client';

/** authPaths.refreshToken, written out so the path alone does not pull in the schemas. */
export const refreshTokenPath = '/api/auth/refresh-token';

const refreshTokenApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/refresh-token: renews the session from the refresh cookie. */
    refreshToken: build.query<Session, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(apiPath(refreshTokenPath));
        if (result.error) return { error: result.error };
        // The contract's schemas (and zod) load only when there is a session to read, so a
        // guest's first load never carries them.
        const { sessionResponse } = await import('@jono/contract/api/auth');
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
 * The start-up session check. Runs once, after stored state is restored;
 * a failure silently leaves the visitor a guest.
 */
export const checkSession = () =>
  refreshTokenEndpoint.initiate(undefined, { subscribe: false, forceRefetch: true });
