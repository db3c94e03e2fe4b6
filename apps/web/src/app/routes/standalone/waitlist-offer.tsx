import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarX2, CircleCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusView, StatusViewSkeleton } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { useBookingQuery } from '@/features/customer-booking/api/booking';
import { useClaimOfferMutation } from '@/features/customer-booking/api/waitlist';
import { BookingLoadProblem } from '@/features/customer-booking/components/booking-load-problem';
import { HeldSlotCard } from '@/features/customer-booking/components/held-slot-card';
import { useCountdown } from '@/features/customer-booking/hooks/use-countdown';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { HomeLink } from './home-link';
import { MissingBooking } from './missing-booking';

/**
 * /waitlist-offer?booking={id}: the freed time held for someone on the waitlist, with a live
 * countdown. Taking it confirms the booking, or opens the checkout when the shop takes a fee;
 * once the hold has run out, the time has gone to the next person.
 */
export function WaitlistOfferRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookingId = params.get('booking')?.trim() || null;
  const query = useBookingQuery(bookingId ?? skipToken, { refetchOnMountOrArgChange: true });
  const booking = query.currentData;
  const [claim, claimState] = useClaimOfferMutation();
  const holdUntil = booking?.status === 'pending_payment' ? booking.holdExpiresAt : null;
  const remaining = useCountdown(holdUntil);

  if (!bookingId) return <MissingBooking />;
  if (!booking) {
    if (query.isError && !query.isFetching) {
      return <BookingLoadProblem error={query.error} onRetry={() => void query.refetch()} />;
    }
    return <StatusViewSkeleton label={t('prebooking.offer.loading')} />;
  }

  if (booking.status === 'confirmed' || booking.status === 'completed') {
    return (
      <StatusView
        icon={CircleCheck}
        tone="success"
        title={t('prebooking.offer.taken')}
        description={t('prebooking.offer.takenHint')}
        actions={
          <Link to={paths.bookingPaid(booking.id)} className={buttonStyles()}>
            {t('prebooking.offer.view')}
          </Link>
        }
      />
    );
  }

  const isGone =
    booking.status !== 'pending_payment' ||
    !booking.isWaitlistOffer ||
    remaining === null ||
    remaining <= 0;
  if (isGone || holdUntil === null) {
    return (
      <StatusView
        icon={CalendarX2}
        tone="warning"
        title={t('prebooking.offer.gone')}
        description={t('prebooking.offer.goneHint')}
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

  const take = async () => {
    try {
      const { checkoutUrl } = await claim(booking.id).unwrap();
      if (checkoutUrl) window.location.assign(checkoutUrl);
      else navigate(paths.bookingPaid(booking.id), { replace: true });
    } catch (failure) {
      notify.error(errorMessage(failure));
      void query.refetch();
    }
  };
  const isBusy = claimState.isLoading;
  const fee = formatMoney(booking.bookingFee, i18n.language, booking.currency);

  return (
    <StatusView
      icon={Sparkles}
      tone="success"
      title={t('prebooking.offer.title')}
      description={t('prebooking.offer.description')}
      actions={
        <>
          <HomeLink />
          <Button onClick={() => void take()} disabled={isBusy} aria-busy={isBusy || undefined}>
            {isBusy ? <Spinner className="size-4 text-zinc-950" /> : null}
            {isBusy
              ? t('prebooking.offer.taking')
              : booking.bookingFee > 0
                ? t('prebooking.offer.takeAndPay', { fee })
                : t('prebooking.offer.take')}
          </Button>
        </>
      }
    >
      <HeldSlotCard booking={booking} holdUntil={holdUntil} remaining={remaining} />
    </StatusView>
  );
}
