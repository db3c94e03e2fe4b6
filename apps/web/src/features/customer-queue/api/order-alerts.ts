import {
  type PushSubscriptionBody,
  pushPaths,
  pushSubscriptionResponse,
} from '@jono/contract/api/order-alerts';
import { api, apiPath } from '@/lib/api-client';
import { malformedAnswer } from './malformed-answer';

const orderAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** This browser gets the order's alerts from now on. */
    subscribeToOrderAlerts: build.mutation<void, { orderId: string; body: PushSubscriptionBody }>({
      query: ({ orderId, body }) => ({
        url: apiPath(pushPaths.orderSubscription(orderId)),
        method: 'POST',
        body,
      }),
      rawResponseSchema: pushSubscriptionResponse,
      transformResponse: () => undefined,
      catchSchemaFailure: malformedAnswer,
    }),
    /** This browser wants no more alerts about the order. */
    unsubscribeFromOrderAlerts: build.mutation<void, { orderId: string; endpoint: string }>({
      query: ({ orderId, endpoint }) => ({
        url: apiPath(pushPaths.orderSubscription(orderId)),
        method: 'DELETE',
        body: { endpoint },
      }),
      rawResponseSchema: pushSubscriptionResponse,
      transformResponse: () => undefined,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useSubscribeToOrderAlertsMutation, useUnsubscribeFromOrderAlertsMutation } =
  orderAlertsApi;
