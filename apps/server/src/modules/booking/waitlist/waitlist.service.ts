import { bookableSlots, zonedParts } from '@jono/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, waitlistEntries } from '../../../db/schema/index';
import { inTransaction } from '../../../lib/in-transaction';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { barberTermsOf, lengthsWith } from '../../catalog/barber-terms.service';
import { announceBooking } from '../booking.events';
import {
  announceExpired,
  endBookings,
  releaseExpiredHolds,
  sweepExpiredHolds,
  timezonesOf,
} from '../booking.service';
import { loadCalendarAndHolds, lockShop, occupiedSpan } from '../booking-calendar';
import { holdFor } from './hold-offer';
import { type MadeOffer, pushOffers } from './waitlist.push';

/**
 * Offers end by themselves: a held time claimed (confirmed) makes the entry booked, one whose
 * hold ran out or was cancelled makes it expired, and the line moves on.
 */
async function settleOffers(tx: Db, shopId: string, date: string) {
  const offered = await tx
    .select({ id: waitlistEntries.id, status: bookings.status })
    .from(waitlistEntries)
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.offerBookingId))
    .where(
      and(
        eq(waitlistEntries.shopId, shopId),
        eq(waitlistEntries.date, date),
        eq(waitlistEntries.status, 'offered'),
      ),
    );
  const ended = (status: string | null) => status !== 'pending_payment';
  const booked = offered.filter((o) => o.status === 'confirmed' || o.status === 'completed');
  const expired = offered.filter((o) => ended(o.status) && !booked.includes(o));
  if (booked.length > 0) {
    await tx
      .update(waitlistEntries)
      .set({ status: 'booked' })
      .where(
        inArray(
          waitlistEntries.id,
          booked.map((o) => o.id),
        ),
      );
  }
  if (expired.length > 0) {
    await tx
      .update(waitlistEntries)
      .set({ status: 'expired' })
      .where(
        inArray(
          waitlistEntries.id,
          expired.map((o) => o.id),
        ),
      );
  }
}

/**
 * The freed times of one shop's day go to the people waiting for it, in the order they asked:
 * each in turn gets the first free time their services fit, held for them as an unpaid booking
 * (the same hold a booking waiting for payment has) for OFFER_HOLD_MINUTES, and a mail with
 * the link to take it. Someone whose services fit no free time keeps their place.
 */
async function offerDay(ctx: ServiceContext, shopId: string, date: string) {
  const now = ctx.now();
  const offers = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const shop = await lockShop(tx, shopId);
    if (shop.status !== 'active') return [];
    const expired = await releaseExpiredHolds(tx, now, { shopId });
    effects.afterCommit(() => announceExpired(ctx, expired));
    await settleOffers(tx, shopId, date);
    const waiting = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.shopId, shopId),
          eq(waitlistEntries.date, date),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .orderBy(asc(waitlistEntries.seq));
    if (waiting.length === 0) return [];
    const { calendar, holds } = await loadCalendarAndHolds(tx, shop, date, date, now);
    const serviceIds = [...new Set(waiting.flatMap((entry) => entry.services.map((s) => s.id)))];
    const terms = await barberTermsOf(tx, shop.id, serviceIds);
    const made: { booking: typeof bookings.$inferSelect; offer: MadeOffer }[] = [];
    for (const entry of waiting) {
      // Each barber takes the order at their own length; one who does not do it is passed by.
      const units = entry.services.flatMap((s) => Array<string>(s.quantity).fill(s.id));
      const minutes = entry.totalDurationMinutes;
      const order = { minutes, byBarber: lengthsWith(minutes, units, terms) };
      const [slot] = bookableSlots(calendar, date, order, holds, now);
      if (!slot) continue;
      const held = await holdFor(ctx, tx, shop, entry, { ...slot, terms }, now);
      if (!held) continue;
      const taken = { startAt: new Date(slot.startAt), endAt: new Date(slot.endAt) };
      holds.push({
        chair: slot.chair,
        barberId: slot.barberId,
        ...occupiedSpan(taken, shop.slotLengthMinutes),
      });
      made.push(held);
    }
    effects.afterCommit(async () => {
      ctx.mail.kick();
      for (const { booking } of made) announceBooking(ctx, 'created', booking, shop.timezone);
      const unreached = await pushOffers(
        ctx,
        made.map((m) => m.offer),
      );
      if (unreached.length > 0) await passOn(ctx, shopId, date, unreached, shop.timezone);
    });
    return made;
  });
  return offers.length;
}

/** Why an offer's hold was let go at once: it reached nobody (push failed or gone, no mail). */
const WAITLIST_UNREACHED = 'waitlist_unreached';

/**
 * Offers that reached nobody give their held times back now rather than after the hold runs
 * out: the next in line is offered them at once. Their people leave the line (settleOffers
 * marks a cancelled offer expired), so this ends: each round has fewer people waiting.
 */
async function passOn(
  ctx: ServiceContext,
  shopId: string,
  date: string,
  unreached: readonly MadeOffer[],
  timezone: string,
) {
  const now = ctx.now();
  const released = await inTransaction(ctx.db, ctx.log, (tx) =>
    endBookings(
      tx,
      and(
        inArray(
          bookings.id,
          unreached.map((o) => o.bookingId),
        ),
        eq(bookings.status, 'pending_payment'),
      ),
      { status: 'cancelled', cancelledAt: now, cancelReason: WAITLIST_UNREACHED },
    ),
  );
  for (const booking of released) announceBooking(ctx, 'cancelled', booking, timezone);
  if (released.length > 0) await offerDay(ctx, shopId, date);
}

/**
 * Times freed by these bookings (cancelled, moved away, holds run out) are offered to the
 * waitlists of their days. Called after the change committed; a failure is logged, as the
 * next freed time or sweep tries again.
 */
export async function offerFreedTimes(
  ctx: ServiceContext,
  freed: readonly { shopId: string; startAt: Date }[],
): Promise<number> {
  if (freed.length === 0) return 0;
  const zones = await timezonesOf(
    ctx.db,
    freed.map((b) => b.shopId),
  );
  const days = new Map<string, { shopId: string; date: string }>();
  for (const b of freed) {
    const date = zonedParts(b.startAt, zones.get(b.shopId) ?? 'Europe/Helsinki').date;
    days.set(`${b.shopId} ${date}`, { shopId: b.shopId, date });
  }
  let offered = 0;
  for (const { shopId, date } of days.values()) offered += await offerDay(ctx, shopId, date);
  return offered;
}

/** The sweep of run-out holds, whose freed times (an expired offer's too) go to the next in line. */
export const sweepHoldsAndOffer = (ctx: ServiceContext) =>
  sweepExpiredHolds(ctx, (released) => offerFreedTimes(ctx, released));
