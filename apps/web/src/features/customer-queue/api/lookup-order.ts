import { queuePaths, type TrackingOrder, trackingOrderResponse } from '@jono/contract/api/queue';
import { api, apiPath } from '@/lib/api-client';
import { malformedAnswer } from './malformed-answer';

const lookupOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/queue/lookup: an order by its short code and the phone it was made with. A
     * wrong phone gets the same 404 as an unknown code.
     */
    lookupOrder: build.mutation<TrackingOrder, { code: string; phone: string }>({
      query: (body) => ({ url: apiPath(queuePaths.lookup), method: 'POST', body }),
      rawResponseSchema: trackingOrderResponse,
      transformResponse: (response: { data: TrackingOrder }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useLookupOrderMutation } = lookupOrderApi;
