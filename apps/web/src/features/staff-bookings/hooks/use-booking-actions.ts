import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type StaffBooking,
  useCancelBookingByStaffMutation,
  useCompleteBookingMutation,
  useMarkBookingNoShowMutation,
  useMoveBookingByStaffMutation,
} from '../api/staff-bookings';

export type BookingAction = 'complete' | 'noShow' | 'cancel' | 'move';

/**
 * The staff's steps on a booking. Each marks its booking busy while it runs, then says how
 * it went: a toast in the reader's language, or the server's own message (or "something
 * went wrong!") on failure. Resolves true when the step was taken.
 */
export function useBookingActions() {
  const { t, i18n } = useTranslation();
  const [complete] = useCompleteBookingMutation();
  const [markNoShow] = useMarkBookingNoShowMutation();
  const [cancel] = useCancelBookingByStaffMutation();
  const [move] = useMoveBookingByStaffMutation();
  const [pending, setPending] = useState<Readonly<Record<string, BookingAction>>>({});

  const run = useCallback(
    async (
      booking: StaffBooking,
      action: BookingAction,
      call: (ref: { bookingId: string; date: string }) => Promise<unknown>,
      success: string,
    ): Promise<boolean> => {
      const id = booking.id;
      setPending((current) => ({ ...current, [id]: action }));
      try {
        await call({ bookingId: id, date: booking.date });
        notify.success(success, { id: `booking-${id}` });
        return true;
      } catch (error) {
        notify.error(errorMessage(error, t('messages.somethingWentWrong')), {
          id: `booking-${id}`,
        });
        return false;
      } finally {
        setPending(({ [id]: _done, ...rest }) => rest);
      }
    },
    [t],
  );

  return {
    /** The step running on this booking, if any. */
    pendingAction: (bookingId: string): BookingAction | null => pending[bookingId] ?? null,
    complete: (booking: StaffBooking) =>
      run(
        booking,
        'complete',
        (ref) => complete(ref).unwrap(),
        t('dashboard.bookings.toasts.completed', { name: booking.customerName }),
      ),
    noShow: (booking: StaffBooking) =>
      run(
        booking,
        'noShow',
        (ref) => markNoShow(ref).unwrap(),
        t('dashboard.bookings.toasts.noShow', { name: booking.customerName }),
      ),
    cancel: (booking: StaffBooking, reason: string) =>
      run(
        booking,
        'cancel',
        (ref) => cancel({ ...ref, reason }).unwrap(),
        booking.paymentStatus === 'paid'
          ? t('dashboard.bookings.toasts.cancelledRefunded', { name: booking.customerName })
          : t('dashboard.bookings.toasts.cancelled', { name: booking.customerName }),
      ),
    move: (booking: StaffBooking, to: { date: string; time: string }) =>
      run(
        booking,
        'move',
        (ref) => move({ ...ref, to }).unwrap(),
        t('dashboard.bookings.move.done', {
          name: booking.customerName,
          date: formatLocalDate(to.date, i18n.language),
          time: to.time,
        }),
      ),
  };
}

export type BookingActions = ReturnType<typeof useBookingActions>;
