import { bookingPaths } from '@jono/contract/api/booking';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { CalendarPlus, CircleCheck, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusHeading } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { apiBaseUrl, apiPath } from '@/lib/api-client';
import { BookingSummary } from '../booking-summary';
import { BookingNotLoaded } from './booking-not-loaded';
import { ConfirmingPaymentView } from './confirming-payment-view';
import { TimeLostView } from './time-lost-view';
import { useReturnedBooking } from './use-returned-booking';

/**
 * /success?booking={id}: where the payment provider sends the customer back. The webhook
 * that confirms the payment may come a little later, so a booking still waiting for payment
 * is read again every 2 s for up to 30 s before the page says it is taking long.
 */
export function PaymentSuccessRoute() {
  const { t } = useTranslation();
  const { bookingId, query, booking } = useReturnedBooking();

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
    return <ConfirmingPaymentView isSlow={query.isSlow} onCheckAgain={query.checkAgain} />;
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
