import { z } from 'zod';
import { withTextRule } from './text';

const endpoint = withTextRule(z.url({ protocol: /^https?$/ }).max(2048));

/**
 * PushSubscription.toJSON() of a browser: the push service's endpoint and the keys the
 * message is encrypted for: p256dh an uncompressed P-256 point (65 bytes), auth 16 bytes,
 * both base64url without padding. Shared by every page that asks for push (a walk-in order's
 * alerts, a booking's reminders, a waitlist's offers).
 */
export const browserPushSubscription = z.object({
  endpoint,
  keys: z.object({
    p256dh: withTextRule(z.string()).regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key'),
    auth: withTextRule(z.string()).regex(/^[A-Za-z0-9_-]{22}$/, 'must be a 16-byte secret'),
  }),
});

export const pushUnsubscribeBody = z.object({ endpoint });
