import { randomUUID } from 'node:crypto';
import { errorCodes, type WebhookDelivery } from '@jono/contract';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEvents } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { StaffIdentity } from '../../plugins/app/auth';
import type { ServiceContext } from '../../plugins/app/service-context';
import { endpointOf } from './webhook-endpoints.service';

const PAGE = 50;
const d = webhookDeliveries;

const deliveryColumns = {
  id: d.id,
  eventId: d.eventId,
  eventType: webhookEvents.type,
  createdAt: webhookEvents.createdAt,
  seq: d.seq,
  status: d.status,
  attempts: d.attempts,
  lastAttemptAt: d.lastAttemptAt,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  lastErrorDetail: d.lastErrorDetail,
  nextAttemptAt: d.nextAttemptAt,
  replayOf: d.replayOf,
};
type DeliveryRow = Awaited<ReturnType<typeof selectDeliveries>>[number];

const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  attempts: row.attempts,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  lastErrorDetail: row.lastErrorDetail,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  replayOf: row.replayOf,
});

/** A page's cursor is its last delivery's place in the order deliveries were made. */
const cursorOf = (row: DeliveryRow) => String(row.seq);

function olderThan(cursor: string): SQL {
  if (!/^\d{1,15}$/.test(cursor)) {
    throw new HttpError(
      400,
      'querystring.before: not a cursor this list gave',
      errorCodes.validation,
    );
  }
  return lt(d.seq, Number(cursor));
}

function selectDeliveries(db: Db, where: SQL | undefined) {
  return db
    .select(deliveryColumns)
    .from(d)
    .innerJoin(webhookEvents, eq(webhookEvents.id, d.eventId))
    .where(where)
    .orderBy(desc(d.seq));
}

/** The endpoint's deliveries, newest first, a page at a time. */
export async function deliveryLog(db: Db, staff: StaffIdentity, id: string, before?: string) {
  await endpointOf(db, staff.shopId, id);
  const rows = await selectDeliveries(
    db,
    and(eq(d.endpointId, id), before ? olderThan(before) : undefined),
  ).limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    deliveries: page.map(presentDelivery),
    cursor: rows.length > PAGE && last ? cursorOf(last) : null,
  };
}

async function deliveryById(db: Db, id: string) {
  const [row] = await selectDeliveries(db, eq(d.id, id));
  if (!row) throw notFound('No such delivery');
  return presentDelivery(row);
}

/**
 * Sends a delivery's event again as a delivery of its own, with the same event id (a receiver
 * that already took it can tell). Only once the first has stopped trying: two of one event on
 * the way at once would race each other.
 */
export async function replayDelivery(
  ctx: ServiceContext,
  staff: StaffIdentity,
  endpointId: string,
  deliveryId: string,
) {
  await endpointOf(ctx.db, staff.shopId, endpointId);
  const [original] = await ctx.db
    .select({ eventId: d.eventId, status: d.status })
    .from(d)
    .where(and(eq(d.id, deliveryId), eq(d.endpointId, endpointId)));
  if (!original) throw notFound('No such delivery');
  if (original.status === 'pending') {
    throw new HttpError(
      409,
      'This delivery is still being tried; replay it once it has been sent or has failed',
      errorCodes.webhookDeliveryPending,
    );
  }
  const [made] = await ctx.db
    .insert(d)
    .values({
      eventId: original.eventId,
      endpointId,
      replayOf: deliveryId,
      nextAttemptAt: ctx.now(),
      createdAt: ctx.now(),
    })
    .returning({ id: d.id });
  if (!made) throw new Error('insert returned no delivery');
  return deliveryById(ctx.db, made.id);
}

/** A `ping` event for this endpoint alone: shows the receiver and its signature check work. */
export async function pingEndpoint(ctx: ServiceContext, staff: StaffIdentity, endpointId: string) {
  const endpoint = await endpointOf(ctx.db, staff.shopId, endpointId);
  const now = ctx.now();
  const made = await ctx.db.transaction(async (tx) => {
    const eventId = randomUUID();
    await tx.insert(webhookEvents).values({
      id: eventId,
      shopId: staff.shopId,
      type: 'ping',
      subject: `ping:${eventId}`,
      data: { endpointId: endpoint.id, description: endpoint.description },
      createdAt: now,
    });
    const [row] = await tx
      .insert(d)
      .values({ eventId, endpointId, nextAttemptAt: now, createdAt: now })
      .returning({ id: d.id });
    return row;
  });
  if (!made) throw new Error('insert returned no delivery');
  return deliveryById(ctx.db, made.id);
}
