import type { BookingView } from '@jono/contract/api/booking';
import { ArrowRight, CalendarDays, ReceiptText, Scissors } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import {
  useCancelBookingMutation,
  useLookupBookingMutation,
  useRequestRefundMutation,
} from '@/features/booking/api/manage-booking';
import { BookingLookupForm } from '@/features/booking/components/booking-lookup-form';
import { CancelBookingDialog } from '@/features/booking/components/cancel-booking-dialog';
import { RefundRequestForm } from '@/features/booking/components/refund-request-form';
import { useCustomerDetails } from '@/features/customer/hooks/use-customer-details';
import { customerDetailsSaved } from '@/features/customer/stores/customer-slice';
import { useLookupOrderMutation } from '@/features/queue/api/lookup-order';
import { OrderDetails } from '@/features/queue/components/order-details';
import { OrderLookupForm } from '@/features/queue/components/order-lookup-form';
import { QueueStatusBadge } from '@/features/queue/components/queue-status-badge';
import { ShopLocation } from '@/features/queue/components/shop-location';
import { isLiveStatus } from '@/features/queue/stores/active-order-slice';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { BookingSummary } from '../booking-summary';

type LookupKind = 'order' | 'booking';
const lookupKinds: LookupKind[] = ['order', 'booking'];

/** What a result looks like before anything is found: only on wide screens. */
function NothingYet({
  headingId,
  title,
  description,
}: {
  headingId: string;
  title: string;
  description: string;
}) {
  return (
    <>
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      {/* On a phone the form says enough; the placeholder only fills the wide layout. */}
      <div className="hidden lg:block">
        <EmptyState icon={ReceiptText} title={title} description={description} />
      </div>
    </>
  );
}

/** A walk-in order found by its number and the phone it was made with. */
function OrderLookup() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { details, hasDetails } = useCustomerDetails();
  const [lookup, { data: order, error, isLoading }] = useLookupOrderMutation();
  const [searchedPhone, setSearchedPhone] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The order pages need the customer's details (spec section 6). Someone on a new device has
  // just proven them: keep the name of the order and the phone it was found with.
  const rememberCustomer = () => {
    if (!hasDetails && order) {
      dispatch(customerDetailsSaved({ name: order.customerName, phone: searchedPhone }));
    }
  };

  // A found order takes the focus, so keyboard and screen reader users land on the answer.
  useEffect(() => {
    if (order) resultHeading.current?.focus();
  }, [order]);

  return (
    <div className="grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
      <Card className="p-5 sm:p-6">
        <h2 className="mb-5 font-semibold text-lg text-zinc-950 dark:text-white">
          {t('checkDetails.formTitle')}
        </h2>
        <OrderLookupForm
          defaultPhone={details.phone}
          isSearching={isLoading}
          onSearch={(values) => {
            setSearchedPhone(values.phone);
            void lookup(values);
          }}
        />
        {error && !isLoading ? (
          <Alert tone="danger" className="mt-5">
            <p className="font-semibold">{errorMessage(error)}</p>
            <p className="mt-1">{t('checkDetails.notFoundHint')}</p>
          </Alert>
        ) : null}
      </Card>

      <section aria-labelledby="order-result-heading" className="min-w-0">
        {order && !error ? (
          <div className="space-y-6">
            <Card className="space-y-5 p-5 sm:p-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2
                  id="order-result-heading"
                  ref={resultHeading}
                  tabIndex={-1}
                  className="font-semibold text-lg text-zinc-950 outline-none dark:text-white"
                >
                  {t('checkDetails.result')}
                </h2>
                <QueueStatusBadge status={order.status} />
              </div>
              <ShopLocation shop={order.barberShop} headingLevel="h3" />
              {isLiveStatus(order.status) ? (
                <Link
                  to={paths.orderTracking(order.orderId)}
                  onClick={rememberCustomer}
                  className={buttonStyles({ className: 'w-full sm:w-auto' })}
                >
                  {t('checkDetails.openTracking')}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              ) : null}
            </Card>
            <OrderDetails order={order} title={t('order.services')} />
          </div>
        ) : (
          <NothingYet
            headingId="order-result-heading"
            title={t('pages.checkDetails.empty')}
            description={t('checkDetails.emptyDescription')}
          />
        )}
      </section>
    </div>
  );
}

/**
 * A booking found by its number and phone: its details, status, payment and refund, and
 * the customer's own actions on it: cancel (refunded automatically inside the free window)
 * and, when the fee was not refunded by itself, a refund request with a reason.
 */
function BookingLookup({ defaultBookingId }: { defaultBookingId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { details } = useCustomerDetails();
  const [lookup, lookupState] = useLookupBookingMutation();
  const [cancel, cancelState] = useCancelBookingMutation();
  const [requestRefund, refundState] = useRequestRefundMutation();
  const [booking, setBooking] = useState<BookingView | null>(null);
  const [phone, setPhone] = useState('');
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // A found booking takes the focus, like a found order.
  const foundId = booking?.id;
  useEffect(() => {
    if (foundId) resultHeading.current?.focus();
  }, [foundId]);

  const find = async (values: { bookingId: string; phone: string }) => {
    setPhone(values.phone);
    try {
      setBooking(await lookup(values).unwrap());
    } catch {
      setBooking(null);
    }
  };

  const confirmCancel = async () => {
    if (!booking) return;
    try {
      const outcome = await cancel({ bookingId: booking.id, phone }).unwrap();
      setBooking(outcome.booking);
      setIsCancelOpen(false);
      notify.success(
        outcome.refund === 'refunded'
          ? t('prebooking.cancel.doneRefunded', {
              amount: formatMoney(
                outcome.booking.payment?.refunded ?? 0,
                language,
                booking.currency,
              ),
            })
          : t('prebooking.cancel.done'),
      );
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  const sendRefundRequest = async (reason: string) => {
    if (!booking) return;
    try {
      setBooking(await requestRefund({ bookingId: booking.id, phone, reason }).unwrap());
      notify.success(t('prebooking.refundRequest.sent'));
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  const lookupError = lookupState.error && !lookupState.isLoading ? lookupState.error : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
      <Card className="p-5 sm:p-6">
        <h2 className="mb-5 font-semibold text-lg text-zinc-950 dark:text-white">
          {t('prebooking.lookup.formTitle')}
        </h2>
        <BookingLookupForm
          defaultBookingId={defaultBookingId}
          defaultPhone={details.phone}
          isSearching={lookupState.isLoading}
          onSearch={find}
        />
        {lookupError ? (
          <Alert tone="danger" className="mt-5">
            <p className="font-semibold">{errorMessage(lookupError)}</p>
            <p className="mt-1">{t('prebooking.lookup.notFoundHint')}</p>
          </Alert>
        ) : null}
      </Card>

      <section aria-labelledby="booking-result-heading" className="min-w-0">
        {booking && !lookupError ? (
          <Card className="space-y-6 p-5 sm:p-6">
            <h2
              id="booking-result-heading"
              ref={resultHeading}
              tabIndex={-1}
              className="font-semibold text-lg text-zinc-950 outline-none dark:text-white"
            >
              {t('prebooking.lookup.result')}
            </h2>
            <BookingSummary
              booking={booking}
              heading={
                <h3 className="font-semibold text-zinc-950 dark:text-white">{booking.shop.name}</h3>
              }
            />
            {booking.canCancel ? (
              <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
                <Button variant="secondary" onClick={() => setIsCancelOpen(true)}>
                  {t('prebooking.cancel.open')}
                </Button>
                <CancelBookingDialog
                  booking={booking}
                  isOpen={isCancelOpen}
                  isCancelling={cancelState.isLoading}
                  onClose={() => setIsCancelOpen(false)}
                  onConfirm={confirmCancel}
                />
              </div>
            ) : null}
            {booking.canRequestRefund && !booking.refund ? (
              <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
                <RefundRequestForm
                  amount={formatMoney(
                    (booking.payment?.amount ?? 0) - (booking.payment?.refunded ?? 0),
                    language,
                    booking.currency,
                  )}
                  isSending={refundState.isLoading}
                  onSend={sendRefundRequest}
                />
              </div>
            ) : null}
          </Card>
        ) : (
          <NothingYet
            headingId="booking-result-heading"
            title={t('prebooking.lookup.empty')}
            description={t('prebooking.lookup.emptyDescription')}
          />
        )}
      </section>
    </div>
  );
}

/**
 * /check-details (spec section 2): a walk-in order or a booking, found by its number and
 * the phone it was made with. `?booking={id}` (the confirmation mail's link) opens the
 * booking side with the number filled in.
 */
export function CheckDetailsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookingParam = params.get('booking')?.trim() ?? '';
  const [kind, setKind] = useState<LookupKind>(bookingParam ? 'booking' : 'order');
  const tabsId = useId();
  const tabRefs = useRef<Record<LookupKind, HTMLButtonElement | null>>({
    order: null,
    booking: null,
  });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = lookupKinds[
      (lookupKinds.indexOf(kind) + step + lookupKinds.length) % lookupKinds.length
    ] as LookupKind;
    setKind(next);
    tabRefs.current[next]?.focus();
  };

  const tabs = [
    { kind: 'order' as const, label: t('prebooking.lookup.walkInTab'), icon: Scissors },
    { kind: 'booking' as const, label: t('prebooking.lookup.bookingTab'), icon: CalendarDays },
  ];

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('pages.checkDetails.title')}
        description={
          kind === 'order' ? t('checkDetails.description') : t('prebooking.lookup.description')
        }
      />
      <div
        role="tablist"
        aria-label={t('prebooking.lookup.tabsLabel')}
        className="inline-flex w-full rounded-2xl border border-zinc-200 bg-zinc-100 p-1 sm:w-auto dark:border-zinc-800 dark:bg-zinc-900"
      >
        {tabs.map(({ kind: tabKind, label, icon: Icon }) => {
          const isSelected = kind === tabKind;
          return (
            <button
              key={tabKind}
              ref={(element) => {
                tabRefs.current[tabKind] = element;
              }}
              type="button"
              role="tab"
              id={`${tabsId}-${tabKind}-tab`}
              aria-selected={isSelected}
              aria-controls={`${tabsId}-${tabKind}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setKind(tabKind)}
              onKeyDown={onTabKey}
              className={
                isSelected
                  ? 'focus-ring flex h-10 flex-1 items-center justify-center gap-2 rounded-xl bg-white px-4 font-semibold text-sm text-zinc-950 shadow-sm sm:flex-none dark:bg-zinc-800 dark:text-white'
                  : 'focus-ring flex h-10 flex-1 items-center justify-center gap-2 rounded-xl px-4 font-medium text-sm text-zinc-600 hover:text-zinc-950 sm:flex-none dark:text-zinc-400 dark:hover:text-white'
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${tabsId}-${kind}-panel`} aria-labelledby={`${tabsId}-${kind}-tab`}>
        {kind === 'order' ? <OrderLookup /> : <BookingLookup defaultBookingId={bookingParam} />}
      </div>
    </div>
  );
}
