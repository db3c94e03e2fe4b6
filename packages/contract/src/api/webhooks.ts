import { z } from 'zod';
import { text, withTextRule } from './text';

/**
 * Webhooks: the shop's other software (a till, a website, a messaging tool) hears what happens
 * as signed HTTP POSTs to addresses the owner lists. Each event leaves only after the change it
 * describes is committed, is retried for three days, and is kept in a delivery log the owner
 * can replay from.
 */
export const webhookPaths = {
  /** GET: the shop's endpoints; POST: add one (its signing secret is shown once). */
  list: '/api/manage/webhooks',
  /** PATCH: change its address, events, description or switch it on/off; DELETE: remove it. */
  endpoint: (id: string) => `/api/manage/webhooks/${id}`,
  /** POST: a new signing secret, shown once; the old one stops signing at once. */
  secret: (id: string) => `/api/manage/webhooks/${id}/secret`,
  /** POST: sends a `ping` event now. */
  ping: (id: string) => `/api/manage/webhooks/${id}/ping`,
  /** GET: the delivery log, newest first (`before` pages on). */
  deliveries: (id: string) => `/api/manage/webhooks/${id}/deliveries`,
  /** POST: sends that delivery's event again, with the same event id. */
  replay: (id: string, deliveryId: string) =>
    `/api/manage/webhooks/${id}/deliveries/${deliveryId}/replay`,
} as const;

/** What an endpoint can hear. `ping` is only ever sent on the owner's request. */
export const webhookEventTypes = [
  'walk_in.joined',
  'walk_in.called',
  'walk_in.started',
  'walk_in.finished',
  'walk_in.left',
  'walk_in.no_show',
  'booking.created',
  'booking.paid',
  'booking.moved',
  'booking.cancelled',
  'refund.settled',
  'review.posted',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
export type SentEventType = WebhookEventType | 'ping';

/** How many endpoints one shop may keep: more is a mistake, not an integration. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** Header names a receiver reads; the signature covers `${timestamp}.${body}`. */
export const webhookHeaders = {
  signature: 'jono-signature',
  eventId: 'jono-event-id',
  eventType: 'jono-event-type',
} as const;

export const webhookEndpointParams = z.object({ id: z.uuid() });
export const webhookDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

const eventList = z
  .array(webhookEventTypeSchema)
  .min(1, 'choose at least one event')
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, 'an event is listed twice');

const endpointUrl = withTextRule(
  z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).max(2000),
);

export const newWebhookBody = z.strictObject({
  url: endpointUrl,
  events: eventList,
  description: text({ max: 200 }).optional(),
});
export type NewWebhook = z.input<typeof newWebhookBody>;

export const webhookPatchBody = z
  .strictObject({
    url: endpointUrl.optional(),
    events: eventList.optional(),
    description: text({ max: 200 }).optional(),
    /** false switches it off; true switches it on again and resumes a paused one. */
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change');
export type WebhookPatch = z.input<typeof webhookPatchBody>;

/**
 * `active`: events are sent; `disabled`: the owner switched it off (nothing is queued for it);
 * `paused`: it failed for three days, so sending stopped until the owner switches it on.
 */
export const webhookStates = ['active', 'disabled', 'paused'] as const;
export type WebhookState = (typeof webhookStates)[number];

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  state: z.enum(webhookStates),
  createdAt: z.iso.datetime(),
  /** Since when every try has failed; null while it answers. */
  failingSince: z.iso.datetime().nullable(),
  pausedAt: z.iso.datetime().nullable(),
  /** The last try of any delivery: when, and the HTTP status (null: no answer). */
  lastAttempt: z
    .object({ at: z.iso.datetime(), statusCode: z.number().int().nullable(), ok: z.boolean() })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponse = z.object({
  ok: z.literal(true),
  data: z.object({ endpoints: z.array(webhookEndpointSchema) }),
});
export const webhookEndpointResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: webhookEndpointSchema,
});
/** A new endpoint or a new secret: the secret is in this answer and never again. */
export const webhookSecretResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
});

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
/**
 * A try that got no answer: none in time, an address on a private network (refused before
 * connecting), or no connection at all (the name unknown, the port closed, TLS refused).
 */
export const webhookFailures = ['timeout', 'private_address', 'unreachable'] as const;
export type WebhookFailure = (typeof webhookFailures)[number];
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  /** When the event happened. */
  createdAt: z.iso.datetime(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastAttemptAt: z.iso.datetime().nullable(),
  lastStatusCode: z.number().int().nullable(),
  /** Why the last try got no HTTP answer at all. */
  lastError: z.enum(webhookFailures).nullable(),
  /** The system's word for it, for a developer (ENOTFOUND, ECONNREFUSED...). */
  lastErrorDetail: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  /** A replay names the delivery it repeats. */
  replayOf: z.uuid().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuery = z.strictObject({ before: text({ max: 100 }).optional() });
export const webhookDeliveriesResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    deliveries: z.array(webhookDeliverySchema),
    /** Pass as `before` for the next, older page; null on the last page. */
    cursor: z.string().nullable(),
  }),
});
export const webhookDeliveryResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: webhookDeliverySchema,
});

/** The body of every POST: the event id stays the same over retries and replays. */
export interface WebhookPayload {
  id: string;
  type: SentEventType;
  createdAt: string;
  shopId: string;
  data: Record<string, unknown>;
}
