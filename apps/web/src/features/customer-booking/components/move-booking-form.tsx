import type { BookingView } from '@jono/contract/api/booking';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotGrid } from '@/components/bookings/slot-grid';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { todayIn } from '@/lib/dates';
import { useMoveChoice } from '../hooks/use-move-choice';

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
  const move = useMoveChoice(booking, onMove);
  const { slot } = move;

  if (!move.isOpen) {
    return (
      <Button variant="secondary" onClick={move.open}>
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
        value={move.date}
        min={todayIn(booking.shop.timezone)}
        today={todayIn(booking.shop.timezone)}
        onChange={move.chooseDate}
      />
      <SlotGrid
        state={move.slotState}
        selectedTime={slot?.time ?? null}
        onSelect={move.chooseSlot}
        label={t('prebooking.move.times')}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={!slot || isMoving} onClick={() => void move.confirm()}>
          {isMoving
            ? t('prebooking.move.moving')
            : slot
              ? t('prebooking.move.confirm', { time: slot.time })
              : t('prebooking.move.pickTime')}
        </Button>
        <Button variant="ghost" onClick={move.close}>
          {t('prebooking.move.keep')}
        </Button>
      </div>
    </section>
  );
}
