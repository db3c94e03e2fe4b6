import type { BookingView, Slot } from '@jono/contract/api/booking';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { SlotGridState } from '@/components/bookings/slot-grid';
import { slotGridStateOf } from '@/components/bookings/slot-grid-state';
import { useDayAvailabilityQuery } from '@/lib/booking-availability';

const noDay: SlotGridState = { kind: 'ready', slots: [] };

/**
 * Where a found booking is to move, as the customer picks it: the form open or not, a day (the
 * booking's own at first) and one of its free times for the booking's length, read while the
 * form is open. Another day clears the time; a move made closes the form. What was picked
 * stays when the form is closed and opened again.
 */
export function useMoveChoice(
  booking: BookingView,
  /** Resolves to whether the booking was moved. */
  onMove: (to: { date: string; time: string }) => Promise<boolean>,
) {
  const [isOpen, setIsOpen] = useState(false);
  const [date, setDate] = useState(booking.date);
  const [slot, setSlot] = useState<Slot | null>(null);
  const dayQuery = useDayAvailabilityQuery(
    isOpen && date
      ? {
          shopId: booking.shop.id,
          date,
          duration: booking.totalDuration,
          // A barber the customer named stays theirs; "any barber" may move to anyone free.
          barberId: booking.barber?.named ? booking.barber.id : null,
        }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );

  return {
    isOpen,
    open: () => setIsOpen(true),
    close: () => setIsOpen(false),
    date,
    chooseDate: (day: string) => {
      setDate(day);
      setSlot(null);
    },
    slot,
    chooseSlot: setSlot,
    slotState: date ? slotGridStateOf(dayQuery) : noDay,
    async confirm() {
      if (!slot) return;
      if (await onMove({ date, time: slot.time })) {
        setIsOpen(false);
        setSlot(null);
      }
    },
  };
}
