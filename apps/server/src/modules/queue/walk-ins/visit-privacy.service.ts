import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pushSubscriptions, queueEntries } from '../../../db/schema/index';
import { forgetTextsOf } from '../../texts/texts.service';

/** Shops that keep customer details equally long, and the instant before which a visit is old. */
export interface RetentionCutoff {
  shopIds: readonly string[];
  endedBefore: Date;
}

const ENDED = ['served', 'cancelled', 'no_show'] as const;

/**
 * Wipes the name, phone and email of walk-in visits that ended before the cutoff; what was
 * ordered, paid and when stays, so figures never change. A visit ends when it is finished,
 * cancelled or marked a no-show (also stamped in cancelled_at). A wiped phone is empty, as in
 * bookings, where one is required; null still means "added at the desk without one".
 */
export async function anonymiseEndedVisits(db: Db, cutoff: RetentionCutoff, now: Date) {
  if (cutoff.shopIds.length === 0) return 0;
  const endedAt = sql`coalesce(${queueEntries.finishedAt}, ${queueEntries.cancelledAt}, ${queueEntries.joinedAt})`;
  const wiped = await db
    .update(queueEntries)
    .set({ customerName: '', phone: '', email: null, anonymisedAt: now })
    .where(
      and(
        inArray(queueEntries.shopId, [...cutoff.shopIds]),
        isNull(queueEntries.anonymisedAt),
        inArray(queueEntries.status, [...ENDED]),
        lt(endedAt, sql`${cutoff.endedBefore.toISOString()}::timestamptz`),
      ),
    )
    .returning({ id: queueEntries.id });
  await forgetTextsOf(
    db,
    wiped.map((w) => w.id),
  );
  return wiped.length;
}

/**
 * A subscription only ever carries alerts about its walk-in order, so once the order has
 * ended (served, cancelled or gone) it has nothing left to say. (Bookings' browsers live in
 * their own table, booking_push_subscriptions.)
 */
export async function forgetPushOfEndedOrders(db: Db) {
  const endedVisits = db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(inArray(queueEntries.status, [...ENDED]));
  const deleted = await db
    .delete(pushSubscriptions)
    .where(inArray(pushSubscriptions.queueEntryId, endedVisits))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/** The walk-in order with this code and phone (E.164), if there is one. */
export async function visitOfCode(db: Db, code: string, phone: string) {
  const [visit] = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.shortCode, code), eq(queueEntries.phone, phone)))
    .limit(1);
  return visit;
}

/** Every walk-in order made at this shop with this e-mail address (any case), oldest first. */
export function visitsOfEmail(db: Db, shopId: string, email: string) {
  return db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.shopId, shopId), sql`lower(${queueEntries.email}) = ${email}`))
    .orderBy(asc(queueEntries.joinedAt));
}

/** Wipes these visits' details at once, unless the visit is still under way. */
export async function anonymiseVisits(db: Db, ids: readonly string[], now: Date) {
  if (ids.length === 0) return 0;
  const wiped = await db
    .update(queueEntries)
    .set({ customerName: '', phone: '', email: null, anonymisedAt: now })
    .where(
      and(
        inArray(queueEntries.id, [...ids]),
        isNull(queueEntries.anonymisedAt),
        inArray(queueEntries.status, [...ENDED]),
      ),
    )
    .returning({ id: queueEntries.id });
  await forgetTextsOf(
    db,
    wiped.map((w) => w.id),
  );
  return wiped.length;
}

/**
 * Every walk-in order of a shop, oldest first, for the owner's export: what the shop itself
 * keeps about its customers and their visits, none of the order's secrets (its link id and
 * idempotency key stay here).
 */
export function visitsOfShop(db: Db, shopId: string) {
  return db
    .select({
      shortCode: queueEntries.shortCode,
      status: queueEntries.status,
      customerName: queueEntries.customerName,
      phone: queueEntries.phone,
      email: queueEntries.email,
      items: queueEntries.items,
      additionalServices: queueEntries.additionalServices,
      totalPriceCents: queueEntries.totalPriceCents,
      currency: queueEntries.currency,
      addedAtDesk: queueEntries.addedAtDesk,
      joinedAt: queueEntries.joinedAt,
      startedAt: queueEntries.startedAt,
      finishedAt: queueEntries.finishedAt,
      cancelledAt: queueEntries.cancelledAt,
      cancelReason: queueEntries.cancelReason,
      barberId: queueEntries.barberId,
      anonymisedAt: queueEntries.anonymisedAt,
    })
    .from(queueEntries)
    .where(eq(queueEntries.shopId, shopId))
    .orderBy(asc(queueEntries.joinedAt), asc(queueEntries.seq));
}
