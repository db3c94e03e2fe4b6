import {
  errorCodes,
  type JoinQueueBody,
  type joinQueueBody,
  normalisePhone,
  type OrderPlacePayload,
  queueCancelReasons,
  type TrackingOrder,
} from '@jono/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queueEntries } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { inTransaction } from '../../lib/in-transaction';
import { preparedStatement, statementBuilder } from '../../lib/prepared-statement';
import { staffNames } from '../auth/staff-names.service';
import { bookingsName } from '../booking/board-booking.service';
import { assertTotalsMatch } from '../catalog/catalog.service';
import { announceStaffMessage } from '../notifications/notifications.events';
import { createStaffMessage } from '../notifications/notifications.service';
import { isUuid } from '../shops/shops.service';
import { rememberTravelTime } from './order-alerts.service';
import { announceQueueChange, announceStaffQueue } from './queue.events';
import { presentTrackingOrder } from './queue.presenter';
import { lockShopForAdmission, shopWithLoad } from './shop-state';
import { assertBarberWorksToday } from './shop-team';

export { shopWithLoad } from './shop-state';

import { waitingCustomer } from './live-entries';
import { callOf } from './queue-call';
import { placeOf } from './queue-places';
import { priceWalkIn } from './walk-in-order';

type JoinInput = z.output<typeof joinQueueBody>;

export type { JoinQueueBody };

const orderNotFound = () => notFound('Order not found');
/** Stands for a walk-in being admitted, whose row (and id) does not exist yet. */
const NEWCOMER = 'newcomer';

/** Where an order stands, with the code its customer reads and types. */
type PlaceWithCode = OrderPlacePayload & { shortCode: string };

export interface JoinResult {
  place: PlaceWithCode;
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
async function placeOfEntry(db: Db, orderId: string, now: Date): Promise<PlaceWithCode> {
  const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.id, orderId));
  if (!entry) throw orderNotFound();
  const context = await shopWithLoad(db, entry.shopId, now);
  if (!context) throw orderNotFound();
  return {
    ...placeOf(entry, context.load, context.shop, now),
    shortCode: entry.shortCode,
  };
}

async function findByIdempotencyKey(db: Db, shopId: string, key: string) {
  const [existing] = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.shopId, shopId), eq(queueEntries.idempotencyKey, key)));
  return existing;
}

/** A walk-in to admit: from the customer's own phone, or added by staff at the desk. */
export interface WalkIn {
  shopId: string;
  name: string;
  /** E.164, already normalised; none for a customer added at the desk without a phone. */
  phone: string | null;
  email: string | null;
  services: JoinInput['services'];
  additionalServices: JoinInput['additionalServices'];
  /** The barber asked for; null is "any barber". */
  barberId: string | null;
  language: string;
  /** The totals the customer was shown; staff at the desk add at the catalogue's own. */
  claimedTotals?: { totalPrice: number; totalTimeRequires: number };
  /** Added by staff: the customer is in the shop, so checked in from the start. */
  atDesk: boolean;
  idempotencyKey?: string | undefined;
}

/** A walk-in's row: what `admitWalkIn` decided, written in one statement built once. */
type WalkInRow = Pick<
  typeof queueEntries.$inferInsert,
  | 'shopId'
  | 'customerName'
  | 'phone'
  | 'email'
  | 'items'
  | 'additionalServices'
  | 'totalPriceCents'
  | 'totalDurationMinutes'
  | 'currency'
  | 'language'
  | 'idempotencyKey'
  | 'requestedBarberId'
  | 'addedAtDesk'
> & {
  now: Date;
  /** Instants that may be missing go as ISO text: drizzle's encoder of a date refuses null. */
  atLocationAt: string | null;
  estimatedStartAt: string | null;
};
const p = <K extends keyof WalkInRow>(key: K) => sql.placeholder(key);
const maybeInstant = (key: 'atLocationAt' | 'estimatedStartAt') =>
  sql`${sql.placeholder(key)}::timestamptz`;
const createdColumns = { id: queueEntries.id, shortCode: queueEntries.shortCode };
const insertWalkIn = preparedStatement<{ id: string; shortCode: string }, WalkInRow>(
  'insert_walk_in',
  statementBuilder
    .insert(queueEntries)
    .values({
      shopId: p('shopId'),
      customerName: p('customerName'),
      phone: p('phone'),
      email: p('email'),
      items: p('items'),
      additionalServices: p('additionalServices'),
      totalPriceCents: p('totalPriceCents'),
      totalDurationMinutes: p('totalDurationMinutes'),
      currency: p('currency'),
      language: p('language'),
      joinedAt: p('now'),
      sortKey: p('now'),
      payNow: false,
      idempotencyKey: p('idempotencyKey'),
      requestedBarberId: p('requestedBarberId'),
      addedAtDesk: p('addedAtDesk'),
      // Added at the desk: the customer is in the shop already.
      isAtLocation: p('addedAtDesk'),
      atLocationAt: maybeInstant('atLocationAt'),
      estimatedStartAt: maybeInstant('estimatedStartAt'),
    })
    .returning(createdColumns),
  createdColumns,
);

/**
 * Admits one walk-in. Prices come from the catalogue; admission (open, not full, could start
 * before closing) and the chosen barber are decided under a lock on the shop's row, so
 * concurrent joins can never overfill the queue. A phone waits in one place at a time. Once
 * the admission is committed, `afterAdmission` tells whoever needs to know (never on a refusal).
 */
export async function admitWalkIn(
  app: FastifyInstance,
  walkIn: WalkIn,
  now: Date,
  afterAdmission: (place: PlaceWithCode) => Promise<void>,
): Promise<PlaceWithCode> {
  const { phone } = walkIn;
  const db = app.db;
  try {
    return await inTransaction(db, app.log, async (tx, effects) => {
      const { shop, load, status } = await lockShopForAdmission(
        tx,
        walkIn.shopId,
        now,
        walkIn.atDesk ? 'staff' : 'customer',
      );
      // A blocked number is kept out of orders made online; at the desk staff decide in person.
      const priced = await priceWalkIn(tx, shop.id, walkIn.atDesk ? null : phone, walkIn.services);
      if (walkIn.claimedTotals) assertTotalsMatch(priced, walkIn.claimedTotals);
      const additionalServices = walkIn.additionalServices.map((chosen) => {
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
      if (walkIn.barberId) assertBarberWorksToday(load, status, walkIn.barberId);
      // The newcomer's place is known before the row exists (last in line), so one INSERT
      // writes it with its estimate. A phone already waiting here is refused by the unique
      // index on that INSERT (answered below), not by a query of its own first.
      const newcomer = {
        id: NEWCOMER,
        status: 'waiting' as const,
        isAtLocation: walkIn.atDesk,
        startedAt: null,
        totalDurationMinutes: priced.totalDurationMinutes,
      };
      const place = placeOf(
        newcomer,
        {
          ...load,
          waiting: [
            ...load.waiting,
            waitingCustomer(load.model, {
              ...newcomer,
              items: priced.items,
              requestedBarberId: walkIn.barberId,
              addedAtDesk: walkIn.atDesk,
            }),
          ],
        },
        shop,
        now,
      );
      const [created] = await insertWalkIn(tx, {
        shopId: shop.id,
        customerName: walkIn.name,
        phone,
        email: walkIn.email,
        items: priced.items,
        additionalServices,
        totalPriceCents: priced.totalPriceCents,
        totalDurationMinutes: priced.totalDurationMinutes,
        currency: shop.currency,
        language: walkIn.language,
        now,
        idempotencyKey: walkIn.idempotencyKey ?? null,
        requestedBarberId: walkIn.barberId,
        addedAtDesk: walkIn.atDesk,
        atLocationAt: walkIn.atDesk ? now.toISOString() : null,
        estimatedStartAt: place.estimatedStart,
      });
      if (!created) throw new Error('insert returned nothing');
      const admitted = { ...place, orderId: created.id, shortCode: created.shortCode };
      effects.afterCommit(() => afterAdmission(admitted));
      return admitted;
    });
  } catch (error) {
    if (phone && isUniqueViolation(error, 'queue_entries_one_waiting_per_phone')) {
      const [existing] = await db
        .select({ id: queueEntries.id })
        .from(queueEntries)
        .where(
          and(
            eq(queueEntries.shopId, walkIn.shopId),
            eq(queueEntries.phone, phone),
            eq(queueEntries.status, 'waiting'),
          ),
        );
      throw alreadyInQueue(existing?.id ?? '');
    }
    throw error;
  }
}

/** A new walk-in: a message in the staff inbox, a toast and a push widget on staff screens. */
async function tellStaffAboutNewcomer(
  app: FastifyInstance,
  shopId: string,
  { orderId, shortCode }: PlaceWithCode,
  customerName: string,
) {
  try {
    const message = await createStaffMessage(app.db, shopId, {
      kind: 'walk_in',
      title: `${customerName} joined the queue`,
      body: '',
      data: { orderId, customerName },
    });
    announceStaffMessage(app.io, shopId, message);
    announceStaffQueue(app, { shopId, kind: 'joined', orderId, customerName, shortCode });
  } catch (error) {
    // The customer is in the queue either way; the board still shows them on its next read.
    app.log.error({ err: error }, 'telling staff about a walk-in failed');
  }
}

/**
 * A customer joins online, from their own phone: the phone is normalised, the totals they
 * were shown must still hold, and an Idempotency-Key replay answers the first join instead
 * of joining twice. Once admitted, the travel time from the shared position is kept, the
 * shop's pages hear the new queue and the staff hear who joined.
 */
export async function joinQueue(
  app: FastifyInstance,
  input: JoinInput,
  options: { idempotencyKey?: string; language: string },
): Promise<JoinResult> {
  const { idempotencyKey, language } = options;
  const { db } = app;
  const now = app.now();
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number');

  if (idempotencyKey) {
    const replay = await findByIdempotencyKey(db, input.shopId, idempotencyKey);
    if (replay) {
      return { place: await placeOfEntry(db, replay.id, now), shopId: input.shopId, isNew: false };
    }
  }

  try {
    const place = await admitWalkIn(
      app,
      {
        shopId: input.shopId,
        name: input.name,
        phone,
        email: input.email ?? null,
        services: input.services,
        additionalServices: input.additionalServices,
        barberId: input.barberId ?? null,
        language,
        claimedTotals: input,
        atDesk: false,
        idempotencyKey,
      },
      now,
      async (admitted) => {
        if (input.position) await rememberTravelTime(db, admitted.orderId, input.position);
        // The customer has their place; reading the whole queue again for everyone else's
        // pages is not theirs to wait for (and a burst of joins shares one pass).
        void announceQueueChange(app, input.shopId, [], { joined: true });
        await tellStaffAboutNewcomer(app, input.shopId, admitted, input.name);
      },
    );
    return { place, shopId: input.shopId, isNew: true };
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
    throw error;
  }
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
    placeOf(entry, context.load, context.shop, now),
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
export async function checkIn(app: FastifyInstance, orderId: string) {
  const now = app.now();
  const entry = await inTransaction(app.db, app.log, async (tx, effects) => {
    const entry = await changeWaitingEntry(
      tx,
      orderId,
      { isAtLocation: true, atLocationAt: now },
      () => conflict('Only a customer who is still waiting can check in'),
    );
    effects.afterCommit(async () => {
      await announceQueueChange(app, entry.shopId);
      announceStaffQueue(app, {
        shopId: entry.shopId,
        kind: 'checked_in',
        orderId: entry.id,
        customerName: entry.customerName,
        shortCode: entry.shortCode,
      });
    });
    return entry;
  });
  return placeOfEntry(app.db, entry.id, now);
}

/**
 * The customer leaves the queue; only while waiting, and a second call says so. Once
 * committed, the shop's pages (this order's too) hear the new places and staff who left.
 */
export async function leaveQueue(app: FastifyInstance, orderId: string) {
  const now = app.now();
  const entry = await inTransaction(app.db, app.log, async (tx, effects) => {
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
    effects.afterCommit(async () => {
      await announceQueueChange(app, entry.shopId, [entry.id]);
      announceStaffQueue(app, {
        shopId: entry.shopId,
        kind: 'left',
        orderId: entry.id,
        customerName: entry.customerName,
      });
    });
    return entry;
  });
  return placeOfEntry(app.db, entry.id, now);
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
