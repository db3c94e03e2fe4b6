import {
  type QueuePlace,
  queuePaths,
  type TrackingOrder,
  trackingOrderResponse,
} from '@jono/contract/api/queue';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api, apiPath } from '@/lib/api-client';
import { activeOrderCleared, orderPlaceChanged, orderTracked } from '../stores/active-order-slice';
import { malformedAnswer } from './malformed-answer';

/**
 * How many places this page has been told of, per order. A read the server served before a
 * change can come back after that change's announcement: when a place arrived while a read
 * was on its way, the read's answer may be older news, so the order is read once more.
 */
const placesTold = new Map<string, number>();

/** A dispatch that takes the API's thunks (the store's own type lives in app/, above us). */
export type QueueDispatch = ThunkDispatch<
  { [api.reducerPath]: ReturnType<typeof api.reducer> },
  unknown,
  UnknownAction
>;

/** The header the service worker puts on a saved tracking answer it serves offline. */
const SAVED_AT_HEADER = 'x-jono-saved-at';

/**
 * The tracking answer as the page holds it: `savedAt` is when it was saved, when the
 * service worker answered from its copy because the network did not.
 */
export type TrackedOrder = TrackingOrder & { savedAt: string | null };

export const queueOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/queue/{orderId}: the tracking page's data. Every answer also
     * refreshes the order this device remembers, so the banner never drifts from it.
     */
    queueOrder: build.query<TrackedOrder, string>({
      query: (orderId) => apiPath(queuePaths.order(orderId)),
      rawResponseSchema: trackingOrderResponse,
      transformResponse: (response: { data: TrackingOrder }, meta) => ({
        ...response.data,
        savedAt:
          (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(SAVED_AT_HEADER) ?? null,
      }),
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted(orderId, { dispatch, queryFulfilled }) {
        const toldBefore = placesTold.get(orderId);
        try {
          const { data: order } = await queryFulfilled;
          if (placesTold.get(orderId) !== toldBefore) void dispatch(refetchQueueOrder(orderId));
          dispatch(
            orderTracked({
              orderId: order.orderId,
              shopId: order.barberShop.id,
              shopName: order.barberShop.name,
              status: order.status,
              position: order.position,
              waitingTime: order.waitingTime,
            }),
          );
        } catch (failure) {
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          if (status === 404) dispatch(activeOrderCleared({ orderId }));
        }
      },
    }),
  }),
});

export const { useQueueOrderQuery } = queueOrderApi;

/**
 * Where an order stands now (a live event or the answer of an action on it): written into
 * the cached tracking data and into the remembered order, without another request.
 */
export function orderPlaceReceived(place: QueuePlace) {
  return (dispatch: QueueDispatch) => {
    placesTold.set(place.orderId, (placesTold.get(place.orderId) ?? 0) + 1);
    dispatch(
      queueOrderApi.util.updateQueryData('queueOrder', place.orderId, (order) => {
        Object.assign(order, place);
        order.barberShop.isAtLocation = place.isAtLocation;
      }),
    );
    dispatch(orderPlaceChanged(place));
  };
}

/** Reads the order again (after a reconnect: announcements missed meanwhile are not replayed). */
export function refetchQueueOrder(orderId: string) {
  return queueOrderApi.endpoints.queueOrder.initiate(orderId, {
    subscribe: false,
    forceRefetch: true,
  });
}
