import type { CustomerReach, Language } from '@jono/contract';
import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pushSubscriptions, queueEntries } from '../../../db/schema/index';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { isPushServiceEndpoint } from '../../../lib/push-delivery';
import { isUuid } from '../../shops/shops.service';
import { optedOutAmong } from '../../texts/texts.service';

/** A customer's phone, tablet and laptop are plenty; older subscriptions give way. */
const MAX_SUBSCRIPTIONS_PER_ORDER = 5;

export interface NewPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
}

const orderNotFound = () => notFound('Order not found');

/**
 * Adds this browser to a waiting order's alerts, or renews its keys and language when it
 * subscribed before. Knowing the order id is the capability, as for the tracking page.
 */
export async function subscribeToOrder(
  db: Db,
  orderId: string,
  subscription: NewPushSubscription,
  extraPushOrigins: readonly string[],
): Promise<void> {
  if (!isUuid(orderId)) throw orderNotFound();
  if (!isPushServiceEndpoint(subscription.endpoint, extraPushOrigins)) {
    throw new HttpError(400, 'This push service is not supported');
  }
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ status: queueEntries.status })
      .from(queueEntries)
      .where(eq(queueEntries.id, orderId))
      .for('update');
    if (!entry) throw orderNotFound();
    if (entry.status !== 'waiting') throw conflict('This order is no longer waiting');
    const values = {
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      language: subscription.language,
    };
    await tx
      .insert(pushSubscriptions)
      .values({ queueEntryId: orderId, endpoint: subscription.endpoint, ...values })
      .onConflictDoUpdate({
        target: [pushSubscriptions.queueEntryId, pushSubscriptions.endpoint],
        set: values,
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.queueEntryId, orderId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_ORDER);
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.queueEntryId, orderId), notInArray(pushSubscriptions.id, newest)),
      );
  });
}

/** This browser wants no more alerts about the order; saying so twice is fine. */
export async function unsubscribeFromOrder(db: Db, orderId: string, endpoint: string) {
  if (!isUuid(orderId)) throw orderNotFound();
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.queueEntryId, orderId), eq(pushSubscriptions.endpoint, endpoint)),
    );
}

export function subscriptionsOf(db: Db, orderId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.queueEntryId, orderId));
}

/** The push service said the subscription is gone (404/410): it never comes back. */
export async function forgetSubscriptions(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** Which of these orders have at least one browser subscribed. */
export async function ordersWithPush(db: Db, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: pushSubscriptions.queueEntryId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.queueEntryId, orderIds));
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}

/**
 * How staff can reach each of these walk-ins (a subscribed browser, an email address) and
 * how the last alert went, for the cards of the staff board. One query for the whole list.
 */
export async function customerReach(
  db: Db,
  entries: readonly Pick<
    typeof queueEntries.$inferSelect,
    | 'id'
    | 'shopId'
    | 'email'
    | 'phone'
    | 'textConsentAt'
    | 'lastAlertStatus'
    | 'lastAlertChannel'
    | 'lastAlertAt'
  >[],
): Promise<(entry: { id: string }) => CustomerReach> {
  const [pushable, optedOut] = await Promise.all([
    ordersWithPush(
      db,
      entries.map((e) => e.id),
    ),
    optedOutAmong(db, entries),
  ]);
  const textable = (entry: (typeof entries)[number]) =>
    entry.textConsentAt !== null && entry.phone !== null && !optedOut.has(entry.phone);
  const reach = new Map(
    entries.map((entry): [string, CustomerReach] => [
      entry.id,
      {
        channels: [
          ...(pushable.has(entry.id) ? (['push'] as const) : []),
          ...(textable(entry) ? (['text'] as const) : []),
          ...(entry.email ? (['email'] as const) : []),
        ],
        lastAlert:
          entry.lastAlertStatus && entry.lastAlertAt
            ? {
                status: entry.lastAlertStatus,
                channel: entry.lastAlertChannel,
                at: entry.lastAlertAt.toISOString(),
              }
            : null,
      },
    ]),
  );
  return (entry) => reach.get(entry.id) ?? { channels: [], lastAlert: null };
}

/** How long after an order ends its browsers are kept: its last alert (removed) has gone. */
const KEEP_AFTER_END_MS = 60 * 60_000;

/**
 * Forgets the subscriptions of orders that ended over an hour ago: an endpoint and its keys
 * are the customer's, and no alert is left to send them.
 */
export async function forgetEndedOrdersSubscriptions(db: Db, now: Date): Promise<void> {
  const ended = db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(
      and(
        inArray(queueEntries.status, ['served', 'cancelled', 'no_show']),
        lt(
          sql`coalesce(${queueEntries.finishedAt}, ${queueEntries.cancelledAt})`,
          new Date(now.getTime() - KEEP_AFTER_END_MS),
        ),
      ),
    );
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.queueEntryId, ended));
}
