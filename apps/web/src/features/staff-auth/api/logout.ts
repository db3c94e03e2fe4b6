import { authPaths } from '@jono/contract/api/auth';
import { api, apiPath } from '@/lib/api-client';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/logout: ends the session on the server and clears its cookie. */
    logout: build.mutation<unknown, void>({
      query: () => ({ url: apiPath(authPaths.logout), method: 'GET' }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
