import { useState } from 'react';
import type { StaffBooking } from '../api/staff-bookings';
import type { BookingActions } from './use-booking-actions';

type DialogKind = 'cancel' | 'noShow' | 'move';

/**
 * Which booking's cancel, no-show or move dialog is open: a dialog shows the booking as the
 * live list has it now, is busy while its action runs, and closes once the action is done.
 */
export function useBookingDialogs(
  bookings: readonly StaffBooking[] | undefined,
  actions: BookingActions,
) {
  const [dialog, setDialog] = useState<{ kind: DialogKind; id: string } | null>(null);
  const closeOnSuccess = (isDone: boolean) => {
    if (isDone) setDialog(null);
  };
  return {
    open: (kind: DialogKind) => (booking: StaffBooking) => setDialog({ kind, id: booking.id }),
    close: () => setDialog(null),
    closeOnSuccess,
    bookingOf: (kind: DialogKind) =>
      dialog?.kind === kind
        ? (bookings?.find((booking) => booking.id === dialog.id) ?? null)
        : null,
    isPending: (kind: DialogKind) =>
      dialog?.kind === kind && actions.pendingAction(dialog.id) === kind,
  };
}
