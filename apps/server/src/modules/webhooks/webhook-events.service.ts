import type { WebhookEventType } from '@jono/contract';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import type { OrderedService } from '../../db/schema/stored-json';
import { preparedStatement } from '../../lib/prepared-statement';

/** Something that happened, as a use case states it inside its transaction. */
export interface WebhookEventFact {
  shopId: string;
  type: WebhookEventType;
  /** What it is about ('walk_in:<id>'): events of one subject reach an endpoint in order. */
  subject: string;
  data: Record<string, unknown>;
  at: Date;
}

/**
 * Keeps the events for the endpoints of their shops that listen for them, in one statement:
 * a shop with no endpoint keeps nothing. Prepared once: every join's transaction runs it.
 */
const keepListenedEvents = preparedStatement<never, { rows: string }>(
  'keep_webhook_events',
  sql`with incoming as (
      select * from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
        as x("shopId" uuid, type text, subject text, data jsonb, at timestamptz, n int)
    ),
    listening as (
      select id, shop_id, events from ${webhookEndpoints}
      where shop_id in (select "shopId" from incoming) and enabled and paused_at is null
    ),
    kept as (
      insert into ${webhookEvents} (shop_id, type, subject, data, created_at)
      select i."shopId", i.type, i.subject, i.data, i.at from incoming i
      where exists (
        select 1 from listening l where l.shop_id = i."shopId" and i.type = any(l.events)
      )
      order by i.n
      returning id, shop_id, type, created_at
    )
    insert into ${webhookDeliveries} (event_id, endpoint_id, next_attempt_at, created_at)
    select k.id, l.id, k.created_at, k.created_at
    from kept k join listening l on l.shop_id = k.shop_id and k.type = any(l.events)`,
);

/**
 * Writes the events in the caller's transaction: a change that rolls back leaves no event.
 * Delivery starts once the transaction has committed.
 */
export async function recordWebhookEvents(
  tx: Db,
  facts: readonly WebhookEventFact[],
): Promise<void> {
  if (facts.length === 0) return;
  const rows = facts.map((fact, n) => ({ ...fact, at: fact.at.toISOString(), n }));
  await keepListenedEvents(tx, { rows: JSON.stringify(rows) });
}

/** The fields a walk-in and a booking share, as both tables keep them. */
export interface CustomerOrderFacts {
  id: string;
  shortCode: string;
  customerName: string;
  phone: string | null;
  email: string | null;
  language: string;
  items: OrderedService[];
  totalPriceCents: number;
  totalDurationMinutes: number;
  currency: string;
}

/**
 * What every walk-in and booking event says of its order. The customer's contact is in it:
 * the receiver is the shop's own software (a till, a messaging tool), and the owner chose it.
 */
export const customerOrderData = (order: CustomerOrderFacts) => ({
  id: order.id,
  shortCode: order.shortCode,
  customer: {
    name: order.customerName,
    phone: order.phone,
    email: order.email,
    language: order.language,
  },
  services: order.items,
  totalPriceCents: order.totalPriceCents,
  totalDurationMinutes: order.totalDurationMinutes,
  currency: order.currency,
});

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A walk-in as its events describe it: the order, where it stands, and who serves it. */
export const walkInData = (
  entry: CustomerOrderFacts & {
    status: string;
    joinedAt: Date;
    requestedBarberId: string | null;
    barberId: string | null;
    addedAtDesk: boolean;
    calledAt: Date | null;
    startedAt: Date | null;
    finishedAt: Date | null;
    cancelledAt: Date | null;
  },
) => ({
  ...customerOrderData(entry),
  status: entry.status,
  addedAtDesk: entry.addedAtDesk,
  requestedBarberId: entry.requestedBarberId,
  barberId: entry.barberId,
  joinedAt: entry.joinedAt.toISOString(),
  calledAt: iso(entry.calledAt),
  startedAt: iso(entry.startedAt),
  finishedAt: iso(entry.finishedAt),
  cancelledAt: iso(entry.cancelledAt),
});

/** A booking as its events describe it. */
export const bookingData = (
  booking: CustomerOrderFacts & {
    status: string;
    startAt: Date;
    endAt: Date;
    barberId: string | null;
  },
) => ({
  ...customerOrderData(booking),
  status: booking.status,
  startAt: booking.startAt.toISOString(),
  endAt: booking.endAt.toISOString(),
  barberId: booking.barberId,
});

/** Events (and their delivery logs) are kept this long: enough to replay and to look back. */
export const WEBHOOK_EVENT_DAYS = 30;

/** Deletes events older than the keeping time, with their deliveries. */
export async function forgetOldWebhookEvents(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_EVENT_DAYS * 24 * 3_600_000);
  const gone = await db
    .delete(webhookEvents)
    .where(lt(webhookEvents.createdAt, before))
    .returning({ id: webhookEvents.id });
  return gone.length;
}

/**
 * A customer who asked to be forgotten is no longer named in events still kept: what is on
 * its way still tells the shop's software that the visit ended, without the person.
 */
export async function anonymiseWebhookEvents(db: Db, subjects: string[]): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .update(webhookEvents)
    .set({
      data: sql`jsonb_set(${webhookEvents.data}, '{customer}', '{"name": null, "phone": null, "email": null, "language": null}'::jsonb)`,
    })
    .where(and(inArray(webhookEvents.subject, subjects), sql`${webhookEvents.data} ? 'customer'`));
}
