import {
  type PushSubscriptionBody,
  pushPaths,
  pushPublicKeyResponse,
  pushSubscriptionResponse,
} from '@jono/contract/api/order-alerts';
import { api, apiPath } from '@/lib/api-client';
import { malformedAnswer } from './malformed-answer';

const orderAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/push/public-key: the server's VAPID key this browser subscribes with. */
    pushPublicKey: build.query<string, void>({
      query: () => apiPath(pushPaths.publicKey),
      rawResponseSchema: pushPublicKeyResponse,
      transformResponse: (response: { data: { publicKey: string } }) => response.data.publicKey,
      catchSchemaFailure: malformedAnswer,
    }),
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

export const {
  useLazyPushPublicKeyQuery,
  useSubscribeToOrderAlertsMutation,
  useUnsubscribeFromOrderAlertsMutation,
} = orderAlertsApi;
