import type { CreateBookingBody } from '@jono/contract/api/booking';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { CustomerDetail } from '@/lib/customer-detail-limits';
import { errorMessage } from '@/lib/error-message';
import { refusedDetailMessage, refusedDetailOf } from '@/lib/refused-detail';
import { notify } from '@/lib/toast';
import { useCreateBookingMutation } from '../api/create-booking';
import {
  bookingCreated,
  bookingFailed,
  bookingRequested,
  selectPreBooking,
  slotCleared,
} from '../stores/pre-booking-slice';
import { bookingRefusalKey, lostSlotOf } from '../utils/booking-errors';

/** Set by the confirmation page when the chosen time could not be booked after all. */
export interface PreBookingLocationState {
  lostSlot?: 'taken' | 'notBookable';
}

/** Booked: on the way to the provider's checkout, or to the booking itself. */
export interface Leaving {
  to: 'payment' | 'booking';
  bookingId: string;
}

/**
 * Booking the chosen time: loading, then on to the provider's checkout (the cart stays until
 * the payment is through: a failed one may need a new time), or straight to the booking when
 * there is no fee (`onConfirmed`: the order is done), or the reason as a toast and inline. A
 * time someone else took meanwhile sends the customer back to choose another, the order kept;
 * a refused detail (a name too long) is named, and `refusedDetail` says which, to edit it.
 */
export function useCreateBooking({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createBooking] = useCreateBookingMutation();
  const { creation, error } = useSelector(selectPreBooking);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const [refusedDetail, setRefusedDetail] = useState<CustomerDetail | null>(null);

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

  const book = async (body: CreateBookingBody) => {
    dispatch(bookingRequested());
    setRefusedDetail(null);
    try {
      const { booking, checkoutUrl } = await createBooking(body).unwrap();
      setLeaving({ to: checkoutUrl ? 'payment' : 'booking', bookingId: booking.id });
      dispatch(bookingCreated());
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
      } else {
        onConfirmed();
        navigate(paths.bookingPaid(booking.id), { replace: true });
      }
    } catch (failure) {
      const lostSlot = lostSlotOf(failure);
      if (lostSlot) {
        const message = t(`prebooking.page.${lostSlot}`);
        dispatch(bookingFailed(message));
        dispatch(slotCleared());
        notify.error(message);
        const state: PreBookingLocationState = { lostSlot };
        navigate(paths.preBookingBarbershop(body.shopId), { state });
        return;
      }
      const refusal = bookingRefusalKey(failure);
      const message = refusal
        ? t(refusal)
        : (refusedDetailMessage(failure, t) ??
          errorMessage(failure, t('messages.failedToCreateOrder')));
      setRefusedDetail(refusedDetailOf(failure));
      dispatch(bookingFailed(message));
      notify.error(message);
    }
  };

  return {
    book,
    leaving,
    isBooking: creation === 'loading',
    refusedDetail,
    failure: creation === 'error' ? error : null,
  };
}
