import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { formatLocalDate } from '@/lib/dates';
import type { StaffBooking } from '../api/staff-bookings';

/**
 * A dialog that acts on one booking (cancel, move): open while there is a booking, titled with
 * its customer's name over its day and time, and not dismissed while the action is saving.
 */
export function BookingDialog({
  action,
  booking,
  isPending,
  onClose,
  children,
}: {
  action: 'cancel' | 'move';
  booking: StaffBooking | null;
  isPending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      isOpen={booking !== null}
      onClose={onClose}
      isDismissible={!isPending}
      title={t(`dashboard.bookings.${action}.title`, { name: booking?.customerName ?? '' })}
      description={
        booking
          ? t(`dashboard.bookings.${action}.description`, {
              date: formatLocalDate(booking.date, i18n.language),
              time: booking.timeRange,
            })
          : undefined
      }
    >
      {children}
    </Dialog>
  );
}
