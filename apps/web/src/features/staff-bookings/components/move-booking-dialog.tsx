import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { DateField } from '@/components/ui/date-field';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TimeField } from '@/components/ui/time-field';
import type { StaffBooking } from '../api/staff-bookings';
import { BookingDialog } from './booking-dialog';

/**
 * Staff move a booking to another day and time. The server checks the time is free for the
 * booking's length (a refusal says why, as a toast); the customer is mailed the new time.
 */
export function MoveBookingDialog({
  booking,
  today,
  isPending,
  onMove,
  onClose,
}: {
  booking: StaffBooking | null;
  /** The shop's today, the first day a booking can move to. */
  today: string;
  isPending: boolean;
  onMove: (booking: StaffBooking, to: { date: string; time: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const bookingId = booking?.id;
  const startDate = booking?.date;
  const startTime = booking?.timeRange.slice(0, 5);
  // A fresh form for every booking, starting from its own day and time.
  useEffect(() => {
    if (!bookingId || !startDate || !startTime) return;
    setDate(startDate);
    setTime(startTime);
  }, [bookingId, startDate, startTime]);

  return (
    <BookingDialog action="move" booking={booking} isPending={isPending} onClose={onClose}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (booking && date && time) onMove(booking, { date, time });
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={t('dashboard.bookings.move.date')}
            value={date}
            min={today}
            today={today}
            onChange={setDate}
          />
          <TimeField label={t('dashboard.bookings.move.time')} value={time} onChange={setTime} />
        </div>
        <DialogActions
          backLabel={t('dashboard.bookings.move.keep')}
          onBack={onClose}
          busy={isPending}
        >
          <BusyButton
            type="submit"
            busy={isPending}
            disabled={!date || !time}
            busyLabel={t('dashboard.bookings.actions.working')}
            icon={<CalendarClock aria-hidden className="size-4" />}
          >
            {t('dashboard.bookings.move.confirm')}
          </BusyButton>
        </DialogActions>
      </form>
    </BookingDialog>
  );
}
