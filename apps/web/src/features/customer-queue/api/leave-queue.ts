import { type QueuePlace, queueActionResponse, queuePaths } from '@jono/contract/api/queue';
import { api, apiPath } from '@/lib/api-client';
import { activeOrderCleared } from '../stores/active-order-slice';
import { malformedAnswer } from './malformed-answer';
import { orderPlaceReceived } from './queue-order';

const leaveQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/queue/cancel/{orderId} with an empty body. */
    leaveQueue: build.mutation<{ message: string; place: QueuePlace }, string>({
      query: (orderId) => ({ url: apiPath(queuePaths.cancel(orderId)), method: 'PATCH' }),
      rawResponseSchema: queueActionResponse,
      transformResponse: (response: { message: string; data: QueuePlace }) => ({
        message: response.message,
        place: response.data,
      }),
      catchSchemaFailure: malformedAnswer,
      /** Leaving resets the tracking data; the device forgets the order. */
      async onQueryStarted(orderId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(orderPlaceReceived(data.place));
        dispatch(activeOrderCleared({ orderId }));
      },
    }),
  }),
});

export const { useLeaveQueueMutation } = leaveQueueApi;
