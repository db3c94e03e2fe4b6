import {
  asLanguage,
  type BookingView,
  errorCodes,
  findBookableSlot,
  type Language,
  normalisePhone,
} from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema/index';
import { chosenWishes } from '../../../lib/chosen-wishes';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { barberTermsOf, orderLengthOf, pricedWith } from '../../catalog/barber-terms.service';
import { assertTotalsMatch, priceOrder } from '../../catalog/catalog.service';
import { openBookingCheckout } from '../../payments/payments.service';
import { assertPhoneNotBlocked } from '../../shops/shops.service';
import { announceBooking } from '../booking.events';
import { type BookingRow, localTimes } from '../booking.presenter';
import { announceExpired, endBookings, isSlotClash, releaseExpiredHolds } from '../booking.service';
import { assertBookable, loadCalendarAndHolds, lockShop, type ShopRow } from '../booking-calendar';
import { enqueueConfirmation } from '../booking-mailing';
import { recordBookingEvents } from '../booking-webhooks';
import { insertBooking } from '../insert-booking';
import { assertTakesBookings, refusal, slotTaken } from '../slot-refusal';
import { offerFreedTimes } from '../waitlist/waitlist.service';
import { type CreateInput, MINUTE, viewOf } from './customer-booking-access';
import type { UnpaidHoldCap } from './unpaid-hold-cap';

export interface CreatedBooking {
  booking: BookingView;
  checkoutUrl: string | null;
}

/** No moment will take the fee, so the refusal says so rather than "try again". */
const bookingFeeUnpayable = () =>
  new HttpError(
    409,
    'This shop takes its booking fee online, and this server takes no payments: walk in or join the queue instead',
    errorCodes.bookingFeeUnpayable,
  );

/** Who is booking, beyond what they typed: where the request came from. */
export interface BookingClient {
  address: string;
  holds: UnpaidHoldCap;
  /** The origin of the page booking, where a checkout sends the customer back (servedOrigin). */
  returnOrigin: string;
}

/**
 * A pre-booking. Prices come from the catalogue and availability is decided
 * again under the shop's lock; the slot claims' unique index makes a double booking
 * impossible even so. With a fee the booking holds its slot (15 minutes by default) while the customer
 * pays; without one it is confirmed at once.
 */
export async function createBooking(
  ctx: ServiceContext,
  input: CreateInput,
  language: Language,
  client: BookingClient,
): Promise<CreatedBooking> {
  const now = ctx.now();
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number');

  let created: { booking: BookingRow; shop: ShopRow };
  try {
    created = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
      const shop = assertBookable(await lockShop(tx, input.shopId));
      await assertPhoneNotBlocked(tx, shop.id, phone);
      const withFee = shop.bookingFeeCents > 0;
      if (withFee && ctx.config.payments === 'off') throw bookingFeeUnpayable();
      if (withFee) {
        const customer = { phone, email: input.email, address: client.address };
        await client.holds.assertRoom(tx, shop.id, customer, now);
      }
      const barberId = input.barberId ?? null;
      const priced = await priceOrder(tx, shop.id, input.services);
      const terms = await barberTermsOf(
        tx,
        shop.id,
        priced.items.map((item) => item.id),
      );
      // A named barber's prices are what the customer saw; "any barber" saw the catalogue's
      // and pays the prices of the barber the booking goes to.
      assertTotalsMatch(barberId ? pricedWith(priced, terms, barberId) : priced, input);
      if (priced.totalDurationMinutes < 1) {
        throw new HttpError(400, 'This order takes no time; choose a service to book');
      }
      const additionalServices = chosenWishes(shop.additionalServices, input.additionalServices);
      const expired = await releaseExpiredHolds(tx, now, { shopId: shop.id });
      effects.afterCommit(() => announceExpired(ctx, expired));
      effects.afterCommit(() => offerFreedTimes(ctx, expired));
      const { calendar, holds } = await loadCalendarAndHolds(tx, shop, input.date, input.date, now);
      assertTakesBookings(calendar, barberId);
      const order = orderLengthOf(priced, terms);
      const slot = findBookableSlot(calendar, input.date, input.time, order, holds, now, barberId);
      if (!slot) throw refusal(calendar, input, order, now, barberId);

      const booking = await insertBooking(tx, {
        shop,
        customer: { name: input.name, phone, email: input.email, language },
        priced: slot.barberId ? pricedWith(priced, terms, slot.barberId) : priced,
        additionalServices,
        at: slot,
        barberNamed: barberId !== null,
        holdExpiresAt: withFee
          ? new Date(now.getTime() + ctx.config.bookingHoldMinutes * MINUTE)
          : null,
        now,
      });
      // Before the commit, so the next request of this client, waiting for the lock, counts it.
      client.holds.remember(booking, client.address, now);
      if (!withFee) {
        await enqueueConfirmation(ctx, tx, booking, shop);
        await recordBookingEvents(tx, ['booking.created'], booking, now);
        effects.afterCommit(() => {
          ctx.mail.kick();
          announceBooking(ctx, 'confirmed', booking, shop.timezone);
        });
      }
      return { booking, shop };
    });
  } catch (error) {
    if (isSlotClash(error)) throw slotTaken();
    throw error;
  }

  const { booking, shop } = created;
  const checkoutUrl =
    booking.status === 'pending_payment'
      ? await checkoutOrRelease(ctx, booking, shop, client.returnOrigin)
      : null;
  return { booking: await viewOf(ctx.db, booking, shop, now), checkoutUrl };
}

/** Where the customer pays for a held booking; without one, the hold ends at once. */
async function checkoutOrRelease(
  ctx: ServiceContext,
  booking: BookingRow,
  shop: ShopRow,
  returnOrigin: string,
) {
  const checkoutUrl = await openCheckout(ctx, booking, shop, returnOrigin).catch(
    async (error: unknown) => {
      // No way to pay means no hold: the slot goes straight back to the pool.
      await ctx.db.transaction((tx) =>
        endBookings(tx, and(eq(bookings.id, booking.id), eq(bookings.status, 'pending_payment')), {
          status: 'cancelled',
          cancelledAt: ctx.now(),
          cancelReason: 'payment_unavailable',
        }),
      );
      throw error;
    },
  );
  // Announced once the customer has somewhere to pay: a hold without one never shows.
  announceBooking(ctx, 'created', booking, shop.timezone);
  return checkoutUrl;
}

/** The booking fee's checkout, paid from and coming back to `returnOrigin` (one we serve). */
export async function openCheckout(
  ctx: ServiceContext,
  booking: BookingRow,
  shop: ShopRow,
  returnOrigin: string,
) {
  const { date, timeRange } = localTimes(booking, shop.timezone);
  const { checkoutUrl } = await openBookingCheckout(ctx, {
    bookingId: booking.id,
    shopId: shop.id,
    amountCents: booking.bookingFeeCents,
    currency: booking.currency,
    description: `Booking fee: ${shop.name}, ${date} ${timeRange}`,
    customerEmail: booking.email ?? '',
    language: asLanguage(booking.language),
    returnOrigin,
    holdExpiresAt:
      booking.holdExpiresAt ??
      new Date(booking.createdAt.getTime() + ctx.config.bookingHoldMinutes * MINUTE),
  });
  return checkoutUrl;
}
