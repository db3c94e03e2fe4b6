import type { BookingView, Slot } from '@jono/contract/api/booking';
import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotGrid } from '@/components/bookings/slot-grid';
import { slotGridStateOf } from '@/components/bookings/slot-grid-state';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { useDayAvailabilityQuery } from '@/lib/booking-availability';
import { todayIn } from '@/lib/dates';

/**
 * Moving a found booking: a day, then one of its free times for the booking's length, then a
 * confirmation. The paid fee carries over, which the form says before anything is sent.
 */
export function MoveBookingForm({
  booking,
  isMoving,
  onMove,
}: {
  booking: BookingView;
  isMoving: boolean;
  /** Resolves to whether the booking was moved (the form closes then). */
  onMove: (to: { date: string; time: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
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
  const state = slotGridStateOf(dayQuery);

  if (!isOpen) {
    return (
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <CalendarClock aria-hidden className="size-4" />
        {t('prebooking.move.open')}
      </Button>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="move-booking">
      <h3 id={headingId} className="font-semibold text-zinc-950 dark:text-white">
        {t('prebooking.move.title')}
      </h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {booking.payment?.status === 'paid'
          ? t('prebooking.move.feeCarriesOver')
          : t('prebooking.move.hint')}
      </p>
      <DateField
        label={t('prebooking.move.date')}
        value={date}
        min={todayIn(booking.shop.timezone)}
        today={todayIn(booking.shop.timezone)}
        onChange={(value) => {
          setDate(value);
          setSlot(null);
        }}
      />
      <SlotGrid
        state={date ? state : { kind: 'ready', slots: [] }}
        selectedTime={slot?.time ?? null}
        onSelect={setSlot}
        label={t('prebooking.move.times')}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!slot || isMoving}
          onClick={async () => {
            if (!slot) return;
            if (await onMove({ date, time: slot.time })) {
              setIsOpen(false);
              setSlot(null);
            }
          }}
        >
          {isMoving
            ? t('prebooking.move.moving')
            : slot
              ? t('prebooking.move.confirm', { time: slot.time })
              : t('prebooking.move.pickTime')}
        </Button>
        <Button variant="ghost" onClick={() => setIsOpen(false)}>
          {t('prebooking.move.keep')}
        </Button>
      </div>
    </section>
  );
}
