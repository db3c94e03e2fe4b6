import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router';
import { useBookingQuery } from '@/features/customer-booking/api/booking';
import { useCountdown } from '@/features/customer-booking/hooks/use-countdown';

/**
 * The booking named by `?booking=` on a page about a held time, read afresh on every visit,
 * with when its hold ends and a live countdown to it (both null unless it awaits payment).
 */
export function useHeldBooking() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking')?.trim() || null;
  const query = useBookingQuery(bookingId ?? skipToken, { refetchOnMountOrArgChange: true });
  const booking = query.currentData;
  const holdUntil = booking?.status === 'pending_payment' ? booking.holdExpiresAt : null;
  const remaining = useCountdown(holdUntil);
  return { bookingId, query, booking, holdUntil, remaining };
}
