import type { BookingView } from '@jono/contract/api/booking';
import type { ReactNode } from 'react';
import { BookingFacts, BookingPayment } from '@/features/customer-booking/components/booking-facts';
import { bookingLines } from '@/features/customer-booking/utils/booking-lines';
import { AdditionalServicesList } from '@/features/customer-queue/components/additional-services-list';
import { OrderLinesList } from '@/features/customer-queue/components/order-lines-list';
import { OrderTotals } from '@/features/customer-queue/components/order-totals';

/**
 * A booking as its customer sees it after booking or when finding it again: when and where,
 * the services and totals (the walk-in order's own parts), then the fee's payment. Composed
 * here because it joins the booking and queue features; the caller frames it (a card).
 */
export function BookingSummary({ booking, heading }: { booking: BookingView; heading: ReactNode }) {
  return (
    <>
      <BookingFacts booking={booking} heading={heading} />
      <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
        <OrderLinesList lines={bookingLines(booking)} currency={booking.currency} />
      </div>
      {booking.additionalServices.length > 0 ? (
        <AdditionalServicesList services={booking.additionalServices} />
      ) : null}
      <OrderTotals className="border-zinc-200 border-t pt-5 dark:border-zinc-800" order={booking} />
      <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
        <BookingPayment booking={booking} />
      </div>
    </>
  );
}
