import type { WebhookEventType } from '@jono/contract';
import type { Db } from '../../db/client';
import {
  recordWebhookEvents,
  type WebhookEventFact,
  walkInData,
} from '../webhooks/webhook-events.service';

/** What the events say of a walk-in: a row of the queue, or one just written. */
type Entry = Parameters<typeof walkInData>[0] & { shopId: string };

/** A step of a walk-in's life, for the shop's webhooks. */
export const walkInEvent = (type: WebhookEventType, entry: Entry, at: Date): WebhookEventFact => ({
  shopId: entry.shopId,
  type,
  subject: `walk_in:${entry.id}`,
  data: walkInData(entry),
  at,
});

/** Records the step in the transaction that made it, for the endpoints listening. */
export const recordWalkInEvent = (tx: Db, type: WebhookEventType, entry: Entry, at: Date) =>
  recordWebhookEvents(tx, [walkInEvent(type, entry, at)]);
