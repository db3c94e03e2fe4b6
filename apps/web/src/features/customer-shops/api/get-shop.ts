import { type ShopDetail, shopDetailResponse } from '@jono/contract/api/shops';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, apiPath } from '@/lib/api-client';
import { shopPaths } from './shop-paths';

const shopDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shops/{id}: the shop with its catalogue, hours and the wait of a walk-in now. */
    shopDetail: build.query<ShopDetail, string>({
      query: (id) => apiPath(shopPaths.detail(id)),
      rawResponseSchema: shopDetailResponse,
      transformResponse: (response: { data: ShopDetail }) => response.data,
      // An answer of another shape is a failed fetch, not half a page.
      catchSchemaFailure: (): FetchBaseQueryError => ({
        status: 'CUSTOM_ERROR',
        error: 'The server answered in an unexpected shape',
      }),
    }),
  }),
});

export const { useShopDetailQuery } = shopDetailApi;

/** The server's answer for an unknown or malformed id. */
export function isShopNotFound(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === 404;
}
