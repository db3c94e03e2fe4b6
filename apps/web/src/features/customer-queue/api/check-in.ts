import { type QueuePlace, queueActionResponse, queuePaths } from '@jono/contract/api/queue';
import { api, apiPath } from '@/lib/api-client';
import { malformedAnswer } from './malformed-answer';
import { orderPlaceReceived } from './queue-order';

const checkInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/queue/{orderId} { isAtLocation: true }: "I'm already here". */
    checkIn: build.mutation<QueuePlace, string>({
      query: (orderId) => ({
        url: apiPath(queuePaths.order(orderId)),
        method: 'PATCH',
        body: { isAtLocation: true },
      }),
      rawResponseSchema: queueActionResponse,
      transformResponse: (response: { data: QueuePlace }) => response.data,
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted(_orderId, { dispatch, queryFulfilled }) {
        const { data: place } = await queryFulfilled.catch(() => ({ data: null }));
        if (place) dispatch(orderPlaceReceived(place));
      },
    }),
  }),
});

export const { useCheckInMutation } = checkInApi;
