import { bookableSlots, errorCodes, zonedParts } from '@jono/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { bookingSlotClaims, bookings } from '../../../db/schema/index';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { recordAudit } from '../../audit/audit.service';
import { staffNames } from '../../auth/staff-names.service';
import { isUuid } from '../../shops/shops.service';
import { announceMove } from '../booking.events';
import { isLiveBooking, isSlotClash } from '../booking.service';
import { loadCalendarAndHolds, lockShop, withoutOwnHold } from '../booking-calendar';
import { mailBarberChange } from '../booking-mailing';
import { assertTakesBookings } from '../slot-refusal';
import type { StaffContext } from '../staff-shop';
import { presentForStaff } from './staff-booking.service';

const notFree = () =>
  new HttpError(
    409,
    'That barber is not free at this booking’s time: choose another, or move the booking',
    errorCodes.barberNotFree,
  );

/**
 * The shop gives a booking to another barber at the same time, when that barber works then
 * and has no other booking: say the booking's own barber took time off. Under the shop's lock;
 * the claims pass to the new barber (their unique index still backs it), the customer is told
 * in their language, and a move later keeps no barber named ("any barber" from now on).
 */
export async function giveBooking(
  ctx: ServiceContext,
  staff: StaffContext,
  bookingId: string,
  barberId: string,
) {
  if (!isUuid(bookingId)) throw notFound('Booking not found');
  const now = ctx.now();
  try {
    const { given, shop } = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
      const shop = await lockShop(tx, staff.shopId);
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.shopId, shop.id),
            isLiveBooking(),
            isNull(bookings.startedAt),
          ),
        )
        .for('update');
      if (!booking) throw notFound('Booking not found');
      if (booking.startAt.getTime() <= now.getTime()) {
        throw conflict('This booking’s time has come: start it with the barber who takes it');
      }
      if (booking.barberId === barberId) throw conflict('The booking is already theirs');
      const { date } = zonedParts(booking.startAt, shop.timezone);
      const { calendar, holds } = await loadCalendarAndHolds(tx, shop, date, date, now);
      assertTakesBookings(calendar, barberId);
      const others = withoutOwnHold(holds, booking, shop.slotLengthMinutes);
      const duration = booking.totalDurationMinutes;
      const fits = bookableSlots(calendar, date, duration, others, now, barberId).some(
        (slot) => slot.startAt === booking.startAt.getTime(),
      );
      if (!fits) throw notFree();
      const [given] = await tx
        .update(bookings)
        .set({ barberId, barberNamed: false })
        .where(eq(bookings.id, booking.id))
        .returning();
      if (!given) throw new Error('the locked booking vanished');
      await tx
        .update(bookingSlotClaims)
        .set({ barberId })
        .where(eq(bookingSlotClaims.bookingId, booking.id));
      const names = await staffNames(
        tx,
        [booking.barberId, barberId].filter((id): id is string => id !== null),
      );
      const barberName = names.get(barberId) ?? '';
      await recordAudit(tx, {
        shopId: shop.id,
        actorId: staff.userId,
        at: now,
        action: 'booking_barber_changed',
        subject: { kind: 'booking', id: booking.id, label: booking.shortCode },
        details: {
          barberBefore: booking.barberId ? (names.get(booking.barberId) ?? '') : null,
          barberAfter: barberName,
        },
      });
      await mailBarberChange(ctx, tx, given, shop, barberName);
      effects.afterCommit(() => {
        ctx.mail.kick();
        // Same time, another barber: the day's lists and boards re-read.
        announceMove(ctx, given, booking, shop.timezone);
      });
      return { given, shop };
    });
    const [view] = await presentForStaff(ctx.db, [given], shop.timezone);
    if (!view) throw new Error('presenting one booking gave none');
    return view;
  } catch (error) {
    if (isSlotClash(error)) throw notFree();
    throw error;
  }
}
