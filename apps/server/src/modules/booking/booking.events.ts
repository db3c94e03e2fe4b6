import { rooms, type StaffBookingChange, type StaffWaitlistChange } from '@jono/contract';
import { shopChanged } from '../../lib/shop-changes';
import { shopDayChanged } from '../../lib/shop-day-changes';
import type { ServiceContext } from '../../plugins/app/service-context';
import type { BookingRow } from './booking.presenter';
import { localTimes } from './booking.presenter';

const DAY = 24 * 3_600_000;

type Announced = Pick<BookingRow, 'id' | 'shopId' | 'customerName' | 'shortCode'> & {
  /** The booking's local date in its shop. */
  date: string;
  fromDate?: string;
};

function emitToStaff(ctx: ServiceContext, kind: StaffBookingChange['kind'], booking: Announced) {
  ctx.io.to(rooms.staff(booking.shopId)).emit('staff:booking', {
    shopId: booking.shopId,
    kind,
    bookingId: booking.id,
    date: booking.date,
    customerName: booking.customerName,
    shortCode: booking.shortCode,
    ...(booking.fromDate ? { fromDate: booking.fromDate } : {}),
  });
}

const isNearNow = (ctx: ServiceContext, span: Pick<BookingRow, 'startAt' | 'endAt'>) => {
  const now = ctx.now().getTime();
  return span.startAt.getTime() - now < DAY && span.endAt.getTime() > now - DAY;
};

/**
 * The only place that announces bookings: the shop's staff booking pages and boards re-read,
 * and what this node and the others keep of the shop's free times is read again. Called after
 * the change committed; a page that missed it re-reads on reconnect. A booking of the coming
 * day needs a chair then, so the walk-ins' estimates may move: the queue hears of it too.
 */
export function announceBooking(
  ctx: ServiceContext,
  kind: StaffBookingChange['kind'],
  booking: Pick<BookingRow, 'id' | 'shopId' | 'customerName' | 'shortCode' | 'startAt' | 'endAt'>,
  timezone: string,
): void {
  emitToStaff(ctx, kind, { ...booking, date: localTimes(booking, timezone).date });
  shopChanged(ctx.io, booking.shopId);
  if (isNearNow(ctx, booking)) shopDayChanged(ctx.io, booking.shopId);
}

/** A booking moved: the lists of its old and new day re-read, and the queue if either is near. */
export function announceMove(
  ctx: ServiceContext,
  booking: Pick<BookingRow, 'id' | 'shopId' | 'customerName' | 'shortCode' | 'startAt' | 'endAt'>,
  from: Pick<BookingRow, 'startAt' | 'endAt'>,
  timezone: string,
): void {
  emitToStaff(ctx, 'moved', {
    ...booking,
    date: localTimes(booking, timezone).date,
    fromDate: localTimes(from, timezone).date,
  });
  shopChanged(ctx.io, booking.shopId);
  if (isNearNow(ctx, booking) || isNearNow(ctx, from)) shopDayChanged(ctx.io, booking.shopId);
}

/**
 * A refund request was settled or rejected: the shop's booking and refunds pages re-read.
 * The booking's time did not move, so the queue has nothing to hear.
 */
export const announceRefundHandled = (ctx: ServiceContext, booking: Announced): void =>
  emitToStaff(ctx, 'refund_handled', booking);

/**
 * Someone joined a day's waitlist: that day's "Waiting for a time" list on open staff booking
 * pages re-reads. Called after the join committed; nothing is booked, so the queue hears nothing.
 */
export function announceWaitlistChanged(ctx: ServiceContext, shopId: string, date: string): void {
  const payload: StaffWaitlistChange = { shopId, kind: 'waitlist_changed', date };
  ctx.io.to(rooms.staff(shopId)).emit('staff:booking', payload);
}
