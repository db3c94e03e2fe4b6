import { type ShopDetail, shopDetailResponse, shopPaths } from '@jono/contract/api/shops';
import { api, apiPath } from '@/lib/api-client';
import { malformedAnswer } from './malformed-answer';

const queueShopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/shops/{id}: the shop an order is for, with the catalogue that names the
     * cart's services and add-ons and the wait a walk-in joining now can expect.
     */
    queueShop: build.query<ShopDetail, string>({
      query: (shopId) => apiPath(shopPaths.detail(shopId)),
      rawResponseSchema: shopDetailResponse,
      transformResponse: (response: { data: ShopDetail }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useQueueShopQuery } = queueShopApi;
