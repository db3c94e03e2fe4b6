import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { useClaimOfferMutation } from '@/features/customer-booking/api/waitlist';
import { HeldSlotCard } from '@/features/customer-booking/components/held-slot-card';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { BookedView } from './booked-view';
import { BookingNotLoaded } from './booking-not-loaded';
import { HomeLink } from './home-link';
import { TimeLostView } from './time-lost-view';
import { useHeldBooking } from './use-held-booking';

/**
 * /waitlist-offer?booking={id}: the freed time held for someone on the waitlist, with a live
 * countdown. Taking it confirms the booking, or opens the checkout when the shop takes a fee;
 * once the hold has run out, the time has gone to the next person.
 */
export function WaitlistOfferRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { bookingId, query, booking, holdUntil, remaining } = useHeldBooking();
  const [claim, claimState] = useClaimOfferMutation();

  if (!bookingId || !booking) {
    return (
      <BookingNotLoaded
        bookingId={bookingId}
        query={query}
        loadingLabel={t('prebooking.offer.loading')}
      />
    );
  }

  if (booking.status === 'confirmed' || booking.status === 'completed') {
    return (
      <BookedView
        bookingId={booking.id}
        title={t('prebooking.offer.taken')}
        description={t('prebooking.offer.takenHint')}
        linkLabel={t('prebooking.offer.view')}
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
      <TimeLostView
        shopId={booking.shop.id}
        title={t('prebooking.offer.gone')}
        description={t('prebooking.offer.goneHint')}
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
          <BusyButton
            onClick={() => void take()}
            busy={isBusy}
            busyLabel={t('prebooking.offer.taking')}
          >
            {booking.bookingFee > 0
              ? t('prebooking.offer.takeAndPay', { fee })
              : t('prebooking.offer.take')}
          </BusyButton>
        </>
      }
    >
      <HeldSlotCard booking={booking} holdUntil={holdUntil} remaining={remaining} />
    </StatusView>
  );
}
