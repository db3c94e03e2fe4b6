import {
  asLanguage,
  bookableSlots,
  errorCodes,
  formatClockTime,
  type joinWaitlistBody,
  type Language,
  normalisePhone,
  webPaths,
  zonedParts,
} from '@jono/contract';
import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { bookingSlotClaims, bookings, waitlistEntries } from '../../../db/schema/index';
import { chosenWishes, offeredWish } from '../../../lib/chosen-wishes';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { isPushServiceEndpoint } from '../../../lib/push-delivery';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { assertTotalsMatch, priceOrder } from '../../catalog/catalog.service';
import { assertPhoneNotBlocked } from '../../shops/shops.service';
import { announceBooking, announceWaitlistChanged } from '../booking.events';
import { localTimes } from '../booking.presenter';
import {
  announceExpired,
  claimsOf,
  endBookings,
  releaseExpiredHolds,
  sweepExpiredHolds,
  timezonesOf,
} from '../booking.service';
import { assertBookable, loadCalendarAndHolds, lockShop, type ShopRow } from '../booking-calendar';
import { refusal } from '../slot-refusal';
import { type OfferMailFacts, waitlistOfferMail } from './waitlist.mails';
import { type MadeOffer, pushOffers } from './waitlist.push';

type JoinInput = z.output<typeof joinWaitlistBody>;
type EntryRow = typeof waitlistEntries.$inferSelect;

/** How long an offered time is held for the person it is offered to. */
export const OFFER_HOLD_MINUTES = 10;
const MINUTE = 60_000;

/** Entries still in line for a day: waiting, or holding an offer right now. */
const inLine = () => inArray(waitlistEntries.status, ['waiting', 'offered']);

/**
 * "Tell me if a time frees up": only for a day the shop takes bookings on but has no free
 * time for these services. Prices are checked as when booking; one place per phone and day.
 */
export async function joinWaitlist(ctx: ServiceContext, input: JoinInput, language: Language) {
  const now = ctx.now();
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number', errorCodes.phoneInvalid);
  assertReachable(ctx, input);
  const joined = await inTransaction(ctx.db, ctx.log, async (tx) => {
    const shop = assertBookable(await lockShop(tx, input.shopId));
    await assertPhoneNotBlocked(tx, shop.id, phone);
    const priced = await priceOrder(tx, shop.id, input.services);
    assertTotalsMatch(priced, input);
    const wishes = chosenWishes(shop.additionalServices, input.additionalServices);
    const duration = priced.totalDurationMinutes;
    if (duration < 1) throw new HttpError(400, 'This order takes no time; choose a service');
    const { calendar, holds } = await loadCalendarAndHolds(tx, shop, input.date, input.date, now);
    const anyTime = bookableSlots(calendar, input.date, duration, [], now);
    if (anyTime.length === 0) {
      throw refusal(calendar, { date: input.date, time: '99:99' }, duration, now);
    }
    if (bookableSlots(calendar, input.date, duration, holds, now).length > 0) {
      throw new HttpError(
        409,
        'This day still has free times. Please book one of them.',
        errorCodes.dayNotFull,
      );
    }
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.shopId, shop.id),
          eq(waitlistEntries.date, input.date),
          eq(waitlistEntries.phone, phone),
          inLine(),
        ),
      );
    if (already) {
      throw new HttpError(
        409,
        'You are already on the waitlist for this day',
        errorCodes.alreadyWaiting,
      );
    }
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        shopId: shop.id,
        date: input.date,
        customerName: input.name,
        phone,
        email: input.email ?? null,
        language,
        services: input.services,
        pushEndpoint: input.push?.endpoint ?? null,
        pushP256dh: input.push?.keys.p256dh ?? null,
        pushAuth: input.push?.keys.auth ?? null,
        additionalServices: wishes.map(({ id }) => ({ id })),
        totalDurationMinutes: duration,
        createdAt: now,
      })
      .returning();
    if (!entry) throw new Error('insert returned nothing');
    const [ahead] = await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.shopId, shop.id),
          eq(waitlistEntries.date, input.date),
          inLine(),
          lte(waitlistEntries.seq, entry.seq),
        ),
      );
    return { id: entry.id, date: entry.date, position: ahead?.n ?? 1 };
  });
  announceWaitlistChanged(ctx, input.shopId, joined.date);
  return joined;
}

/** An offer must reach them somehow: by mail, or by push through a known push service. */
function assertReachable(ctx: ServiceContext, input: JoinInput) {
  if (!input.email && !input.push) {
    throw new HttpError(
      400,
      'Give an email address or allow notifications, so we can tell you',
      errorCodes.waitlistNoChannel,
    );
  }
  if (input.push && !isPushServiceEndpoint(input.push.endpoint, ctx.config.push.extraOrigins)) {
    throw new HttpError(400, 'This push service is not supported');
  }
}

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
    const made: { booking: typeof bookings.$inferSelect; offer: MadeOffer }[] = [];
    for (const entry of waiting) {
      const [slot] = bookableSlots(calendar, date, entry.totalDurationMinutes, holds, now);
      if (!slot) continue;
      const held = await holdFor(ctx, tx, shop, entry, slot, now);
      if (!held) continue;
      holds.push({ chair: slot.chair, start: slot.startAt, end: slot.endAt });
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
 * The held booking of one offer, its claims, the entry marked offered and the mail written
 * (when they gave an address); what to push to their browser comes back.
 */
async function holdFor(
  ctx: ServiceContext,
  tx: Db,
  shop: ShopRow,
  entry: EntryRow,
  slot: { startAt: number; endAt: number; chair: number },
  now: Date,
) {
  // The catalogue may have changed since they asked: a service gone ends their wait.
  const priced = await priceOrder(tx, shop.id, entry.services).catch(() => null);
  if (!priced) {
    await tx
      .update(waitlistEntries)
      .set({ status: 'expired' })
      .where(eq(waitlistEntries.id, entry.id));
    return null;
  }
  const chosen = entry.additionalServices.flatMap((a) => {
    const option = offeredWish(shop.additionalServices, a.id);
    return option ? [{ id: a.id, name: option.name }] : [];
  });
  const holdExpiresAt = new Date(now.getTime() + OFFER_HOLD_MINUTES * MINUTE);
  const [booking] = await tx
    .insert(bookings)
    .values({
      shopId: shop.id,
      customerName: entry.customerName,
      phone: entry.phone,
      email: entry.email,
      items: priced.items,
      additionalServices: chosen,
      totalPriceCents: priced.totalPriceCents,
      totalDurationMinutes: priced.totalDurationMinutes,
      currency: shop.currency,
      language: entry.language,
      startAt: new Date(slot.startAt),
      endAt: new Date(slot.startAt + priced.totalDurationMinutes * MINUTE),
      chair: slot.chair,
      status: 'pending_payment',
      holdExpiresAt,
      bookingFeeCents: shop.bookingFeeCents,
      createdAt: now,
    })
    .returning();
  if (!booking) throw new Error('insert returned nothing');
  await tx.insert(bookingSlotClaims).values(claimsOf(booking, slot.chair, shop.slotLengthMinutes));
  await tx
    .update(waitlistEntries)
    .set({ status: 'offered', offerBookingId: booking.id, offeredAt: now })
    .where(eq(waitlistEntries.id, entry.id));
  const facts: OfferMailFacts = {
    language: asLanguage(entry.language),
    customerName: entry.customerName,
    shopName: shop.name,
    address: `${shop.address}, ${shop.city}`,
    ...localTimes(booking, shop.timezone),
    holdUntil: formatClockTime(zonedParts(holdExpiresAt, shop.timezone).minutes),
    holdMinutes: OFFER_HOLD_MINUTES,
    offerUrl: `${ctx.config.publicUrl}${webPaths.waitlistOffer(booking.id)}`,
  };
  if (entry.email) await ctx.mail.enqueue(tx, { to: entry.email, ...waitlistOfferMail(facts) });
  const push =
    entry.pushEndpoint && entry.pushP256dh && entry.pushAuth
      ? { endpoint: entry.pushEndpoint, p256dh: entry.pushP256dh, auth: entry.pushAuth }
      : null;
  const offer: MadeOffer = {
    entryId: entry.id,
    bookingId: booking.id,
    push,
    isMailed: entry.email !== null,
    facts,
    holdSeconds: OFFER_HOLD_MINUTES * 60,
  };
  return { booking, offer };
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

/** Whether a held booking is a waitlist offer (its page offers to take it, not to pay again). */
export async function isWaitlistOffer(db: Db, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.offerBookingId, bookingId));
  return row !== undefined;
}

/** An offer taken: the entry leaves the line, in the transaction that confirms its booking. */
export async function markOfferBooked(tx: Db, bookingId: string): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'booked' })
    .where(eq(waitlistEntries.offerBookingId, bookingId));
}

/** The sweep of run-out holds, whose freed times (an expired offer's too) go to the next in line. */
export const sweepHoldsAndOffer = (ctx: ServiceContext) =>
  sweepExpiredHolds(ctx, (released) => offerFreedTimes(ctx, released));
