import { CalendarCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SlotGrid } from '@/components/bookings/slot-grid';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatLocalDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useBookingCalendar } from '../hooks/use-booking-calendar';
import { useChosenTime } from '../hooks/use-chosen-time';
import { MonthCalendar } from './month-calendar';
import { WaitlistCard, type WaitlistProps } from './waitlist-card';

/**
 * The day and time of a booking at one shop: a month calendar that opens on tomorrow in the
 * shop's time zone and the free times of the chosen day, for an order of
 * `duration` minutes with the barber asked for. The choice lives in the pre-booking slice; when the order's length
 * changes, the chosen time is checked again and dropped if it no longer fits.
 */
export function BookingDateTimePicker({
  shopId,
  timezone,
  horizonDays,
  duration,
  services,
  barberId,
  waitlist,
}: {
  shopId: string;
  timezone: string;
  horizonDays: number;
  duration: number;
  /** The order's services, a service once per unit. */
  services: string;
  /** The barber asked for; null is any barber. */
  barberId: string | null;
  /** What a full day's waitlist needs (the chosen services, the saved details). */
  waitlist: WaitlistProps;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const calendar = useBookingCalendar({
    shopId,
    timezone,
    horizonDays,
    duration,
    services,
    barberId,
  });
  const { date, monthQuery, slots, selectedSlot, droppedTime } = calendar;
  const chosenTime = useChosenTime(shopId, duration, timezone);

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start">
      <div className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
        <MonthCalendar
          month={calendar.month}
          onMonthChange={calendar.setMonth}
          days={monthQuery.currentData?.days}
          firstMonth={calendar.firstMonth}
          lastMonth={calendar.lastMonth}
          selectedDate={date}
          onSelect={calendar.chooseDate}
          isLoading={monthQuery.isFetching && !monthQuery.currentData}
        />
        {monthQuery.isError && !monthQuery.isFetching ? (
          <Alert tone="danger" className="mt-3" title={t('prebooking.calendar.failed')}>
            <p>{errorMessage(monthQuery.error)}</p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-3"
              onClick={() => void monthQuery.refetch()}
            >
              {t('actions.tryAgain')}
            </Button>
          </Alert>
        ) : null}
      </div>

      <div className="space-y-4">
        <h3 className="font-semibold text-base text-zinc-950 dark:text-white">
          {t('prebooking.slots.title', { date: formatLocalDate(date, language) })}
        </h3>
        {droppedTime ? (
          <Alert tone="warning" role="status">
            {t('prebooking.slots.dropped', { time: droppedTime })}
          </Alert>
        ) : null}
        <SlotGrid
          state={calendar.slotState}
          selectedTime={selectedSlot?.time ?? null}
          onSelect={calendar.choose}
          label={t('prebooking.slots.title', { date: formatLocalDate(date, language) })}
        />
        {calendar.isFull && slots?.length === 0 ? <WaitlistCard date={date} {...waitlist} /> : null}
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400"
          data-testid="chosen-time"
        >
          <CalendarCheck2 aria-hidden className="size-4 shrink-0" />
          {chosenTime
            ? t('prebooking.slots.chosen', { time: chosenTime })
            : t('prebooking.slots.noneChosen')}
        </p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('prebooking.slots.timezone', { timezone })}
        </p>
      </div>
    </div>
  );
}
