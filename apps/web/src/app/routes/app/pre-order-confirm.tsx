import type { ShopDetail } from '@jono/contract/api/shops';
import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { LoadingView } from '@/components/ui/loading-view';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { BookingWhen } from '@/features/customer-booking/components/booking-when';
import { ConfirmBookingActions } from '@/features/customer-booking/components/confirm-booking-actions';
import { useCreateBooking } from '@/features/customer-booking/hooks/use-create-booking';
import {
  type SelectedSlot,
  selectPreBooking,
} from '@/features/customer-booking/stores/pre-booking-slice';
import {
  cartCleared,
  selectCart,
  selectCartTotals,
  selectDoneByBarber,
} from '@/features/customer-cart/stores/cart-slice';
import { EditableDetailsCard } from '@/features/customer-details/components/editable-details-card';
import { useCustomerDetails } from '@/features/customer-details/hooks/use-customer-details';
import { ChosenServicesCard } from '@/features/customer-queue/components/chosen-services-card';
import { OrderSummaryAside } from '@/features/customer-queue/components/order-summary-aside';
import { ShopLocation } from '@/features/customer-queue/components/shop-location';
import { joinQueueBodyFrom } from '@/features/customer-queue/utils/order-lines';
import { useShopDetailQuery } from '@/features/customer-shops/api/get-shop';
import { OrderPageEmpty } from './order-page-empty';
import { OrderPageLayout, OrderPageSkeleton } from './order-page-layout';

type Booking = ReturnType<typeof useCreateBooking>;

function ConfirmBooking({
  shop,
  date,
  slot,
  booking,
}: {
  shop: ShopDetail;
  date: string;
  slot: SelectedSlot;
  booking: Booking;
}) {
  const cart = useSelector(selectCart);
  const totals = useSelector(selectCartTotals);
  // The lines at the chosen barber's prices and lengths, as the totals are.
  const { services: doneServices } = useSelector(selectDoneByBarber);
  const { details: customer } = useCustomerDetails();
  const [isEditing, setIsEditing] = useState(!customer.isEmailValid);
  // A detail the server refused is edited where it shows, its form naming what is wrong.
  useEffect(() => {
    if (booking.refusedDetail) setIsEditing(true);
  }, [booking.refusedDetail]);

  const book = () => {
    if (booking.isBooking || isEditing || !customer.isEmailValid) return;
    // The walk-in order's fields, then what only a booking has.
    const { payNow: _walkIn, ...order } = joinQueueBodyFrom({
      shopId: shop.id,
      services: doneServices,
      additionalServices: cart.additionalServices,
      totals,
      customer: { name: customer.name, phone: customer.phone },
      barberId: cart.barberId,
    });
    void booking.book({ ...order, email: customer.email.trim(), date, time: slot.time });
  };

  return (
    <OrderPageLayout
      aside={
        <OrderSummaryAside
          headingId="booking-total-heading"
          order={{ ...totals, currency: shop.currency }}
        >
          <ConfirmBookingActions
            shop={shop}
            startAt={slot.startAt}
            failure={booking.failure}
            isBooking={booking.isBooking}
            isEditingDetails={isEditing}
            onBook={book}
          />
        </OrderSummaryAside>
      }
    >
      <Card className="space-y-5 p-5 sm:p-6">
        <ShopLocation shop={shop} />
        <BookingWhen
          date={date}
          startAt={slot.startAt}
          duration={totals.totalDuration}
          timezone={shop.timezone}
          barberName={
            shop.team.length > 1
              ? (shop.team.find((member) => member.id === cart.barberId)?.name ?? null)
              : undefined
          }
        />
      </Card>
      <ChosenServicesCard
        services={doneServices}
        additionalServices={cart.additionalServices}
        shop={shop}
      />
      <EditableDetailsCard isEditing={isEditing} onEdit={setIsEditing} />
    </OrderPageLayout>
  );
}

/**
 * /pre-orderconfirm: the order, the day and time, the totals and the booking fee, and the
 * button that books it (useCreateBooking says where it goes from there).
 */
export function PreOrderConfirmRoute() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const booking = useCreateBooking({ onConfirmed: () => dispatch(cartCleared()) });
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

  if (booking.leaving) {
    return (
      <LoadingView
        fullScreen={false}
        label={
          booking.leaving.to === 'payment'
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
        <ConfirmBooking shop={shop} date={date} slot={slot} booking={booking} />
      ) : shopQuery.isError ? (
        <LoadFailedAlert
          title={t('messages.failedToFetchShop')}
          error={shopQuery.error}
          fallback={t('messages.failedToFetchShop')}
          onRetry={() => void shopQuery.refetch()}
        />
      ) : (
        <OrderPageSkeleton label={t('order.loading')} />
      )}
    </div>
  );
}
