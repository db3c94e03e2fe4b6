import {
  bookableSlots,
  errorCodes,
  type joinWaitlistBody,
  type Language,
  normalisePhone,
  type OrderLength,
} from '@jono/contract';
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { waitlistEntries } from '../../../db/schema/index';
import { chosenWishes } from '../../../lib/chosen-wishes';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { isPushServiceEndpoint } from '../../../lib/push-delivery';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { barberTermsOf, orderLengthOf } from '../../catalog/barber-terms.service';
import { assertTotalsMatch, priceOrder } from '../../catalog/catalog.service';
import { assertPhoneNotBlocked } from '../../shops/shops.service';
import { announceWaitlistChanged } from '../booking.events';
import { assertBookable, loadCalendarAndHolds, lockShop, type ShopRow } from '../booking-calendar';
import { refusal } from '../slot-refusal';

type JoinInput = z.output<typeof joinWaitlistBody>;

/** Entries still in line for a day: waiting, or holding an offer right now. */
const inLine = () => inArray(waitlistEntries.status, ['waiting', 'offered']);

/**
 * Only a full day has a waitlist: a day nobody could book this order on (closed, past, too
 * short) is refused as a booking would be, and one with a free time is to be booked.
 */
async function assertDayFull(tx: Db, shop: ShopRow, date: string, order: OrderLength, now: Date) {
  const { calendar, holds } = await loadCalendarAndHolds(tx, shop, date, date, now);
  const anyTime = bookableSlots(calendar, date, order, [], now);
  if (anyTime.length === 0) {
    throw refusal(calendar, { date, time: '99:99' }, order, now);
  }
  if (bookableSlots(calendar, date, order, holds, now).length > 0) {
    throw new HttpError(
      409,
      'This day still has free times. Please book one of them.',
      errorCodes.dayNotFull,
    );
  }
}

/** One place in a day's line per phone. */
async function assertNotInLine(tx: Db, shopId: string, date: string, phone: string) {
  const [already] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.shopId, shopId),
        eq(waitlistEntries.date, date),
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
}

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
    // Each barber takes the order at their own length, as the day's free times do.
    const terms = await barberTermsOf(
      tx,
      shop.id,
      priced.items.map((item) => item.id),
    );
    await assertDayFull(tx, shop, input.date, orderLengthOf(priced, terms), now);
    await assertNotInLine(tx, shop.id, input.date, phone);
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
