import type { Slot } from '@jono/contract/api/booking';
import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotGrid } from '@/components/bookings/slot-grid';
import { slotGridStateOf } from '@/components/bookings/slot-grid-state';
import { DateField } from '@/components/ui/date-field';
import { DialogSubmitActions } from '@/components/ui/dialog-actions';
import { useDayAvailabilityQuery } from '@/lib/booking-availability';
import type { StaffBooking } from '../api/staff-bookings';
import { BookingDialog } from './booking-dialog';

/**
 * Staff move a booking to another day and one of its free times for the booking's length,
 * with the barber the customer named (or anyone, for "any barber"): no time is typed that
 * the server would refuse. The customer is mailed the new time.
 */
export function MoveBookingDialog({
  shopId,
  booking,
  today,
  isPending,
  onMove,
  onClose,
}: {
  shopId: string;
  booking: StaffBooking | null;
  /** The shop's today, the first day a booking can move to. */
  today: string;
  isPending: boolean;
  onMove: (booking: StaffBooking, to: { date: string; time: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const bookingId = booking?.id;
  const startDate = booking?.date;
  // A fresh form for every booking, starting from its own day.
  useEffect(() => {
    if (!bookingId || !startDate) return;
    setDate(startDate);
    setSlot(null);
  }, [bookingId, startDate]);
  const named = booking?.barber?.named ? booking.barber : null;
  const dayQuery = useDayAvailabilityQuery(
    booking && date
      ? { shopId, date, duration: booking.totalDuration, barberId: named?.id ?? null }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );

  return (
    <BookingDialog action="move" booking={booking} isPending={isPending} onClose={onClose}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (booking && date && slot) onMove(booking, { date, time: slot.time });
        }}
      >
        <DateField
          label={t('dashboard.bookings.move.date')}
          value={date}
          min={today}
          today={today}
          onChange={(value) => {
            setDate(value);
            setSlot(null);
          }}
        />
        <SlotGrid
          state={date ? slotGridStateOf(dayQuery) : { kind: 'ready', slots: [] }}
          selectedTime={slot?.time ?? null}
          onSelect={setSlot}
          label={
            named
              ? t('dashboard.bookings.move.timesWith', { name: named.name })
              : t('dashboard.bookings.move.times')
          }
        />
        <DialogSubmitActions
          backLabel={t('dashboard.bookings.move.keep')}
          onBack={onClose}
          busy={isPending}
          busyLabel={t('dashboard.bookings.actions.working')}
          icon={CalendarClock}
          disabled={!date || !slot}
        >
          {t('dashboard.bookings.move.confirm')}
        </DialogSubmitActions>
      </form>
    </BookingDialog>
  );
}
