import type { ShopListResponse } from '@jono/contract/api/shops';
import { api, apiPath } from '@/lib/api-client';
import { shopPaths } from './shop-paths';

/** Shops per request; "Show more" asks for the next page. */
export const SHOPS_PAGE_SIZE = 50;

export interface ShopListArgs {
  /** Matched on city or address by the server, with the contract's rule. */
  q: string;
  /** When known, the server sorts nearest first and adds each shop's distance in metres. */
  near: { lat: number; lng: number } | null;
  /** Soonest start for a walk-in joining now first, or nearest (the server's order). */
  sort: ShopListSort;
}

export type ShopListSort = 'nearest' | 'soonest';

// The list is not parsed against the contract's schema here: zod would double the home
// page's first load. The server answers through that schema (its response schema).
const shopListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shops?q=&lat=&lng=&sort=&limit=&offset= */
    shopList: build.infiniteQuery<ShopListResponse, ShopListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => {
          const next = lastPage.offset + lastPage.data.length;
          return lastPage.data.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg: { q, near, sort }, pageParam }) => ({
        url: apiPath(shopPaths.list),
        params: {
          q: q.trim() || undefined,
          lat: near?.lat,
          lng: near?.lng,
          // Nearest is the server's default: the usual list keeps its one address.
          sort: sort === 'soonest' ? sort : undefined,
          limit: SHOPS_PAGE_SIZE,
          offset: pageParam,
        },
      }),
    }),
  }),
});

export const { useShopListInfiniteQuery } = shopListApi;
