import type { BookingView } from '@jono/contract/api/booking';

/**
 * Where a booking stands with its free cancellation: still open, ended since it was made,
 * or never had any (made when its time was already inside the refund window, so "it ended
 * on" would name a moment before the booking existed).
 */
export function freeCancellation(
  booking: Pick<BookingView, 'freeCancellationUntil' | 'createdAt'>,
  now: number,
): 'open' | 'ended' | 'never' {
  const until = new Date(booking.freeCancellationUntil).getTime();
  if (now < until) return 'open';
  return until <= new Date(booking.createdAt).getTime() ? 'never' : 'ended';
}
