import { type WebhookEventType, webhookEventTypes } from '@jono/contract/api/webhooks';
import type { TFunction } from 'i18next';

export type EventGroupKey = 'walkIns' | 'bookings' | 'moneyAndReviews';

/** The kind of event an endpoint can hear, by the part of the shop it comes from. */
const groupOf = (type: WebhookEventType): EventGroupKey => {
  if (type.startsWith('walk_in.')) return 'walkIns';
  if (type.startsWith('booking.')) return 'bookings';
  return 'moneyAndReviews';
};

/**
 * The event checkboxes in three groups, in the contract's order, so an event the server
 * adds lands in a group without a change here.
 */
export const eventGroups: readonly { key: EventGroupKey; events: WebhookEventType[] }[] = (
  ['walkIns', 'bookings', 'moneyAndReviews'] as const
).map((key) => ({ key, events: webhookEventTypes.filter((type) => groupOf(type) === key) }));

/**
 * An event's name in the reader's language. The log also holds `ping` (sent only on request)
 * and may hold a type newer than this page, which shows as the server names it.
 */
export const eventName = (t: TFunction, type: string): string =>
  String(t(`integrations.events.${type}` as never, { defaultValue: type } as never));
