import {
  addDays,
  type BookingStatus,
  bookingStatusSchema,
  type StaffBooking,
  type StaffBookings,
  zonedParts,
} from '@jono/contract';
import { and, asc, eq, gt, gte, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema/index';
import { conflict, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { recordAudit } from '../../audit/audit.service';
import { shopStaff } from '../../auth/staff-accounts.service';
import { paymentsOfBookings } from '../../payments/payments.service';
import { refundBookingFee } from '../../refunds/refunds.service';
import { isUuid } from '../../shops/shops.service';
import { announceBooking } from '../booking.events';
import { type BookingRow, isLive, presentStaffBooking } from '../booking.presenter';
import { endBookings, isLiveBooking } from '../booking.service';
import { type ShopRow, startOfLocalDay } from '../booking-calendar';
import { mailCancellation } from '../booking-mailing';
import { recordBookingEvents } from '../booking-webhooks';
import { moveBooking } from '../moves/move-booking.service';
import { type StaffContext, shopOfStaff } from '../staff-shop';
import { offerFreedTimes } from '../waitlist/waitlist.service';

const bookingNotFound = () => notFound('Booking not found');

/** Staff bookings with their payment's state, in the order given. */
export async function presentForStaff(db: Db, rows: readonly BookingRow[], timezone: string) {
  const payments = await paymentsOfBookings(
    db,
    rows.map((b) => b.id),
  );
  // Whose each booking is, by name; one shop after another, as `db` may be a transaction.
  const names = new Map<string, string>();
  for (const shopId of new Set(rows.map((b) => b.shopId))) {
    for (const member of await shopStaff(db, shopId, { activeOnly: false })) {
      names.set(member.id, member.name);
    }
  }
  return rows.map((b) =>
    presentStaffBooking(b, timezone, payments.get(b.id), names.get(b.barberId ?? '')),
  );
}

/** Bookings whose start falls on the local dates firstDate ... lastDate, earliest first. */
export async function bookingsOnDates(
  db: Db,
  shop: ShopRow,
  firstDate: string,
  lastDate: string,
  onlyLive = false,
) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shop.id),
        gte(bookings.startAt, startOfLocalDay(firstDate, shop.timezone)),
        lt(bookings.startAt, startOfLocalDay(addDays(lastDate, 1), shop.timezone)),
        onlyLive ? isLiveBooking() : undefined,
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.chair));
}

/**
 * A barber's live bookings, not yet started, that overlap `[from, to)` (no `to`: all to come),
 * earliest first, as the staff bookings page shows them: the shop moves, gives away or
 * cancels them.
 */
export async function barberBookingsIn(
  db: Db,
  member: { shopId: string; userId: string },
  span: { from: Date; to?: Date },
) {
  const shop = await shopOfStaff(db, member.shopId);
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shop.id),
        eq(bookings.barberId, member.userId),
        isLiveBooking(),
        isNull(bookings.startedAt),
        span.to ? lt(bookings.startAt, span.to) : undefined,
        gt(bookings.endAt, span.from),
      ),
    )
    .orderBy(asc(bookings.startAt));
  return presentForStaff(db, rows, shop.timezone);
}

/** How many live bookings each date from `firstDate` to `lastDate` holds, by local date. */
export async function liveBookingsPerDay(
  db: Db,
  shopId: string,
  firstDate: string,
  lastDate: string,
): Promise<Map<string, number>> {
  const shop = await shopOfStaff(db, shopId);
  const counts = new Map<string, number>();
  for (const booking of await bookingsOnDates(db, shop, firstDate, lastDate, true)) {
    const date = zonedParts(booking.startAt, shop.timezone).date;
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/**
 * A name or a phone typed any way: '040 123' finds +35840123..., as the national trunk
 * zero is not part of the stored E.164 number.
 */
function matchesSearch(booking: BookingRow, q: string): boolean {
  if (booking.customerName.toLocaleLowerCase().includes(q.toLocaleLowerCase())) return true;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3 || /[^\d\s()+-]/.test(q)) return false;
  return (
    booking.phone.includes(digits) ||
    (digits.startsWith('0') && booking.phone.includes(digits.slice(1)))
  );
}

/** One day of the shop's bookings, with counts per status before the filters. */
export async function staffBookingsOfDay(
  db: Db,
  shopId: string,
  query: { date: string; status?: BookingStatus; q?: string },
): Promise<StaffBookings> {
  const shop = await shopOfStaff(db, shopId);
  const day = await bookingsOnDates(db, shop, query.date, query.date);
  const counts = Object.fromEntries(bookingStatusSchema.options.map((s) => [s, 0])) as Record<
    BookingStatus,
    number
  >;
  for (const b of day) counts[b.status]++;
  const q = query.q ?? '';
  const shown = day.filter(
    (b) => (!query.status || b.status === query.status) && (q === '' || matchesSearch(b, q)),
  );
  return {
    date: query.date,
    timezone: shop.timezone,
    bookings: await presentForStaff(db, shown, shop.timezone),
    counts,
  };
}

async function bookingOfShop(db: Db, shopId: string, bookingId: string) {
  if (!isUuid(bookingId)) throw bookingNotFound();
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.shopId, shopId)));
  if (!booking) throw bookingNotFound();
  return booking;
}

/**
 * After the start, a confirmed booking is settled as served or as a no-show; its slots stop
 * counting as taken. Not before the start: nobody can have missed a time still to come.
 */
export async function settleBooking(
  ctx: ServiceContext,
  staff: StaffContext,
  bookingId: string,
  outcome: 'completed' | 'no_show',
): Promise<StaffBooking> {
  const booking = await bookingOfShop(ctx.db, staff.shopId, bookingId);
  const shop = await shopOfStaff(ctx.db, staff.shopId);
  const now = ctx.now();
  const settled = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const [ended] = await endBookings(
      tx,
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, 'confirmed'),
        lte(bookings.startAt, now),
      ),
      { status: outcome },
    );
    if (ended) effects.afterCommit(() => announceBooking(ctx, outcome, ended, shop.timezone));
    return ended;
  });
  if (!settled) {
    const what = outcome === 'completed' ? 'completed' : 'a no-show';
    throw conflict(
      booking.status !== 'confirmed'
        ? `Only a confirmed booking can be marked ${what}`
        : `This booking has not started yet, so it cannot be marked ${what}`,
    );
  }
  const [view] = await presentForStaff(ctx.db, [settled], shop.timezone);
  if (!view) throw new Error('presenting returned nothing');
  return view;
}

/**
 * The shop cancels a booking. The customer did nothing wrong, so the whole paid fee goes
 * back at once whatever the refund window says, and they get a mail with the shop's reason.
 */
export async function cancelByShop(
  ctx: ServiceContext,
  staff: StaffContext,
  bookingId: string,
  reason: string,
): Promise<{ booking: StaffBooking; refundedCents: number; refundFailed: boolean }> {
  const booking = await bookingOfShop(ctx.db, staff.shopId, bookingId);
  const now = ctx.now();
  const refusal = () =>
    conflict(
      booking.status === 'cancelled'
        ? 'This booking is already cancelled'
        : 'Only a booking that is waiting for payment or confirmed can be cancelled',
    );
  if (!isLive(booking.status)) throw refusal();
  const [cancelled] = await ctx.db.transaction(async (tx) => {
    const ended = await endBookings(tx, and(eq(bookings.id, booking.id), isLiveBooking()), {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
    });
    const [row] = ended;
    if (row && booking.status === 'confirmed') {
      await recordBookingEvents(tx, ['booking.cancelled'], row, now, { cancelledBy: 'shop' });
    }
    if (ended.length > 0) {
      await recordAudit(tx, {
        shopId: staff.shopId,
        actorId: staff.userId,
        at: now,
        action: 'booking_cancelled',
        subject: { kind: 'booking', id: booking.id, label: booking.shortCode },
        details: { reason },
      });
    }
    return ended;
  });
  if (!cancelled) throw refusal();
  const shop = await shopOfStaff(ctx.db, staff.shopId);

  let refundedCents = 0;
  let refundFailed = false;
  try {
    ({ refundedCents } = await refundBookingFee(ctx, {
      bookingId: booking.id,
      shopId: shop.id,
      reason: `Cancelled by the shop: ${reason}`,
      handledBy: staff.userId,
    }));
  } catch (error) {
    refundFailed = true;
    ctx.log.error({ err: error, bookingId: booking.id }, 'refund of a shop cancellation failed');
  }
  const [view] = await presentForStaff(ctx.db, [cancelled], shop.timezone);
  if (!view) throw new Error('presenting returned nothing');
  await mailCancellation(ctx, cancelled, shop, {
    by: 'shop',
    reason,
    refundedCents,
    canRequestRefund: refundFailed && view.paymentStatus === 'paid',
  });
  announceBooking(ctx, 'cancelled', cancelled, shop.timezone);
  await offerFreedTimes(ctx, [cancelled]).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'offering a freed time to the waitlist failed'),
  );
  return { booking: view, refundedCents, refundFailed };
}

/** Staff move a confirmed booking that has not started to another free time; logged. */
export async function moveByShop(
  ctx: ServiceContext,
  staff: StaffContext,
  bookingId: string,
  to: { date: string; time: string },
): Promise<StaffBooking> {
  const booking = await bookingOfShop(ctx.db, staff.shopId, bookingId);
  const moved = await moveBooking(ctx, booking.id, staff.shopId, to, {
    kind: 'staff',
    userId: staff.userId,
  });
  const [view] = await presentForStaff(ctx.db, [moved.booking], moved.shop.timezone);
  if (!view) throw new Error('presenting returned nothing');
  return view;
}
