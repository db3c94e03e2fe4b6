import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarX2, CircleCheck, CircleX, Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusView, StatusViewSkeleton } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { useBookingCheckoutMutation, useBookingQuery } from '@/features/booking/api/booking';
import { BookingLoadProblem } from '@/features/booking/components/booking-load-problem';
import { formatCountdown, useCountdown } from '@/features/booking/hooks/use-countdown';
import { isConflict, isHoldExpired } from '@/features/booking/utils/booking-errors';
import { formatLocalDate, formatShopTime } from '@/features/booking/utils/format';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';

/** Home, the quieter way on beside the page's main action. */
function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
      {t('actions.backHome')}
    </Link>
  );
}

/**
 * /failed?booking={id}: the payment did not go through. While the slot is still held (a
 * live countdown to `holdExpiresAt`) the customer can try again with a new checkout; once
 * the hold has run out, they pick a new time with their order kept.
 */
export function PaymentFailedRoute() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [params] = useSearchParams();
  const bookingId = params.get('booking')?.trim() || null;
  const query = useBookingQuery(bookingId ?? skipToken, { refetchOnMountOrArgChange: true });
  const booking = query.currentData;
  const [startCheckout, checkout] = useBookingCheckoutMutation();
  const [isLeaving, setIsLeaving] = useState(false);
  const [isRefused, setIsRefused] = useState(false);
  const holdUntil = booking?.status === 'pending_payment' ? booking.holdExpiresAt : null;
  const remaining = useCountdown(holdUntil);

  if (!bookingId) {
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
            <Link to={paths.preBooking} className={buttonStyles()}>
              {t('actions.tryAgain')}
            </Link>
          </>
        }
      />
    );
  }

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
    isRefused || booking.status !== 'pending_payment' || remaining === null || remaining <= 0;
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

  const retry = async () => {
    try {
      const checkoutUrl = await startCheckout(booking.id).unwrap();
      setIsLeaving(true);
      window.location.assign(checkoutUrl);
    } catch (failure) {
      if (isHoldExpired(failure)) {
        setIsRefused(true);
        return;
      }
      notify.error(errorMessage(failure));
      // Refused for the booking's state (paid after all): show it as it now is.
      if (isConflict(failure)) void query.refetch();
    }
  };
  const isBusy = checkout.isLoading || isLeaving;

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
      <div className="mt-8 w-full rounded-2xl border border-amber-300/70 bg-amber-50 p-5 text-left dark:border-amber-400/25 dark:bg-amber-400/10">
        <p className="font-semibold text-amber-950 dark:text-amber-100">{booking.shop.name}</p>
        <p className="mt-0.5 text-sm text-amber-900/80 dark:text-amber-200/80">
          {formatLocalDate(booking.date, language)}, {booking.timeRange}
        </p>
        <div className="mt-4 flex items-center gap-3">
          <Timer aria-hidden className="size-5 shrink-0 text-amber-700 dark:text-amber-300" />
          <p className="text-sm text-amber-950 dark:text-amber-100">
            {t('prebooking.failed.heldUntil', {
              time: formatShopTime(holdUntil ?? '', language, booking.shop.timezone),
            })}{' '}
            <span
              role="timer"
              aria-live="off"
              data-testid="hold-countdown"
              className="font-bold tabular-nums"
            >
              {t('prebooking.failed.timeLeft', { time: formatCountdown(remaining) })}
            </span>
          </p>
        </div>
      </div>
    </StatusView>
  );
}
