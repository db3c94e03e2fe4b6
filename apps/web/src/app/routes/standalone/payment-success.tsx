import { bookingPaths } from '@jono/contract/api/booking';
import {
  CalendarPlus,
  CalendarX2,
  CircleCheck,
  CircleHelp,
  Hourglass,
  RotateCw,
  Settings2,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';
import { BookingFacts, BookingPayment } from '@/features/booking/components/booking-facts';
import { useBookingConfirmation } from '@/features/booking/hooks/use-booking-confirmation';
import { isNotFound } from '@/features/booking/utils/booking-errors';
import { bookingLines } from '@/features/booking/utils/booking-lines';
import { cartCleared, selectCart } from '@/features/cart/stores/cart-slice';
import { AdditionalServicesList } from '@/features/queue/components/additional-services-list';
import { OrderLinesList } from '@/features/queue/components/order-lines-list';
import { OrderTotals } from '@/features/queue/components/order-totals';
import { apiBaseUrl, apiPath } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

function HomeLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={buttonStyles({ variant })}>
      {t('actions.backHome')}
    </Link>
  );
}

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
  const isBooked = booking?.status === 'confirmed' || booking?.status === 'completed';

  // The order is booked and paid: the cart that built it is done.
  useEffect(() => {
    if (isBooked && booking && cart.shopId === booking.shop.id) dispatch(cartCleared());
  }, [isBooked, booking, cart.shopId, dispatch]);

  if (!bookingId) {
    return (
      <StatusView
        icon={CircleHelp}
        eyebrow={t('booking.fee')}
        title={t('pages.paymentSuccess.title')}
        description={t('prebooking.result.missingDescription')}
        actions={
          <>
            <HomeLink variant="secondary" />
            <Link to={paths.checkDetails} className={buttonStyles()}>
              {t('prebooking.result.findBooking')}
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
          actions={<HomeLink />}
        />
      ) : (
        <StatusView
          icon={CalendarX2}
          tone="danger"
          title={t('prebooking.result.loadFailed')}
          description={errorMessage(query.error)}
          actions={
            <>
              <HomeLink variant="secondary" />
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
        className="mx-auto w-full max-w-2xl space-y-4 py-12"
      >
        <Skeleton className="mx-auto size-16 rounded-2xl" />
        <Skeleton className="mx-auto h-9 w-2/3" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
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
            <HomeLink variant="secondary" />
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
      <StatusView
        icon={CalendarX2}
        tone="warning"
        title={t('prebooking.result.releasedTitle')}
        description={t('prebooking.result.releasedDescription')}
        actions={
          <>
            <HomeLink variant="secondary" />
            <Link to={paths.preBookingBarbershop(booking.shop.id)} className={buttonStyles()}>
              {t('prebooking.result.pickNewTime')}
            </Link>
          </>
        }
      />
    );
  }

  const isFeePaid = booking.bookingFee > 0 && booking.payment?.status === 'paid';
  const calendarUrl = `${apiBaseUrl}${apiPath(bookingPaths.calendar(booking.id))}`;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-8 py-10 animate-fade-in">
      <div className="flex flex-col items-center text-center">
        <DocumentTitle title={t('prebooking.success.title')} />
        <span className="grid size-16 place-items-center rounded-2xl bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/5">
          <CircleCheck aria-hidden className="size-8" />
        </span>
        {isFeePaid ? (
          <p className="mt-8 font-semibold text-sm uppercase tracking-wider text-zinc-500 dark:text-zinc-400">
            {t('pages.paymentSuccess.title')}
          </p>
        ) : null}
        <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight text-zinc-950 sm:text-4xl dark:text-white">
          {t('prebooking.success.title')}
        </h1>
        <p className="mt-4 text-pretty text-base text-zinc-600 dark:text-zinc-400">
          {booking.email
            ? t('prebooking.success.mailSent', { email: booking.email })
            : t('pages.paymentSuccess.description')}
        </p>
      </div>

      <Card className="space-y-6 p-5 sm:p-6">
        <BookingFacts
          booking={booking}
          heading={
            <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
              {booking.shop.name}
            </h2>
          }
        />
        <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
          <OrderLinesList lines={bookingLines(booking)} currency={booking.currency} />
        </div>
        {booking.additionalServices.length > 0 ? (
          <AdditionalServicesList services={booking.additionalServices} />
        ) : null}
        <OrderTotals
          className="border-zinc-200 border-t pt-5 dark:border-zinc-800"
          totalPrice={booking.totalPrice}
          totalDuration={booking.totalDuration}
          currency={booking.currency}
        />
        <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
          <BookingPayment booking={booking} />
        </div>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <a href={calendarUrl} download className={buttonStyles()} data-testid="add-to-calendar">
          <CalendarPlus aria-hidden className="size-4" />
          {t('prebooking.success.addToCalendar')}
        </a>
        <Link
          to={paths.checkBooking(booking.id)}
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
