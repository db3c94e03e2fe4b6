import type { CreateBookingBody } from '@jono/contract/api/booking';
import type { ShopDetail } from '@jono/contract/api/shops';
import { formatTimeRange } from '@jono/contract/rules/time-range';
import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowLeft, ArrowRight, CalendarClock, CalendarDays, Clock, Pencil } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingView } from '@/components/ui/loading-view';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCreateBookingMutation } from '@/features/booking/api/create-booking';
import { BookingFeeNote } from '@/features/booking/components/booking-fee-note';
import {
  bookingCreated,
  bookingFailed,
  bookingRequested,
  type SelectedSlot,
  selectPreBooking,
  slotCleared,
} from '@/features/booking/stores/pre-booking-slice';
import { lostSlotOf } from '@/features/booking/utils/booking-errors';
import { formatLocalDate } from '@/features/booking/utils/format';
import { cartCleared, selectCart, selectCartTotals } from '@/features/cart/stores/cart-slice';
import { CustomerDetailsList } from '@/features/customer/components/customer-details-list';
import { LazyCustomerDetailsForm } from '@/features/customer/components/lazy-customer-details-form';
import { useCustomerDetails } from '@/features/customer/hooks/use-customer-details';
import {
  type CustomerState,
  customerDetailsSaved,
} from '@/features/customer/stores/customer-slice';
import { ChosenServicesCard } from '@/features/queue/components/chosen-services-card';
import { OrderSummaryAside } from '@/features/queue/components/order-summary-aside';
import { ShopLocation } from '@/features/queue/components/shop-location';
import { joinQueueBodyFrom } from '@/features/queue/utils/order-lines';
import { useShopDetailQuery } from '@/features/shops/api/get-shop';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { OrderPageEmpty } from './order-page-empty';
import type { PreBookingLocationState } from './pre-booking-barbershop';

function ConfirmSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-4">
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}

/** The customer's details, shown; edited in place (a booking needs an email). */
function DetailsCard({ isEditing, onEdit }: { isEditing: boolean; onEdit: (on: boolean) => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const formId = useId();
  const { details } = useCustomerDetails();
  const [accepted, setAccepted] = useState<CustomerState | null>(null);
  const needsEmail = !details.isEmailValid;

  const save = (next: CustomerState) => {
    dispatch(customerDetailsSaved(next));
    onEdit(false);
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">
          {t('order.yourDetails')}
        </h2>
        {isEditing ? null : (
          <Button size="sm" variant="ghost" onClick={() => onEdit(true)}>
            <Pencil aria-hidden className="size-4" />
            {t('prebooking.confirm.editDetails')}
          </Button>
        )}
      </div>
      {isEditing ? (
        <div className="mt-4 space-y-4">
          {needsEmail ? <Alert tone="warning">{t('prebooking.confirm.emailNeeded')}</Alert> : null}
          <LazyCustomerDetailsForm
            id={formId}
            defaultValues={{ name: details.name, phone: details.phone, email: details.email }}
            requiredEmail={{
              label: t('prebooking.email.label'),
              hint: t('prebooking.email.hint'),
              missing: t('prebooking.email.missing'),
            }}
            onDetailsChange={setAccepted}
            onSubmit={save}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              form={formId}
              disabled={accepted === null}
              className={buttonStyles({ size: 'sm' })}
            >
              {t('prebooking.confirm.saveDetails')}
            </button>
            {needsEmail ? null : (
              <Button size="sm" variant="ghost" onClick={() => onEdit(false)}>
                {t('prebooking.confirm.keepDetails')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <CustomerDetailsList name={details.name} phone={details.phone} email={details.email} />
      )}
    </Card>
  );
}

/** Booked: on the way to the provider's checkout, or to the booking itself. */
interface Leaving {
  to: 'payment' | 'booking';
  bookingId: string;
}

function ConfirmBooking({
  shop,
  date,
  slot,
  onLeave,
}: {
  shop: ShopDetail;
  date: string;
  slot: SelectedSlot;
  onLeave: (leaving: Leaving) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const cart = useSelector(selectCart);
  const totals = useSelector(selectCartTotals);
  const { creation, error } = useSelector(selectPreBooking);
  const { details: customer } = useCustomerDetails();
  const [createBooking] = useCreateBookingMutation();
  const [isEditing, setIsEditing] = useState(!customer.isEmailValid);
  const isLoading = creation === 'loading';
  const hasFee = shop.booking.fee > 0;
  const timeRange = formatTimeRange(slot.time, totals.totalDuration);

  const submit = async () => {
    if (isLoading || isEditing || !customer.isEmailValid) return;
    // The walk-in order's fields (spec section 7), then what only a booking has.
    const { payNow: _walkIn, ...order } = joinQueueBodyFrom({
      shopId: shop.id,
      services: cart.services,
      additionalServices: cart.additionalServices,
      totals,
      customer: { name: customer.name, phone: customer.phone },
    });
    const body: CreateBookingBody = {
      ...order,
      email: customer.email.trim(),
      date,
      time: slot.time,
    };
    dispatch(bookingRequested());
    try {
      const { booking, checkoutUrl } = await createBooking(body).unwrap();
      onLeave({ to: checkoutUrl ? 'payment' : 'booking', bookingId: booking.id });
      dispatch(bookingCreated());
      if (checkoutUrl) {
        // The cart stays until the payment is through: a failed one may need a new time.
        window.location.assign(checkoutUrl);
      } else {
        dispatch(cartCleared());
        navigate(paths.bookingPaid(booking.id), { replace: true });
      }
    } catch (failure) {
      const lostSlot = lostSlotOf(failure);
      if (lostSlot) {
        // Back to choosing a time, the order kept.
        const message = t(`prebooking.page.${lostSlot}`);
        dispatch(bookingFailed(message));
        dispatch(slotCleared());
        notify.error(message);
        const state: PreBookingLocationState = { lostSlot };
        navigate(paths.preBookingBarbershop(shop.id), { state });
        return;
      }
      const message = errorMessage(failure, t('messages.failedToCreateOrder'));
      dispatch(bookingFailed(message));
      notify.error(message);
    }
  };

  const submitLabel = isLoading
    ? t('prebooking.confirm.booking')
    : hasFee
      ? t('prebooking.confirm.pay', {
          amount: formatMoney(shop.booking.fee, language, shop.currency),
        })
      : t('prebooking.confirm.book');

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-6">
        <Card className="space-y-5 p-5 sm:p-6">
          <ShopLocation shop={shop} />
          <dl className="grid gap-4 border-zinc-200 border-t pt-5 sm:grid-cols-2 dark:border-zinc-800">
            <div className="flex items-start gap-3">
              <CalendarDays
                aria-hidden
                className="mt-0.5 size-5 text-amber-600 dark:text-amber-400"
              />
              <div>
                <dt className="text-xs text-zinc-500 dark:text-zinc-400">
                  {t('prebooking.details.date')}
                </dt>
                <dd
                  data-testid="confirm-date"
                  className="font-semibold text-zinc-950 dark:text-white"
                >
                  {formatLocalDate(date, language)}
                </dd>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Clock aria-hidden className="mt-0.5 size-5 text-amber-600 dark:text-amber-400" />
              <div>
                <dt className="text-xs text-zinc-500 dark:text-zinc-400">
                  {t('prebooking.details.time')}
                </dt>
                <dd
                  data-testid="confirm-time"
                  className="font-semibold tabular-nums text-zinc-950 dark:text-white"
                >
                  {timeRange}
                </dd>
              </div>
            </div>
          </dl>
        </Card>

        <ChosenServicesCard
          services={cart.services}
          additionalServices={cart.additionalServices}
          shop={shop}
        />

        <DetailsCard isEditing={isEditing} onEdit={setIsEditing} />
      </div>

      <OrderSummaryAside
        headingId="booking-total-heading"
        totalPrice={totals.totalPrice}
        totalDuration={totals.totalDuration}
        currency={shop.currency}
      >
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('prebooking.confirm.servicesAtShop')}
        </p>
        <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
          <BookingFeeNote
            fee={shop.booking.fee}
            currency={shop.currency}
            refundWindowHours={shop.booking.refundWindowHours}
            startAt={slot.startAt}
            timezone={shop.timezone}
          />
        </div>
        {creation === 'error' && error ? <Alert tone="danger">{error}</Alert> : null}
        {isEditing ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('prebooking.confirm.finishDetails')}
          </p>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          onClick={submit}
          disabled={isLoading || isEditing}
          aria-busy={isLoading || undefined}
          data-testid="prebooking-pay"
        >
          {isLoading ? <Spinner className="size-5 text-zinc-950" /> : null}
          <span className="text-balance text-center leading-tight">{submitLabel}</span>
          {isLoading ? null : <ArrowRight aria-hidden className="size-4" />}
        </Button>
        <Link
          to={paths.preBookingBarbershop(shop.id)}
          className={buttonStyles({ variant: 'ghost', className: 'w-full' })}
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('prebooking.confirm.change')}
        </Link>
      </OrderSummaryAside>
    </div>
  );
}

/**
 * /pre-orderconfirm (spec section 2): the order, the day and time, the totals and the booking
 * fee. Booking goes loading, then fulfilled (on to the payment, or straight to the booking
 * when there is no fee) or error (spec section 4); a time someone else took meanwhile sends
 * the customer back to choose another, with the order kept.
 */
export function PreOrderConfirmRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const cart = useSelector(selectCart);
  const choice = useSelector(selectPreBooking);
  const hasOrder = cart.shopId !== null && cart.services.length > 0;
  const isSameShop = choice.shopId === cart.shopId;
  const slot = isSameShop ? choice.selectedSlot : null;
  const date = isSameShop ? choice.selectedDate : null;
  // Read fresh: the fee and the refund window are the shop's as they are now.
  const shopQuery = useShopDetailQuery(hasOrder && slot && cart.shopId ? cart.shopId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const shop = shopQuery.currentData;

  // Back from the provider's page out of the browser's page cache: the payment was not made.
  useEffect(() => {
    if (leaving?.to !== 'payment') return;
    const { bookingId } = leaving;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) navigate(paths.bookingPaymentFailed(bookingId), { replace: true });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [leaving, navigate]);

  if (leaving) {
    return (
      <LoadingView
        fullScreen={false}
        label={
          leaving.to === 'payment'
            ? t('prebooking.confirm.toPayment')
            : t('prebooking.confirm.opening')
        }
      />
    );
  }

  const header = (
    <PageHeader
      title={t('pages.preOrderConfirm.title')}
      description={t('pages.preOrderConfirm.description')}
    />
  );

  if (!hasOrder || !cart.shopId) {
    return (
      <OrderPageEmpty
        header={header}
        icon={CalendarClock}
        title={t('prebooking.confirm.emptyTitle')}
        description={t('prebooking.confirm.emptyDescription')}
        to={paths.preBooking}
        linkLabel={t('order.findShop')}
      />
    );
  }

  if (!slot || !date) {
    return (
      <OrderPageEmpty
        header={header}
        icon={CalendarClock}
        title={t('prebooking.confirm.noTimeTitle')}
        description={t('prebooking.confirm.noTimeDescription')}
        to={paths.preBookingBarbershop(cart.shopId)}
        linkLabel={t('prebooking.confirm.pickTime')}
      />
    );
  }

  return (
    <div className="space-y-8">
      {header}
      {shop ? (
        <ConfirmBooking shop={shop} date={date} slot={slot} onLeave={setLeaving} />
      ) : shopQuery.isError ? (
        <Alert tone="danger" title={t('messages.failedToFetchShop')}>
          <p>{errorMessage(shopQuery.error, t('messages.failedToFetchShop'))}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-3"
            onClick={() => void shopQuery.refetch()}
          >
            {t('actions.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <ConfirmSkeleton label={t('order.loading')} />
      )}
    </div>
  );
}
