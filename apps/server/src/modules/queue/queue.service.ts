import {
  errorCodes,
  type JoinQueueBody,
  type joinQueueBody,
  normalisePhone,
  type OrderPlacePayload,
  type TrackingOrder,
} from '@jono/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queueEntries } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { assertTotalsMatch, priceOrder } from '../catalog/catalog.service';
import { isUuid, lockShopForAdmission, shopWithLoad } from '../shops/shops.service';
import { presentTrackingOrder } from './queue.presenter';
import { placeOf, placesOf } from './queue-places';

type JoinInput = z.output<typeof joinQueueBody>;

export type { JoinQueueBody };

const orderNotFound = () => notFound('Order not found');

export interface JoinResult {
  place: OrderPlacePayload;
  shopId: string;
  /** False when an Idempotency-Key replay answered an earlier join. */
  isNew: boolean;
}

function alreadyInQueue(orderId: string): HttpError {
  return new HttpError(
    409,
    'This phone number is already waiting in this queue',
    errorCodes.alreadyInQueue,
    { orderId },
  );
}

/** Where one order stands now, whatever its status. */
async function placeOfEntry(db: Db, orderId: string, now: Date): Promise<OrderPlacePayload> {
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, orderId));
  if (!entry) throw orderNotFound();
  const context = await shopWithLoad(db, entry.shopId, now);
  if (!context) throw orderNotFound();
  return placeOf(entry, context.load, context.shop.chairCount, now);
}

async function findByIdempotencyKey(db: Db, shopId: string, key: string) {
  const [existing] = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.shopId, shopId), eq(queueEntries.idempotencyKey, key)));
  return existing;
}

/**
 * Joins a shop's walk-in queue. Prices come from the catalogue, the phone is normalised, and
 * admission (open, not full, could start before closing) is decided under a lock on the
 * shop's row, so concurrent joins can never overfill the queue.
 */
export async function joinQueue(
  db: Db,
  input: JoinInput,
  options: { idempotencyKey?: string; language: string; now: Date },
): Promise<JoinResult> {
  const { idempotencyKey, language, now } = options;
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number');

  if (idempotencyKey) {
    const replay = await findByIdempotencyKey(db, input.shopId, idempotencyKey);
    if (replay) {
      return { place: await placeOfEntry(db, replay.id, now), shopId: input.shopId, isNew: false };
    }
  }

  try {
    const entry = await db.transaction(async (tx) => {
      const { shop, load, status } = await lockShopForAdmission(tx, input.shopId, now);
      const priced = await priceOrder(tx, shop.id, input.services);
      assertTotalsMatch(priced, input);
      const additionalServices = input.additionalServices.map((chosen) => {
        const option = shop.additionalServices[chosen.id];
        if (!option) throw new HttpError(400, `Unknown additional service ${chosen.id}`);
        return { id: chosen.id, name: option.name };
      });

      if (status.queueState === 'closed') {
        throw new HttpError(
          409,
          'The shop is not taking walk-ins right now',
          errorCodes.shopClosed,
        );
      }
      if (status.queueState === 'full') {
        throw new HttpError(409, 'Queue is Already Full', errorCodes.queueFull);
      }
      const [sameCustomer] = await tx
        .select({ id: queueEntries.id })
        .from(queueEntries)
        .where(
          and(
            eq(queueEntries.shopId, shop.id),
            eq(queueEntries.phone, phone),
            eq(queueEntries.status, 'waiting'),
          ),
        );
      if (sameCustomer) throw alreadyInQueue(sameCustomer.id);

      const [created] = await tx
        .insert(queueEntries)
        .values({
          shopId: shop.id,
          customerName: input.name,
          phone,
          email: input.email ?? null,
          items: priced.items,
          additionalServices,
          totalPriceCents: priced.totalPriceCents,
          totalDurationMinutes: priced.totalDurationMinutes,
          currency: shop.currency,
          language,
          joinedAt: now,
          sortKey: now,
          payNow: false,
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      const place = placeOf(
        created,
        {
          ...load,
          waiting: [
            ...load.waiting,
            { id: created.id, durationMinutes: created.totalDurationMinutes },
          ],
        },
        shop.chairCount,
        now,
      );
      await tx
        .update(queueEntries)
        .set({ estimatedStartAt: place.estimatedStart ? new Date(place.estimatedStart) : null })
        .where(eq(queueEntries.id, created.id));
      return place;
    });
    return { place: entry, shopId: input.shopId, isNew: true };
  } catch (error) {
    // Two retries with one key raced: the loser answers what the winner created.
    if (idempotencyKey && isUniqueViolation(error, 'queue_entries_idempotency_unique')) {
      const winner = await findByIdempotencyKey(db, input.shopId, idempotencyKey);
      if (winner) {
        return {
          place: await placeOfEntry(db, winner.id, now),
          shopId: input.shopId,
          isNew: false,
        };
      }
    }
    if (isUniqueViolation(error, 'queue_entries_one_waiting_per_phone')) {
      const [existing] = await db
        .select({ id: queueEntries.id })
        .from(queueEntries)
        .where(
          and(
            eq(queueEntries.shopId, input.shopId),
            eq(queueEntries.phone, phone),
            eq(queueEntries.status, 'waiting'),
          ),
        );
      throw alreadyInQueue(existing?.id ?? '');
    }
    throw error;
  }
}

/** The tracking page's data (spec section 3); unknown or malformed ids are 404. */
export async function getTrackingOrder(db: Db, orderId: string, now: Date): Promise<TrackingOrder> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, orderId));
  if (!entry) throw orderNotFound();
  const context = await shopWithLoad(db, entry.shopId, now);
  if (!context) throw orderNotFound();
  return presentTrackingOrder(
    entry,
    context,
    placeOf(entry, context.load, context.shop.chairCount, now),
  );
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

/** "I'm already here": only while waiting; saying it twice is fine. */
export async function checkIn(db: Db, orderId: string, now: Date) {
  const entry = await changeWaitingEntry(
    db,
    orderId,
    { isAtLocation: true, atLocationAt: now },
    () => conflict('Only a customer who is still waiting can check in'),
  );
  return { entry, place: await placeOfEntry(db, entry.id, now) };
}

/** The customer leaves the queue; only while waiting, and a second call says so. */
export async function leaveQueue(db: Db, orderId: string, now: Date) {
  const entry = await changeWaitingEntry(
    db,
    orderId,
    { status: 'cancelled', cancelledAt: now, cancelReason: 'customer left' },
    (status) =>
      conflict(
        status === 'cancelled'
          ? 'You have already left the queue'
          : 'This order is no longer waiting and cannot be cancelled',
      ),
  );
  return { entry, place: await placeOfEntry(db, entry.id, now) };
}

/**
 * /check-details: an order by its id and the phone it was made with. Any mismatch gets the
 * same answer as an unknown id, so ids cannot be probed.
 */
export async function lookupOrder(
  db: Db,
  input: { orderId: string; phone: string },
  now: Date,
): Promise<TrackingOrder> {
  const phone = normalisePhone(input.phone);
  const noMatch = () => notFound('No order matches this order number and phone');
  if (!phone || !isUuid(input.orderId)) throw noMatch();
  const [entry] = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.id, input.orderId), eq(queueEntries.phone, phone)));
  if (!entry) throw noMatch();
  return getTrackingOrder(db, entry.id, now);
}

/**
 * One read of a shop's queue after a change: its public snapshot and the place of every live
 * order, plus the orders named in `alsoOrderIds` (ones that just left the live queue).
 */
export async function shopQueueUpdate(
  db: Db,
  shopId: string,
  now: Date,
  alsoOrderIds: string[] = [],
) {
  const context = await shopWithLoad(db, shopId, now);
  if (!context) return null;
  const live = inArray(queueEntries.status, ['waiting', 'in_service']);
  const entries = await db
    .select()
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.shopId, shopId),
        alsoOrderIds.length > 0 ? or(live, inArray(queueEntries.id, alsoOrderIds)) : live,
      ),
    );
  return {
    snapshot: { shopId, queue: context.status.queue, queueState: context.status.queueState },
    places: placesOf(entries, context.load, context.shop.chairCount, now),
  };
}
