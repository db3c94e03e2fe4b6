import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarX2, CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusView, StatusViewSkeleton } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { useBookingQuery } from '@/features/customer-booking/api/booking';
import { BookingLoadProblem } from '@/features/customer-booking/components/booking-load-problem';
import { HeldSlotCard } from '@/features/customer-booking/components/held-slot-card';
import { useBookingLanguage } from '@/features/customer-booking/hooks/use-booking-language';
import { useCheckoutRetry } from '@/features/customer-booking/hooks/use-checkout-retry';
import { useCountdown } from '@/features/customer-booking/hooks/use-countdown';
import { HomeLink } from './home-link';
import { MissingBooking } from './missing-booking';

/**
 * /failed?booking={id}: the payment did not go through. While the slot is still held (a
 * live countdown to `holdExpiresAt`) the customer can try again with a new checkout; once
 * the hold has run out, they pick a new time with their order kept.
 */
export function PaymentFailedRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookingId = params.get('booking')?.trim() || null;
  const query = useBookingQuery(bookingId ?? skipToken, { refetchOnMountOrArgChange: true });
  const booking = query.currentData;
  useBookingLanguage(booking?.language);
  const { retry, isBusy, isRefused } = useCheckoutRetry(booking?.id, () => void query.refetch());
  const holdUntil = booking?.status === 'pending_payment' ? booking.holdExpiresAt : null;
  const remaining = useCountdown(holdUntil);

  if (!bookingId) return <MissingBooking />;

  if (!booking) {
    if (query.isError && !query.isFetching) {
      return <BookingLoadProblem error={query.error} onRetry={() => void query.refetch()} />;
    }
    return <StatusViewSkeleton label={t('prebooking.result.loading')} />;
  }

  if (booking.status === 'confirmed' || booking.status === 'completed') {
    return (
      <StatusView
        icon={CircleCheck}
        tone="success"
        title={t('prebooking.failed.paidAfterAllTitle')}
        description={t('prebooking.failed.paidAfterAllDescription')}
        actions={
          <Link to={paths.bookingPaid(booking.id)} className={buttonStyles()}>
            {t('prebooking.failed.seeBooking')}
          </Link>
        }
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
      <StatusView
        icon={CalendarX2}
        tone="warning"
        eyebrow={t('pages.paymentFailed.title')}
        title={t('prebooking.failed.expiredTitle')}
        description={t('prebooking.failed.expiredDescription')}
        actions={
          <>
            <HomeLink />
            <Link to={paths.preBookingBarbershop(booking.shop.id)} className={buttonStyles()}>
              {t('prebooking.result.pickNewTime')}
            </Link>
          </>
        }
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
          <Button onClick={retry} disabled={isBusy} aria-busy={isBusy || undefined}>
            {isBusy ? <Spinner className="size-4 text-zinc-950" /> : null}
            {isBusy ? t('prebooking.failed.opening') : t('prebooking.failed.retry')}
          </Button>
        </>
      }
    >
      <HeldSlotCard booking={booking} holdUntil={holdUntil} remaining={remaining} />
    </StatusView>
  );
}
