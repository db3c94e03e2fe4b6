import { createHmac } from 'node:crypto';
import { type SentEventType, type WebhookPayload, webhookHeaders } from '@jono/contract';

/**
 * The headers and body of one POST. The signature is HMAC-SHA256, keyed with the endpoint's
 * secret, over `${timestamp}.${body}`: the receiver recomputes it over the raw body and
 * refuses an old timestamp, so a captured request cannot be replayed later.
 */
export function signedPost(
  secret: string,
  payload: WebhookPayload,
  sentAt: Date,
  userAgent: string,
): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': userAgent,
      [webhookHeaders.eventId]: payload.id,
      [webhookHeaders.eventType]: payload.type satisfies SentEventType,
      [webhookHeaders.signature]: `t=${timestamp},v1=${signature}`,
    },
  };
}
