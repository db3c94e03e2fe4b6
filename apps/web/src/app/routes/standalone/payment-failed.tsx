import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarX2, CircleCheck, CircleHelp, CircleX, Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { useBookingCheckoutMutation, useBookingQuery } from '@/features/booking/api/booking';
import { formatCountdown, useCountdown } from '@/features/booking/hooks/use-countdown';
import { isConflict, isHoldExpired, isNotFound } from '@/features/booking/utils/booking-errors';
import { formatLocalDate, formatShopTime } from '@/features/booking/utils/format';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';

function HomeLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={buttonStyles({ variant })}>
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
      return isNotFound(query.error) ? (
        <StatusView
          icon={CircleHelp}
          title={t('prebooking.result.notFoundTitle')}
          description={t('prebooking.result.notFoundDescription')}
          actions={<HomeLink variant="primary" />}
        />
      ) : (
        <StatusView
          icon={CalendarX2}
          tone="danger"
          title={t('prebooking.result.loadFailed')}
          description={errorMessage(query.error)}
          actions={
            <>
              <HomeLink />
              <Button onClick={() => void query.refetch()}>{t('actions.tryAgain')}</Button>
            </>
          }
        />
      );
    }
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('prebooking.result.loading')}
        className="mx-auto w-full max-w-lg space-y-4 py-12"
      >
        <Skeleton className="mx-auto size-16 rounded-2xl" />
        <Skeleton className="mx-auto h-9 w-2/3" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
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
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-2 py-12 text-center animate-fade-in sm:py-20">
      <DocumentTitle title={t('pages.paymentFailed.title')} />
      <span className="grid size-16 place-items-center rounded-2xl bg-red-100 text-red-700 ring-8 ring-red-50 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-500/5">
        <CircleX aria-hidden className="size-8" />
      </span>
      <p className="mt-8 font-semibold text-sm uppercase tracking-wider text-zinc-500 dark:text-zinc-400">
        {t('booking.fee')}
      </p>
      <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight text-zinc-950 sm:text-4xl dark:text-white">
        {t('pages.paymentFailed.title')}
      </h1>
      <p className="mt-4 text-pretty text-base text-zinc-600 dark:text-zinc-400">
        {t('pages.paymentFailed.description')}
      </p>

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

      <div className="mt-8 flex w-full flex-col-reverse justify-center gap-3 sm:w-auto sm:flex-row">
        <HomeLink />
        <Button onClick={retry} disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy ? <Spinner className="size-4 text-zinc-950" /> : null}
          {isBusy ? t('prebooking.failed.opening') : t('prebooking.failed.retry')}
        </Button>
      </div>
    </section>
  );
}
