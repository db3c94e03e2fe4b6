import type { BookingView } from '@jono/contract/api/booking';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import {
  useCancelBookingMutation,
  useLookupBookingMutation,
  useMoveBookingMutation,
  useRequestRefundMutation,
} from '../api/manage-booking';

/** What a cancel did: with the money given back when the fee was refunded at once. */
function cancelledMessage(
  outcome: { refund: string; booking: BookingView },
  currency: string,
  language: string,
  t: TFunction,
): string {
  return outcome.refund === 'refunded'
    ? t('prebooking.cancel.doneRefunded', {
        amount: formatMoney(outcome.booking.payment?.refunded ?? 0, language, currency),
      })
    : t('prebooking.cancel.done');
}

/**
 * A booking found by its code and phone, and the customer's own actions on it (the phone it
 * was found with proves them): cancel (refunded automatically inside the free window) and a
 * refund request with a reason, and moving it to another free time. Each answer replaces the booking shown; a failure is a toast.
 */
export function useBookingLookup() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [lookup, lookupState] = useLookupBookingMutation();
  const [cancel, cancelState] = useCancelBookingMutation();
  const [requestRefund, refundState] = useRequestRefundMutation();
  const [move, moveState] = useMoveBookingMutation();
  const [booking, setBooking] = useState<BookingView | null>(null);
  const [phone, setPhone] = useState('');

  const find = async (values: { code: string; phone: string }) => {
    setPhone(values.phone);
    try {
      setBooking(await lookup(values).unwrap());
    } catch {
      setBooking(null);
    }
  };

  /** Whether the booking was cancelled. */
  const cancelBooking = async (): Promise<boolean> => {
    if (!booking) return false;
    try {
      const outcome = await cancel({ bookingId: booking.id, phone }).unwrap();
      setBooking(outcome.booking);
      notify.success(cancelledMessage(outcome, booking.currency, language, t));
      return true;
    } catch (failure) {
      notify.error(errorMessage(failure));
      return false;
    }
  };

  /** Whether the booking was moved; a refusal (the time was just taken...) is a toast. */
  const moveBooking = async (to: { date: string; time: string }): Promise<boolean> => {
    if (!booking) return false;
    try {
      const moved = await move({ bookingId: booking.id, phone, ...to }).unwrap();
      setBooking(moved);
      notify.success(t('prebooking.move.done', { time: moved.timeRange }));
      return true;
    } catch (failure) {
      notify.error(errorMessage(failure));
      return false;
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

  return {
    booking,
    find,
    /** Takes the last failed search's message away. */
    clearLookupError: lookupState.reset,
    cancelBooking,
    moveBooking,
    sendRefundRequest,
    isSearching: lookupState.isLoading,
    lookupError: lookupState.error && !lookupState.isLoading ? lookupState.error : null,
    isCancelling: cancelState.isLoading,
    isSendingRefund: refundState.isLoading,
    isMoving: moveState.isLoading,
  };
}
