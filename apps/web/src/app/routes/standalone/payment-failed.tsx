import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { StatusView } from '@/components/ui/status-view';
import { HeldSlotCard } from '@/features/customer-booking/components/held-slot-card';
import { useBookingLanguage } from '@/features/customer-booking/hooks/use-booking-language';
import { useCheckoutRetry } from '@/features/customer-booking/hooks/use-checkout-retry';
import { BookedView } from './booked-view';
import { BookingNotLoaded } from './booking-not-loaded';
import { HomeLink } from './home-link';
import { TimeLostView } from './time-lost-view';
import { useHeldBooking } from './use-held-booking';

/**
 * /failed?booking={id}: the payment did not go through. While the slot is still held (a
 * live countdown to `holdExpiresAt`) the customer can try again with a new checkout; once
 * the hold has run out, they pick a new time with their order kept.
 */
export function PaymentFailedRoute() {
  const { t } = useTranslation();
  const { bookingId, query, booking, holdUntil, remaining } = useHeldBooking();
  useBookingLanguage(booking?.language);
  const { retry, isBusy, isRefused } = useCheckoutRetry(booking?.id, () => void query.refetch());

  if (!bookingId || !booking) {
    return (
      <BookingNotLoaded
        bookingId={bookingId}
        query={query}
        loadingLabel={t('prebooking.result.loading')}
      />
    );
  }

  if (booking.status === 'confirmed' || booking.status === 'completed') {
    return (
      <BookedView
        bookingId={booking.id}
        title={t('prebooking.failed.paidAfterAllTitle')}
        description={t('prebooking.failed.paidAfterAllDescription')}
        linkLabel={t('prebooking.failed.seeBooking')}
      />
    );
  }

  const isHoldOver =
    isRefused ||
    booking.status !== 'pending_payment' ||
    holdUntil === null ||
    remaining === null ||
    remaining <= 0;
  if (isHoldOver) {
    return (
      <TimeLostView
        shopId={booking.shop.id}
        eyebrow={t('pages.paymentFailed.title')}
        title={t('prebooking.failed.expiredTitle')}
        description={t('prebooking.failed.expiredDescription')}
      />
    );
  }

  return (
    <StatusView
      icon={CircleX}
      tone="danger"
      eyebrow={t('booking.fee')}
      title={t('pages.paymentFailed.title')}
      description={t('pages.paymentFailed.description')}
      actions={
        <>
          <HomeLink />
          <BusyButton onClick={retry} busy={isBusy} busyLabel={t('prebooking.failed.opening')}>
            {t('prebooking.failed.retry')}
          </BusyButton>
        </>
      }
    >
      <HeldSlotCard booking={booking} holdUntil={holdUntil} remaining={remaining} />
    </StatusView>
  );
}
