import { errorCodes, type StaffBookingChange } from '@jono/contract';
import { and, eq, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { bookingSlotClaims, bookings } from '../../../db/schema/index';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { isUndoable, undoExpired } from '../../../lib/undo-window';
import {
  visitThanksAbout,
  visitThanksMail,
  visitThanksNotBefore,
} from '../../../lib/visit-thanks-mail';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { isUuid, lockShop, shopName } from '../../shops/shops.service';
import { announceBooking } from '../booking.events';
import type { BookingRow } from '../booking.presenter';
import { claimsOf, endBookings, isSlotClash, timezonesOf } from '../booking.service';
import { manageBookingUrl } from '../booking-links';

/**
 * Today's bookings run on the board like walk-ins: the customer checks in, a barber starts
 * them, and they finish or were a no-show. A booking stays 'confirmed' until it finishes
 * ('completed') or is marked a no-show; arrival, barber and start are recorded on the way.
 */

export type { BookingRow };

interface Staff {
  shopId: string;
}

const bookingNotFound = () => notFound('Booking not found');

/**
 * Inside a transaction: the barber, locked and free to take a customer (serving neither a
 * walk-in nor a booking), or a refusal. The queue decides it, as a barber's chair holds either;
 * the app hands it to booking, which may not import the queue.
 */
export type LockFreeBarber = (tx: Db, shopId: string, barberId: string) => Promise<{ id: string }>;

/** What a step may act on, besides being this shop's booking; and what else it says. */
interface Step {
  action: string;
  onlyIf: SQL | undefined;
  /** Why the step was refused for this booking as it stands. */
  refusal: (booking: BookingRow) => string;
}

/**
 * Applies a step in one UPDATE guarded by its condition, so two screens acting at once cannot
 * both succeed; an unknown id or another shop's answers 404, a booking in another state 409.
 */
async function bookingStep(
  db: Db,
  staff: Staff,
  bookingId: string,
  step: Step,
  apply: (where: SQL | undefined) => Promise<BookingRow[]>,
): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw bookingNotFound();
  const ofShop = and(eq(bookings.id, bookingId), eq(bookings.shopId, staff.shopId));
  const [changed] = await apply(and(ofShop, step.onlyIf));
  if (changed) return changed;
  const [booking] = await db.select().from(bookings).where(ofShop);
  if (!booking) throw bookingNotFound();
  throw conflict(`Cannot ${step.action}: ${step.refusal(booking)}`);
}

const stateOf = (booking: BookingRow): string => {
  if (booking.status === 'completed') return 'this booking is already finished';
  if (booking.status === 'no_show') return 'this booking was marked a no-show';
  if (booking.status !== 'confirmed') return 'this booking is not confirmed';
  if (booking.startedAt) return 'this customer is already in the chair';
  return 'this customer is not in the chair yet';
};

const waitingForChair = and(eq(bookings.status, 'confirmed'), isNull(bookings.startedAt));
const inChair = and(
  eq(bookings.status, 'confirmed'),
  isNotNull(bookings.startedAt),
  isNull(bookings.finishedAt),
);

type BoardKind = Extract<
  StaffBookingChange['kind'],
  'checked_in' | 'started' | 'completed' | 'no_show' | 'restored'
>;

/**
 * Runs a board step in one transaction; once it is committed, boards and booking pages
 * re-read, and the queue's customers hear their new places (announceBooking tells the queue).
 */
function boardStep(
  ctx: ServiceContext,
  kind: BoardKind,
  work: (tx: Db) => Promise<BookingRow>,
): Promise<BookingRow> {
  return inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const booking = await work(tx);
    effects.afterCommit(async () => {
      const zones = await timezonesOf(ctx.db, [booking.shopId]);
      announceBooking(ctx, kind, booking, zones.get(booking.shopId) ?? 'Europe/Helsinki');
    });
    return booking;
  });
}

/** The booked customer is here; saying it twice keeps the first arrival. */
export function checkInBooking(ctx: ServiceContext, staff: Staff, bookingId: string) {
  const now = ctx.now();
  return boardStep(ctx, 'checked_in', (tx) =>
    bookingStep(
      tx,
      staff,
      bookingId,
      { action: 'check in', onlyIf: waitingForChair, refusal: stateOf },
      (where) =>
        tx
          .update(bookings)
          .set({ atLocationAt: sql`coalesce(${bookings.atLocationAt}, ${now})` })
          .where(where)
          .returning(),
    ),
  );
}

/** A barber of the shop who is free takes the booked customer into the chair. */
export function startBooking(
  ctx: ServiceContext,
  staff: Staff,
  bookingId: string,
  barberId: string,
  lockFreeBarber: LockFreeBarber,
) {
  const now = ctx.now();
  return boardStep(ctx, 'started', async (tx) => {
    const barber = await lockFreeBarber(tx, staff.shopId, barberId);
    const started = await bookingStep(
      tx,
      staff,
      bookingId,
      { action: 'start the service', onlyIf: waitingForChair, refusal: stateOf },
      (where) =>
        tx.update(bookings).set({ startedAt: now, barberId: barber.id }).where(where).returning(),
    );
    await handOverClaims(tx, started.id, barber.id);
    return started;
  });
}

/**
 * A booking started by another barber than its own holds that barber's time from now on:
 * its claims pass to them, but for slots where one of their own bookings holds them (which
 * keeps its claim), so the unique index never refuses the start.
 */
async function handOverClaims(tx: Db, bookingId: string, barberId: string) {
  const theirs = alias(bookingSlotClaims, 'theirs');
  const c = bookingSlotClaims;
  const taken = tx
    .select({ one: sql`1` })
    .from(theirs)
    .where(
      and(
        eq(theirs.barberId, barberId),
        eq(theirs.slotStartAt, c.slotStartAt),
        ne(theirs.bookingId, c.bookingId),
      ),
    );
  await tx
    .update(c)
    .set({ barberId: sql`case when exists (${taken}) then null else ${barberId}::uuid end` })
    .where(and(eq(c.bookingId, bookingId), sql`${c.barberId} is distinct from ${barberId}::uuid`));
}

/**
 * The booked service is done: the booking is completed and its slots are free again. A
 * customer who left an email is thanked and asked to rate the visit once the finish can no
 * longer be taken back (`undoBookingStep` withdraws the mail before then).
 */
export function finishBooking(ctx: ServiceContext, staff: Staff, bookingId: string) {
  const now = ctx.now();
  return boardStep(ctx, 'completed', async (tx) => {
    const booking = await bookingStep(
      tx,
      staff,
      bookingId,
      { action: 'finish the service', onlyIf: inChair, refusal: stateOf },
      (where) => endBookings(tx, where, { status: 'completed', finishedAt: now }),
    );
    if (booking.email) {
      await ctx.mail.enqueue(tx, {
        to: booking.email,
        about: visitThanksAbout(booking.id),
        notBefore: visitThanksNotBefore(now),
        ...visitThanksMail({
          kind: 'booking',
          language: booking.language,
          customerName: booking.customerName,
          shopName: (await shopName(tx, booking.shopId)) ?? '',
          reviewUrl: manageBookingUrl(ctx.config.publicUrl, booking),
        }),
      });
    }
    return booking;
  });
}

const NO_SHOW = 'no-show';

/** The booked customer did not come: only once their time has come, and not while in the chair. */
export function markBookingNoShow(ctx: ServiceContext, staff: Staff, bookingId: string) {
  const now = ctx.now();
  return boardStep(ctx, 'no_show', (tx) =>
    bookingStep(
      tx,
      staff,
      bookingId,
      {
        action: 'mark a no-show',
        onlyIf: and(waitingForChair, lte(bookings.startAt, now)),
        refusal: (booking) =>
          booking.status === 'confirmed' && !booking.startedAt
            ? 'the booked time has not come yet'
            : stateOf(booking),
      },
      (where) =>
        endBookings(tx, where, { status: 'no_show', cancelledAt: now, cancelReason: NO_SHOW }),
    ),
  );
}

/**
 * Takes back a finish or a no-show made in the last seconds: the booking is as it was before
 * (in the chair with its barber, or waiting for it) and holds its slots again. Later, or for
 * anything else, 409.
 */
export async function undoBookingStep(
  ctx: ServiceContext,
  staff: Staff,
  bookingId: string,
  lockFreeBarber: LockFreeBarber,
) {
  if (!isUuid(bookingId)) throw bookingNotFound();
  const now = ctx.now();
  try {
    return await boardStep(ctx, 'restored', async (tx) => {
      // The shop first, then the booking: the order every booking decision takes them in.
      const shop = await lockShop(tx, staff.shopId);
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.shopId, staff.shopId)))
        .for('update');
      if (!booking) throw bookingNotFound();
      const finishedJustNow = booking.status === 'completed' && isUndoable(booking.finishedAt, now);
      const noShowJustNow =
        booking.status === 'no_show' &&
        booking.cancelReason === NO_SHOW &&
        isUndoable(booking.cancelledAt, now);
      if (!finishedJustNow && !noShowJustNow) throw undoExpired();
      // Back in the chair only if the barber has not taken someone else meanwhile.
      if (finishedJustNow && booking.barberId)
        await lockFreeBarber(tx, staff.shopId, booking.barberId);
      if (finishedJustNow) await ctx.mail.withdraw(tx, visitThanksAbout(booking.id));
      await tx
        .insert(bookingSlotClaims)
        .values(claimsOf(booking, booking.chair, shop.slotLengthMinutes));
      const [restored] = await tx
        .update(bookings)
        .set(
          finishedJustNow
            ? { status: 'confirmed', finishedAt: null }
            : { status: 'confirmed', cancelledAt: null, cancelReason: null },
        )
        .where(eq(bookings.id, booking.id))
        .returning();
      if (!restored) throw new Error('restoring returned nothing');
      return restored;
    });
  } catch (error) {
    // Its freed slot was booked by someone else meanwhile.
    if (isSlotClash(error)) {
      throw new HttpError(
        409,
        'Its time was booked by someone else meanwhile',
        errorCodes.slotTaken,
      );
    }
    throw error;
  }
}
