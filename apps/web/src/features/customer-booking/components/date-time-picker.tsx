import { CalendarCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SlotGrid } from '@/components/bookings/slot-grid';
import { Alert } from '@/components/ui/alert';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { formatLocalDate } from '@/lib/dates';
import { type BookingCalendar, useBookingCalendar } from '../hooks/use-booking-calendar';
import { useChosenTime } from '../hooks/use-chosen-time';
import { MonthCalendar } from './month-calendar';
import { WaitlistCard, type WaitlistProps } from './waitlist-card';

/** The month to pick the day from, and why its days could not be read, with a retry. */
function BookingMonth({ calendar }: { calendar: BookingCalendar }) {
  const { t } = useTranslation();
  const { monthQuery } = calendar;
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
      <MonthCalendar
        month={calendar.month}
        onMonthChange={calendar.setMonth}
        days={monthQuery.currentData?.days}
        firstMonth={calendar.firstMonth}
        lastMonth={calendar.lastMonth}
        selectedDate={calendar.date}
        onSelect={calendar.chooseDate}
        isLoading={monthQuery.isFetching && !monthQuery.currentData}
      />
      {monthQuery.isError && !monthQuery.isFetching ? (
        <LoadFailedAlert
          className="mt-3"
          title={t('prebooking.calendar.failed')}
          error={monthQuery.error}
          onRetry={() => void monthQuery.refetch()}
        />
      ) : null}
    </div>
  );
}

/** The chosen day and time in words, or that none is chosen yet; read out as it changes. */
function ChosenTime({
  shopId,
  duration,
  timezone,
}: {
  shopId: string;
  duration: number;
  timezone: string;
}) {
  const { t } = useTranslation();
  const chosenTime = useChosenTime(shopId, duration, timezone);
  return (
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
  );
}

/**
 * The day and time of a booking at one shop: a month calendar that opens on tomorrow in the
 * shop's time zone and the free times of the chosen day, for an order of
 * `duration` minutes with the barber asked for. The choice lives in the pre-booking slice; when the order's length
 * changes, the chosen time is checked again and dropped if it no longer fits.
 */
export function BookingDateTimePicker({
  waitlist,
  ...calendarProps
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
  const calendar = useBookingCalendar(calendarProps);
  const { date, slots, selectedSlot, droppedTime } = calendar;
  const { shopId, duration, timezone } = calendarProps;
  const dayTitle = t('prebooking.slots.title', { date: formatLocalDate(date, language) });

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start">
      <BookingMonth calendar={calendar} />
      <div className="space-y-4">
        <h3 className="font-semibold text-base text-zinc-950 dark:text-white">{dayTitle}</h3>
        {droppedTime ? (
          <Alert tone="warning" role="status">
            {t('prebooking.slots.dropped', { time: droppedTime })}
          </Alert>
        ) : null}
        <SlotGrid
          state={calendar.slotState}
          selectedTime={selectedSlot?.time ?? null}
          onSelect={calendar.choose}
          label={dayTitle}
        />
        {calendar.isFull && slots?.length === 0 ? <WaitlistCard date={date} {...waitlist} /> : null}
        <ChosenTime shopId={shopId} duration={duration} timezone={timezone} />
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('prebooking.slots.timezone', { timezone })}
        </p>
      </div>
    </div>
  );
}
