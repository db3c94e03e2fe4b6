import { StatusViewSkeleton } from '@/components/ui/status-view';
import { BookingLoadProblem } from '@/features/customer-booking/components/booking-load-problem';
import { MissingBooking } from './missing-booking';

/**
 * A booking result page before it has its booking: none named in the link, the read failed
 * (and is not being tried again), or placeholders while it loads.
 */
export function BookingNotLoaded({
  bookingId,
  query,
  loadingLabel,
  width,
}: {
  bookingId: string | null;
  query: { isError: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  /** What is loading, for screen readers. */
  loadingLabel: string;
  width?: 'wide';
}) {
  if (!bookingId) return <MissingBooking />;
  if (query.isError && !query.isFetching) {
    return <BookingLoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <StatusViewSkeleton label={loadingLabel} width={width} />;
}
