import type { QueueBoard } from '@jono/contract/api/staff-queue';

const MINUTE = 60_000;

export interface BookingClash {
  customerName: string;
  startAt: string;
  /** Colleagues of the chosen barber whose chair will be free for the booking by its time. */
  othersFree: string[];
}

/** When a barber's chair is next free: now, after their customer, or after their break. */
function freeFrom(board: QueueBoard, barber: QueueBoard['barbers'][number], now: number): number {
  if (barber.status === 'away') return Number.POSITIVE_INFINITY;
  const walkIn = board.inService.find((entry) => entry.orderId === barber.servingOrderId);
  const booked = board.bookings.find((booking) => booking.orderId === barber.servingOrderId);
  const serviceEnd = walkIn?.endsAt ?? booked?.endAt;
  const breakEnd = barber.status === 'on_break' ? barber.breakEndsAt : null;
  return Math.max(
    now,
    serviceEnd ? Date.parse(serviceEnd) : now,
    breakEnd ? Date.parse(breakEnd) : now,
  );
}

/**
 * The first booking a service started now with `barberId` would run into (by the catalogue's
 * length): one not yet in a chair that starts before the service ends, with who else could
 * take it. Null when none does.
 */
export function bookingClash(
  board: QueueBoard,
  service: { orderId: string; totalDuration: number },
  barberId: string,
  now: number,
): BookingClash | null {
  const ends = now + service.totalDuration * MINUTE;
  const booking = board.bookings.find((candidate) => {
    const start = Date.parse(candidate.startAt);
    const isWaiting = candidate.stage === 'booked' || candidate.stage === 'checked_in';
    return isWaiting && candidate.orderId !== service.orderId && start >= now && start < ends;
  });
  if (!booking) return null;
  const start = Date.parse(booking.startAt);
  const othersFree = board.barbers
    .filter((barber) => barber.userId !== barberId && freeFrom(board, barber, now) <= start)
    .map((barber) => barber.name);
  return { customerName: booking.customerName, startAt: booking.startAt, othersFree };
}
