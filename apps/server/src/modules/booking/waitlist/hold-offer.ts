// An offer is a booking held for someone on a day's waitlist: making one, knowing one from
// a booking waiting for payment, and its entry leaving the line once it is taken.
import { asLanguage, formatClockTime, webPaths, zonedParts } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { waitlistEntries } from '../../../db/schema/index';
import { offeredWish } from '../../../lib/chosen-wishes';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { type BarberTermRow, pricedWith } from '../../catalog/barber-terms.service';
import { priceOrder } from '../../catalog/catalog.service';
import { localTimes } from '../booking.presenter';
import type { ShopRow } from '../booking-calendar';
import { insertBooking } from '../insert-booking';
import { type OfferMailFacts, waitlistOfferMail } from './waitlist.mails';
import type { MadeOffer } from './waitlist.push';

type EntryRow = typeof waitlistEntries.$inferSelect;

/** How long an offered time is held for the person it is offered to. */
export const OFFER_HOLD_MINUTES = 10;
const MINUTE = 60_000;

/**
 * The held booking of one offer, its claims, the entry marked offered and the mail written
 * (when they gave an address); what to push to their browser comes back.
 */
export async function holdFor(
  ctx: ServiceContext,
  tx: Db,
  shop: ShopRow,
  entry: EntryRow,
  slot: {
    startAt: number;
    endAt: number;
    chair: number;
    barberId: string | null;
    /** The members' own terms for the order's services: the barber it goes to prices it. */
    terms: readonly BarberTermRow[];
  },
  now: Date,
) {
  // The catalogue may have changed since they asked: a service gone ends their wait.
  const atCatalogue = await priceOrder(tx, shop.id, entry.services).catch(() => null);
  const priced =
    atCatalogue && slot.barberId ? pricedWith(atCatalogue, slot.terms, slot.barberId) : atCatalogue;
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
  const booking = await insertBooking(tx, {
    shop,
    customer: {
      name: entry.customerName,
      phone: entry.phone,
      email: entry.email,
      language: entry.language,
    },
    priced,
    additionalServices: chosen,
    at: {
      startAt: slot.startAt,
      endAt: slot.startAt + priced.totalDurationMinutes * MINUTE,
      chair: slot.chair,
      barberId: slot.barberId,
    },
    barberNamed: false,
    holdExpiresAt,
    now,
  });
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
