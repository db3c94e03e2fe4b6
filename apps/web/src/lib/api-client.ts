import type { Dispatch } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';
import { currentLanguage } from './i18n';
import { sessionEnded } from './session-events';

/** Every call goes to {host}/api with credentials and cookies. */
export const apiBaseUrl = `${env.API_HOST}/api`;

/** The contract names full paths ('/api/auth/logout'); the client already sits on /api. */
export function apiPath(contractPath: string): string {
  return contractPath.replace(/^\/api(?=\/|$)/, '');
}

type AccessTokenSelector = (state: unknown) => string | null | undefined;
let selectAccessToken: AccessTokenSelector = () => null;

/**
 * The store tells the client where the bearer token lives, so this shared layer never
 * reaches into a feature's slice.
 */
export function setAccessTokenSelector(selector: AccessTokenSelector): void {
  selectAccessToken = selector;
}

/** Asks the server for a new session with the refresh cookie and stores it; false if it ended. */
export type SessionRenewer = () => Promise<boolean>;
let renewSession: SessionRenewer = async () => false;

/** The store tells the client how to renew the session (the auth feature's refresh call). */
export function setSessionRenewer(renewer: SessionRenewer): void {
  renewSession = renewer;
}

/** An answer that does not match the contract is a failed call like any other. */
export function malformedAnswer(): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: 'The server answered in an unexpected shape' };
}

const fetchQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  credentials: 'include',
  timeout: 15_000,
  prepareHeaders(headers, { getState }) {
    const token = selectAccessToken(getState());
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    if (!headers.has('x-lang')) headers.set('x-lang', currentLanguage());
    return headers;
  },
});

/** Login, refresh and logout answer 401 about themselves; renewing would loop or mislead. */
const isAuthCall = (args: string | FetchArgs) =>
  /^\/?auth\//.test(typeof args === 'string' ? args : args.url);

let renewal: Promise<boolean> | null = null;

/**
 * One renewal at a time: every call that meets an expired token, and every live screen the
 * server asks to renew, while a renewal is on its way waits for that one instead of starting
 * another (the refresh token rotates on use). When the session cannot be renewed it ends.
 */
export function renewSessionOnce(dispatch: Dispatch): Promise<boolean> {
  renewal ??= renewSession()
    .catch(() => false)
    .then((isRenewed) => {
      if (!isRenewed) dispatch(sessionEnded());
      return isRenewed;
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/**
 * Access tokens last 15 minutes. A call made with one that answers
 * 401 renews the session once with the refresh cookie and is sent again; when the session
 * cannot be renewed it ends, and the guards send the user to the login.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const sentWith = selectAccessToken(api.getState());
  const result = await fetchQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !sentWith || isAuthCall(args)) return result;

  // Another call may have renewed the session while this one was on its way.
  const current = selectAccessToken(api.getState());
  const isRenewed = current && current !== sentWith ? true : await renewSessionOnce(api.dispatch);
  if (!isRenewed) return result;
  return fetchQuery(args, api, extraOptions);
};

/**
 * The cached team (the staff of the user's shop): read by the team feature, changed by the
 * staff administration as well, so its tag sits below both.
 */
export const teamTag = 'Team' as const;

/**
 * One API slice; each feature injects its own endpoints (features/<domain>/api) and exports
 * its cache tags from there.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [teamTag],
  endpoints: () => ({}),
});
