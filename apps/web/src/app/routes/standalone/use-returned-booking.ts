import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useBookingConfirmation } from '@/features/customer-booking/hooks/use-booking-confirmation';
import { useBookingLanguage } from '@/features/customer-booking/hooks/use-booking-language';
import { cartCleared, selectCart } from '@/features/customer-cart/stores/cart-slice';

/**
 * The booking named by `?booking=` that the payment provider sent the customer back with,
 * read until its payment is confirmed, shown in the language it was made in. Once it is
 * booked, the cart that built it is emptied.
 */
export function useReturnedBooking() {
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

  return { bookingId, query, booking };
}
