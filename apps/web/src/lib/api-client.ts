import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';
import { currentLanguage } from './i18n';

/** Spec section 7: every call goes to {host}/api with credentials and cookies. */
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

const baseQuery = fetchBaseQuery({
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

/** One API slice; each feature injects its own endpoints (features/<domain>/api). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session'],
  endpoints: () => ({}),
});
