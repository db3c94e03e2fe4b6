import { formatShortCode } from '@jono/contract/rules/short-code';
import { CalendarDays, Scissors } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { BookingLookupForm } from '@/features/customer-booking/components/booking-lookup-form';
import { BookingRemindersCard } from '@/features/customer-booking/components/booking-reminders-card';
import { BookingSelfService } from '@/features/customer-booking/components/booking-self-service';
import { useBookingLookup } from '@/features/customer-booking/hooks/use-booking-lookup';
import { useCustomerDetails } from '@/features/customer-details/hooks/use-customer-details';
import { customerDetailsSaved } from '@/features/customer-details/stores/customer-slice';
import { YourDataCard } from '@/features/customer-privacy/components/your-data-card';
import { useLookupOrderMutation } from '@/features/customer-queue/api/lookup-order';
import { FoundOrderCard } from '@/features/customer-queue/components/found-order-card';
import { OrderDetails } from '@/features/customer-queue/components/order-details';
import { OrderLookupForm } from '@/features/customer-queue/components/order-lookup-form';
import { RatingCard } from '@/features/customer-reviews/components/rating-card';
import { errorMessage } from '@/lib/error-message';
import { BookingSummary } from '../booking-summary';
import { LookupLayout } from './lookup-layout';

type LookupKind = 'order' | 'booking';

/** Focuses a result's heading when something is found, for keyboard and screen reader users. */
function useFocusOnFound(found: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (found) heading.current?.focus();
  }, [found]);
  return heading;
}

/** What a lookup is opened with, and how it tells the page the code it searched for. */
interface LookupProps {
  defaultCode: string;
  onSearched: (code: string) => void;
}

/** A walk-in order found by its code and the phone it was made with. */
function OrderLookup({ defaultCode, onSearched }: LookupProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { details, hasDetails } = useCustomerDetails();
  const [lookup, { data: order, error, isLoading, reset }] = useLookupOrderMutation();
  const [searched, setSearched] = useState({ code: '', phone: '' });
  const heading = useFocusOnFound(order);

  // The order pages need the customer's details. Someone on a new device has just proven
  // them: keep the name of the order and the phone it was found with.
  const rememberCustomer = () => {
    if (!hasDetails && order) {
      dispatch(customerDetailsSaved({ name: order.customerName, phone: searched.phone }));
    }
  };

  return (
    <LookupLayout
      formTitle={t('checkDetails.formTitle')}
      form={
        <OrderLookupForm
          defaultReference={defaultCode}
          defaultPhone={details.phone}
          isSearching={isLoading}
          onSearchStart={reset}
          onSearch={({ reference: code, phone }) => {
            setSearched({ code, phone });
            onSearched(code);
            void lookup({ code, phone });
          }}
        />
      }
      notFound={
        error && !isLoading
          ? { message: errorMessage(error), hint: t('checkDetails.notFoundHint') }
          : null
      }
      resultHeadingId="order-result-heading"
      result={
        order && !error ? (
          <div className="space-y-6">
            <FoundOrderCard
              order={order}
              headingId="order-result-heading"
              headingRef={heading}
              onOpenTracking={rememberCustomer}
            />
            <OrderDetails order={order} title={t('order.services')} />
            <YourDataCard code={searched.code} phone={searched.phone} />
          </div>
        ) : null
      }
      nothingYet={{
        title: t('pages.checkDetails.empty'),
        description: t('checkDetails.emptyDescription'),
      }}
    />
  );
}

/** A booking found by its code and phone: its details, and what the customer may still do. */
function BookingLookup({ defaultCode, onSearched }: LookupProps) {
  const { t } = useTranslation();
  const { details } = useCustomerDetails();
  const lookup = useBookingLookup();
  const { booking, lookupError } = lookup;
  const [searched, setSearched] = useState({ code: '', phone: '' });
  const heading = useFocusOnFound(booking?.id);

  return (
    <LookupLayout
      formTitle={t('prebooking.lookup.formTitle')}
      form={
        <BookingLookupForm
          defaultReference={defaultCode}
          defaultPhone={details.phone}
          isSearching={lookup.isSearching}
          onSearchStart={lookup.clearLookupError}
          onSearch={({ reference: code, phone }) => {
            setSearched({ code, phone });
            onSearched(code);
            void lookup.find({ code, phone });
          }}
        />
      }
      notFound={
        lookupError
          ? { message: errorMessage(lookupError), hint: t('prebooking.lookup.notFoundHint') }
          : null
      }
      resultHeadingId="booking-result-heading"
      result={
        booking && !lookupError ? (
          <div className="space-y-6">
            <Card className="space-y-6 p-5 sm:p-6">
              <h2
                id="booking-result-heading"
                ref={heading}
                tabIndex={-1}
                className="font-semibold text-lg text-zinc-950 outline-none dark:text-white"
              >
                {t('prebooking.lookup.result')}
              </h2>
              <BookingSummary
                booking={booking}
                heading={
                  <h3 className="font-semibold text-zinc-950 dark:text-white">
                    {booking.shop.name}
                  </h3>
                }
              />
              <BookingSelfService
                booking={booking}
                isCancelling={lookup.isCancelling}
                isSendingRefund={lookup.isSendingRefund}
                isMoving={lookup.isMoving}
                onCancel={lookup.cancelBooking}
                onMove={lookup.moveBooking}
                onRequestRefund={lookup.sendRefundRequest}
              />
            </Card>
            {booking.status === 'confirmed' ? (
              <BookingRemindersCard bookingId={booking.id} />
            ) : null}
            <RatingCard shopId={booking.shop.id} orderId={booking.id} />
            <YourDataCard code={searched.code} phone={searched.phone} />
          </div>
        ) : null
      }
      nothingYet={{
        title: t('prebooking.lookup.empty'),
        description: t('prebooking.lookup.emptyDescription'),
      }}
    />
  );
}

/**
 * /check-details: a walk-in order or a booking, found by its code and the phone it was made
 * with. The address keeps the tab and the code searched for, so a reload (or a shared link)
 * opens them again: `?booking={code}` (the confirmation mail's link; empty for the tab alone)
 * the booking side, `?order={code}` the walk-in side. The phone stays out of the address.
 */
export function CheckDetailsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: LookupKind = params.has('booking') ? 'booking' : 'order';
  const code = params.get(kind)?.trim() ?? '';
  const show = (next: LookupKind, nextCode = '') =>
    setParams(nextCode || next === 'booking' ? { [next]: nextCode } : {}, { replace: true });
  const lookupProps: LookupProps = {
    defaultCode: code,
    onSearched: (searched) => show(kind, formatShortCode(searched)),
  };
  return (
    <div className="space-y-8">
      <PageHeader
        title={t('pages.checkDetails.title')}
        description={
          kind === 'order' ? t('checkDetails.description') : t('prebooking.lookup.description')
        }
      />
      <Tabs
        label={t('prebooking.lookup.tabsLabel')}
        tabs={[
          { key: 'order', label: t('prebooking.lookup.walkInTab'), icon: Scissors },
          { key: 'booking', label: t('prebooking.lookup.bookingTab'), icon: CalendarDays },
        ]}
        selected={kind}
        onSelect={(next) => show(next)}
      >
        {kind === 'order' ? <OrderLookup {...lookupProps} /> : <BookingLookup {...lookupProps} />}
      </Tabs>
    </div>
  );
}
