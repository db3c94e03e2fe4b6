import {
  errorCodes,
  type JoinQueueBody,
  type joinQueueBody,
  normalisePhone,
  queueCancelReasons,
  type TrackingOrder,
} from '@jono/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { staffNames } from '../../auth/staff-names.service';
import { bookingsName } from '../../booking/staff/booked-chairs.service';
import { announceStaffMessage } from '../../notifications/notifications.events';
import { isUuid } from '../../shops/shops.service';
import {
  announceQueueChange,
  announceStaffQueue,
  callOf,
  liveMemoryOf,
  placeOf,
  shopWithLoad,
} from '../live';
import { presentTrackingOrder } from './tracking.presenter';

export { shopWithLoad } from '../live';

import type { ServiceContext } from '../../../plugins/app/service-context';
import { recordWalkInEvent } from '../walk-in-events';
import { textJoinConfirmation } from './join-text';
import { orderOf, type PlaceWithCode } from './walk-in';
import { admitWalkIn } from './walk-in-admission';

type JoinInput = z.output<typeof joinQueueBody>;

export type { JoinQueueBody };

const orderNotFound = () => notFound('Order not found');

export interface JoinResult {
  place: PlaceWithCode;
  shopId: string;
  /** False when an Idempotency-Key replay answered an earlier join. */
  isNew: boolean;
}

/** Where one order stands now, whatever its status. */
async function placeOfEntry(db: Db, orderId: string, now: Date): Promise<PlaceWithCode> {
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, orderId));
  if (!entry) throw orderNotFound();
  const context = await shopWithLoad(db, entry.shopId, now);
  if (!context) throw orderNotFound();
  return {
    ...placeOf(liveMemoryOf(db), entry, context.load, context.shop, now),
    shortCode: entry.shortCode,
  };
}

/**
 * A customer joins online, from their own phone: the phone is normalised, the totals they
 * were shown must still hold, and an Idempotency-Key replay answers the first join instead
 * of joining twice. Once admitted (with the staff inbox's note and the travel time from the
 * shared position), the shop's pages hear the new queue and the staff hear who joined.
 */
export async function joinQueue(
  ctx: ServiceContext,
  input: JoinInput,
  options: { idempotencyKey?: string; language: string },
): Promise<JoinResult> {
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number');
  const admission = await admitWalkIn(ctx, {
    ...orderOf(input.shopId, phone, input),
    language: options.language,
    claimedTotals: input,
    atDesk: false,
    idempotencyKey: options.idempotencyKey,
    position: input.position,
    textMe: input.textMe === true && ctx.sms.gateway !== null,
  });
  if (admission.kind === 'replay') {
    const place = await placeOfEntry(ctx.db, admission.orderId, ctx.now());
    return { place, shopId: input.shopId, isNew: false };
  }
  const { place, staffMessage } = admission;
  if (input.textMe && ctx.sms.gateway) {
    await textJoinConfirmation(ctx, {
      ...place,
      shopId: input.shopId,
      phone,
      language: options.language,
    });
  }
  // The customer has their place; reading the whole queue again for everyone else's pages is
  // not theirs to wait for (and a burst of joins shares one pass).
  void announceQueueChange(ctx, input.shopId, [], { joined: true });
  if (staffMessage) announceStaffMessage(ctx.io, input.shopId, staffMessage);
  announceStaffQueue(ctx, {
    shopId: input.shopId,
    kind: 'joined',
    orderId: place.orderId,
    customerName: input.name,
    shortCode: place.shortCode,
  });
  return { place, shopId: input.shopId, isNew: true };
}

/** The tracking page's data; unknown or malformed ids are 404. */
export async function getTrackingOrder(db: Db, orderId: string, now: Date): Promise<TrackingOrder> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, orderId));
  if (!entry) throw orderNotFound();
  const context = await shopWithLoad(db, entry.shopId, now);
  if (!context) throw orderNotFound();
  return presentTrackingOrder(
    entry,
    context,
    placeOf(liveMemoryOf(db), entry, context.load, context.shop, now),
    callOf(entry, await calledBarberName(db, entry.calledBarberId)),
  );
}

async function calledBarberName(db: Db, barberId: string | null): Promise<string | null> {
  if (!barberId) return null;
  return (await staffNames(db, [barberId])).get(barberId) ?? null;
}

/**
 * A state change of one waiting entry, guarded in the UPDATE itself so that two concurrent
 * calls cannot both pass the check.
 */
async function changeWaitingEntry(
  db: Db,
  orderId: string,
  change: Partial<typeof queueEntries.$inferInsert>,
  explainRefusal: (status: string, entry: typeof queueEntries.$inferSelect) => HttpError,
) {
  if (!isUuid(orderId)) throw orderNotFound();
  const [updated] = await db
    .update(queueEntries)
    .set(change)
    .where(and(eq(queueEntries.id, orderId), eq(queueEntries.status, 'waiting')))
    .returning();
  if (updated) return updated;
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, orderId));
  if (!entry) throw orderNotFound();
  throw explainRefusal(entry.status, entry);
}

/**
 * "I'm already here": only while waiting; saying it twice is fine. Once committed, the
 * shop's pages hear the new places and the staff screens who arrived.
 */
export async function checkIn(ctx: ServiceContext, orderId: string) {
  const now = ctx.now();
  const entry = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const entry = await changeWaitingEntry(
      tx,
      orderId,
      { isAtLocation: true, atLocationAt: now },
      () => conflict('Only a customer who is still waiting can check in'),
    );
    effects.afterCommit(async () => {
      await announceQueueChange(ctx, entry.shopId);
      announceStaffQueue(ctx, {
        shopId: entry.shopId,
        kind: 'checked_in',
        orderId: entry.id,
        customerName: entry.customerName,
        shortCode: entry.shortCode,
      });
    });
    return entry;
  });
  return placeOfEntry(ctx.db, entry.id, now);
}

/**
 * The customer leaves the queue; only while waiting, and a second call says so. Once
 * committed, the shop's pages (this order's too) hear the new places and staff who left.
 */
export async function leaveQueue(ctx: ServiceContext, orderId: string) {
  const now = ctx.now();
  const entry = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const entry = await changeWaitingEntry(
      tx,
      orderId,
      { status: 'cancelled', cancelledAt: now, cancelReason: queueCancelReasons.customerLeft },
      (status) =>
        conflict(
          status === 'cancelled'
            ? 'You have already left the queue'
            : 'This order is no longer waiting and cannot be cancelled',
        ),
    );
    await recordWalkInEvent(tx, 'walk_in.left', entry, now);
    effects.afterCommit(async () => {
      await announceQueueChange(ctx, entry.shopId, [entry.id]);
      announceStaffQueue(ctx, {
        shopId: entry.shopId,
        kind: 'left',
        orderId: entry.id,
        customerName: entry.customerName,
      });
    });
    return entry;
  });
  return placeOfEntry(ctx.db, entry.id, now);
}

/**
 * /check-details: an order by its short code (already in its stored form) and the phone it
 * was made with. Any mismatch gets the same answer as an unknown code, so codes cannot be
 * probed.
 */
export async function lookupOrder(
  db: Db,
  input: { code: string; phone: string },
  now: Date,
): Promise<TrackingOrder> {
  const phone = normalisePhone(input.phone);
  const noMatch = () =>
    new HttpError(404, 'No order matches this code and phone', errorCodes.orderNoMatch);
  if (!phone) throw noMatch();
  const [entry] = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.shortCode, input.code), eq(queueEntries.phone, phone)));
  if (!entry) throw noMatch();
  return getTrackingOrder(db, entry.id, now);
}

/** Whether any walk-in or booking of the shop names an item of the catalogue. */
export async function isItemOrdered(db: Db, shopId: string, snapshotMatch: unknown) {
  const [named] = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.shopId, shopId),
        sql`${queueEntries.items} @> ${JSON.stringify(snapshotMatch)}::jsonb`,
      ),
    )
    .limit(1);
  return named !== undefined || bookingsName(db, shopId, snapshotMatch);
}

/** The ids among `orderIds` that name a walk-in order, in one indexed read. */
export async function existingOrderIds(
  db: Db,
  orderIds: readonly string[],
): Promise<ReadonlySet<string>> {
  const ids = orderIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(inArray(queueEntries.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** A walk-in as the reviews module judges it: served or not, whose and when. */
export async function walkInForReview(db: Db, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({
      id: queueEntries.id,
      shopId: queueEntries.shopId,
      status: queueEntries.status,
      customerName: queueEntries.customerName,
      shortCode: queueEntries.shortCode,
      joinedAt: queueEntries.joinedAt,
      finishedAt: queueEntries.finishedAt,
    })
    .from(queueEntries)
    .where(eq(queueEntries.id, orderId));
  if (!row) return null;
  return {
    id: row.id,
    shopId: row.shopId,
    customerName: row.customerName,
    shortCode: row.shortCode,
    visitedAt: row.finishedAt ?? row.joinedAt,
    kind: 'walkIn' as const,
    isServed: row.status === 'served',
  };
}
