import {
  type NewWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookPatch,
  type WebhookState,
  webhookDeliveriesResponse,
  webhookDeliveryResponse,
  webhookEndpointResponse,
  webhookEndpointsResponse,
  webhookPaths,
  webhookSecretResponse,
} from '@jono/contract/api/webhooks';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { NewWebhook, WebhookDelivery, WebhookEndpoint, WebhookEventType, WebhookState };

/** A new endpoint or a renewed secret: the only answer that ever carries the secret. */
export type WebhookWithSecret = z.infer<typeof webhookSecretResponse>['data'];
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesResponse>['data'];

/**
 * The endpoints list, and each endpoint's delivery log (tagged by the endpoint's id, so a
 * replay or a test event reads only that log again).
 */
export const webhookTags = {
  endpoints: 'WebhookEndpoints',
  deliveries: 'WebhookDeliveries',
} as const;

const deliveriesOf = (endpointId: string) => ({ type: webhookTags.deliveries, id: endpointId });

/** The shared API slice with this feature's tags, added once. */
const webhooksApiBase = api.enhanceEndpoints({ addTagTypes: Object.values(webhookTags) });

/** The endpoints themselves: listed, added, changed, given a new secret, removed. */
const endpointsApi = webhooksApiBase.injectEndpoints({
  endpoints: (build) => ({
    webhookEndpoints: build.query<WebhookEndpoint[], void>({
      query: () => apiPath(webhookPaths.list),
      rawResponseSchema: webhookEndpointsResponse,
      transformResponse: (response: { data: { endpoints: WebhookEndpoint[] } }) =>
        response.data.endpoints,
      catchSchemaFailure: malformedAnswer,
      providesTags: [webhookTags.endpoints],
    }),
    addWebhook: build.mutation<WebhookWithSecret, NewWebhook>({
      query: (body) => ({ url: apiPath(webhookPaths.list), method: 'POST', body }),
      rawResponseSchema: webhookSecretResponse,
      transformResponse: (response: { data: WebhookWithSecret }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [webhookTags.endpoints],
    }),
    /** Its address, events or description, or `enabled` (true also resumes a paused one). */
    changeWebhook: build.mutation<WebhookEndpoint, { id: string; patch: WebhookPatch }>({
      query: ({ id, patch }) => ({
        url: apiPath(webhookPaths.endpoint(id)),
        method: 'PATCH',
        body: patch,
      }),
      rawResponseSchema: webhookEndpointResponse,
      transformResponse: (response: { data: WebhookEndpoint }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [webhookTags.endpoints],
    }),
    removeWebhook: build.mutation<unknown, string>({
      query: (id) => ({ url: apiPath(webhookPaths.endpoint(id)), method: 'DELETE' }),
      invalidatesTags: [webhookTags.endpoints],
    }),
    /** A new signing secret; the old one stops signing at once. */
    renewWebhookSecret: build.mutation<WebhookWithSecret, string>({
      query: (id) => ({ url: apiPath(webhookPaths.secret(id)), method: 'POST' }),
      rawResponseSchema: webhookSecretResponse,
      transformResponse: (response: { data: WebhookWithSecret }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [webhookTags.endpoints],
    }),
  }),
});

/** What was sent to an endpoint: the log, a test event, a replay. */
const deliveriesApi = webhooksApiBase.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a `ping` now: it shows in the log, and its try in the endpoint's last attempt. */
    pingWebhook: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: apiPath(webhookPaths.ping(id)), method: 'POST' }),
      rawResponseSchema: webhookDeliveryResponse,
      transformResponse: (response: { data: WebhookDelivery }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: (_result, _error, id) => [webhookTags.endpoints, deliveriesOf(id)],
    }),
    /**
     * GET …/deliveries?before: the endpoint's log, newest first, 50 a page; "Load more" asks
     * for the page older than the last one's cursor.
     */
    webhookDeliveries: build.infiniteQuery<WebhookDeliveriesPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: apiPath(webhookPaths.deliveries(queryArg)),
        params: pageParam ? { before: pageParam } : {},
      }),
      rawResponseSchema: webhookDeliveriesResponse,
      transformResponse: (response: { data: WebhookDeliveriesPage }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: (_result, _error, endpointId) => [deliveriesOf(endpointId)],
    }),
    /** Sends a finished delivery's event again (same event id), as a new row of the log. */
    replayDelivery: build.mutation<WebhookDelivery, { endpointId: string; deliveryId: string }>({
      query: ({ endpointId, deliveryId }) => ({
        url: apiPath(webhookPaths.replay(endpointId, deliveryId)),
        method: 'POST',
      }),
      rawResponseSchema: webhookDeliveryResponse,
      transformResponse: (response: { data: WebhookDelivery }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: (_result, _error, { endpointId }) => [
        webhookTags.endpoints,
        deliveriesOf(endpointId),
      ],
    }),
  }),
});

export const {
  useWebhookEndpointsQuery,
  useAddWebhookMutation,
  useChangeWebhookMutation,
  useRemoveWebhookMutation,
  useRenewWebhookSecretMutation,
} = endpointsApi;

export const {
  usePingWebhookMutation,
  useWebhookDeliveriesInfiniteQuery,
  useReplayDeliveryMutation,
} = deliveriesApi;
