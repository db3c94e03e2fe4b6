import { bookingPaths } from '@jono/contract/api/booking';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { CalendarPlus, CircleCheck, Hourglass, RotateCw, Settings2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { StatusHeading, StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { useBookingConfirmation } from '@/features/customer-booking/hooks/use-booking-confirmation';
import { useBookingLanguage } from '@/features/customer-booking/hooks/use-booking-language';
import { cartCleared, selectCart } from '@/features/customer-cart/stores/cart-slice';
import { apiBaseUrl, apiPath } from '@/lib/api-client';
import { BookingSummary } from '../booking-summary';
import { BookingNotLoaded } from './booking-not-loaded';
import { HomeLink } from './home-link';
import { TimeLostView } from './time-lost-view';

/**
 * /success?booking={id}: where the payment provider sends the customer back. The webhook
 * that confirms the payment may come a little later, so a booking still waiting for payment
 * is read again every 2 s for up to 30 s before the page says it is taking long.
 */
export function PaymentSuccessRoute() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const cart = useSelector(selectCart);
  const [params] = useSearchParams();
  const bookingId = params.get('booking')?.trim() || null;
  const query = useBookingConfirmation(bookingId);
  const booking = query.currentData;
  useBookingLanguage(booking?.language);
  const isBooked = booking?.status === 'confirmed' || booking?.status === 'completed';

  // The order is booked and paid: the cart that built it is done.
  useEffect(() => {
    if (isBooked && booking && cart.shopId === booking.shop.id) dispatch(cartCleared());
  }, [isBooked, booking, cart.shopId, dispatch]);

  if (!bookingId || !booking) {
    return (
      <BookingNotLoaded
        bookingId={bookingId}
        query={query}
        loadingLabel={t('prebooking.result.loading')}
        width="wide"
      />
    );
  }

  if (booking.status === 'pending_payment') {
    return query.isSlow ? (
      <StatusView
        icon={Hourglass}
        tone="warning"
        eyebrow={t('booking.fee')}
        title={t('prebooking.success.slowTitle')}
        description={t('prebooking.success.slowDescription')}
        actions={
          <>
            <HomeLink />
            <Button onClick={query.checkAgain}>
              <RotateCw aria-hidden className="size-4" />
              {t('prebooking.success.checkAgain')}
            </Button>
          </>
        }
      />
    ) : (
      <section
        role="status"
        aria-live="polite"
        className="mx-auto flex w-full max-w-lg flex-col items-center py-16 text-center animate-fade-in"
      >
        <DocumentTitle title={t('prebooking.success.confirmingTitle')} />
        <Spinner className="size-16 text-amber-400" />
        <h1 className="mt-8 text-balance font-bold text-2xl tracking-tight text-zinc-950 sm:text-3xl dark:text-white">
          {t('prebooking.success.confirmingTitle')}
        </h1>
        <p className="mt-3 text-pretty text-base text-zinc-600 dark:text-zinc-400">
          {t('prebooking.success.confirmingDescription')}
        </p>
      </section>
    );
  }

  if (booking.status === 'cancelled') {
    return (
      <TimeLostView
        shopId={booking.shop.id}
        title={t('prebooking.result.releasedTitle')}
        description={t('prebooking.result.releasedDescription')}
      />
    );
  }

  const isFeePaid = booking.bookingFee > 0 && booking.payment?.status === 'paid';
  const calendarUrl = `${apiBaseUrl}${apiPath(bookingPaths.calendar(booking.id))}`;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-8 py-10 animate-fade-in">
      <div className="flex flex-col items-center text-center">
        <StatusHeading
          icon={CircleCheck}
          tone="success"
          eyebrow={isFeePaid ? t('pages.paymentSuccess.title') : undefined}
          title={t('prebooking.success.title')}
          description={
            booking.email
              ? t('prebooking.success.mailSent', { email: booking.email })
              : t('pages.paymentSuccess.description')
          }
        />
      </div>

      <Card className="space-y-6 p-5 sm:p-6">
        <BookingSummary
          booking={booking}
          heading={
            <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
              {booking.shop.name}
            </h2>
          }
        />
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <a href={calendarUrl} download className={buttonStyles()} data-testid="add-to-calendar">
          <CalendarPlus aria-hidden className="size-4" />
          {t('prebooking.success.addToCalendar')}
        </a>
        <Link
          to={paths.checkBooking(formatShortCode(booking.shortCode))}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Settings2 aria-hidden className="size-4" />
          {t('prebooking.success.manage')}
        </Link>
        <Link to={paths.home} className={buttonStyles({ variant: 'ghost' })}>
          {t('actions.backHome')}
        </Link>
      </div>
    </div>
  );
}
