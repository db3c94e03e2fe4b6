import { z } from 'zod';
import { defaultLanguage } from '../languages';
import { languageSchema } from './booking';
import { withTextRule } from './text';
import { browserPushSubscription, pushUnsubscribeBody } from './web-push';

/**
 * The moments a walk-in customer is told about, each at most once per order: time to leave
 * (estimated start less travel time), first in line, called to the chair, taken out of the
 * queue by the shop (cancelled or a no-show), and the shop closing its queue.
 */
export const orderAlertKinds = ['leave', 'first', 'turn', 'removed', 'closed'] as const;
export const orderAlertKindSchema = z.enum(orderAlertKinds);
export type OrderAlertKind = z.infer<typeof orderAlertKindSchema>;

export const pushPaths = {
  /** The server's VAPID public key, which a browser subscribes with. */
  publicKey: '/api/push/public-key',
  /** An order's push subscriptions: POST adds this browser's, DELETE removes it. */
  orderSubscription: (orderId: string) => `/api/queue/${orderId}/push-subscription`,
  /** POST, the service worker: it showed an alert, so no text or mail needs to follow it. */
  alertSeen: (orderId: string) => `/api/queue/${orderId}/alert-seen`,
} as const;

/** What the service worker posts back once it showed an alert: the alert's marker and proof. */
export const alertSeenBody = z.strictObject({
  marker: withTextRule(z.string()).max(40),
  token: withTextRule(z.string()).max(100),
});

export const pushPublicKeyResponse = z.object({
  ok: z.literal(true),
  data: z.object({ publicKey: z.string() }),
});

/** A browser's subscription and the language the alerts to it are written in: the page's own. */
export const pushSubscriptionBody = browserPushSubscription.extend({
  language: languageSchema.default(defaultLanguage),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

export { pushUnsubscribeBody };

export const pushSubscriptionResponse = z.object({ ok: z.literal(true), message: z.string() });

/**
 * What a push message carries: the service worker shows `title` and `body` and opens `url`
 * (the order's tracking page) when the notification is tapped. `tag` makes a newer alert of
 * the same order replace the older one.
 */
export const pushMessageSchema = z.object({
  /** A moment of the order, or staff's word to everyone waiting. */
  kind: z.union([orderAlertKindSchema, z.literal('broadcast')]),
  orderId: z.uuid(),
  /** The order's short code as shown, 'K7M-2QD'. */
  code: z.string(),
  lang: languageSchema,
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  /** Where the service worker says it showed the alert; without it a text or mail follows. */
  seen: z.object({ url: z.string(), marker: z.string(), token: z.string() }).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/**
 * How staff can reach a walk-in customer (a browser subscribed to push, an email address,
 * both or neither) and how the last alert went.
 */
export const customerReachSchema = z.object({
  channels: z.array(z.enum(['push', 'text', 'email'])),
  lastAlert: z
    .object({
      /** Sent: on its way (a text the network has not confirmed yet). */
      status: z.enum(['sent', 'delivered', 'failed']),
      /** Null for an alert from before channels were recorded. */
      channel: z.enum(['push', 'text', 'mail']).nullable(),
      at: z.iso.datetime(),
    })
    .nullable(),
});
export type CustomerReach = z.infer<typeof customerReachSchema>;
