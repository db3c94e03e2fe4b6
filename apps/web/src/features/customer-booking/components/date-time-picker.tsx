import type { Slot } from '@jono/contract/api/booking';
import { addDays } from '@jono/contract/rules/local-date';
import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarCheck2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { monthOf, shopTomorrow } from '@/lib/calendar';
import { formatLocalDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useDayAvailabilityQuery, useMonthAvailabilityQuery } from '../api/availability';
import { useChosenTime } from '../hooks/use-chosen-time';
import {
  dateSelected,
  preBookingOpened,
  selectPreBooking,
  slotCleared,
  slotSelected,
} from '../stores/pre-booking-slice';
import { MonthCalendar } from './month-calendar';
import { SlotGrid, type SlotGridState } from './slot-grid';
import { WaitlistCard, type WaitlistProps } from './waitlist-card';

/**
 * The day and time of a booking at one shop: a month calendar that opens on tomorrow in the
 * shop's time zone and the free times of the chosen day, for an order of
 * `duration` minutes. The choice lives in the pre-booking slice; when the order's length
 * changes, the chosen time is checked again and dropped if it no longer fits.
 */
export function BookingDateTimePicker({
  shopId,
  timezone,
  horizonDays,
  duration,
  waitlist,
}: {
  shopId: string;
  timezone: string;
  horizonDays: number;
  duration: number;
  /** What a full day's waitlist needs (the chosen services, the saved details). */
  waitlist: WaitlistProps;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dispatch = useDispatch();
  const choice = useSelector(selectPreBooking);
  const localTomorrow = useMemo(() => shopTomorrow(timezone), [timezone]);
  const isThisShop = choice.shopId === shopId;
  const date = (isThisShop ? choice.selectedDate : null) ?? localTomorrow;
  const selectedSlot = isThisShop ? choice.selectedSlot : null;
  const [month, setMonth] = useState(() => monthOf(date));
  const [droppedTime, setDroppedTime] = useState<string | null>(null);
  const chosenTime = useChosenTime(shopId, duration, timezone);

  useEffect(() => {
    dispatch(preBookingOpened({ shopId, tomorrow: localTomorrow }));
  }, [dispatch, shopId, localTomorrow]);

  const monthQuery = useMonthAvailabilityQuery(
    { shopId, month, duration },
    { refetchOnMountOrArgChange: true },
  );
  const bookingWindow = monthQuery.data;
  // The server's calendar has the last word on which day is tomorrow.
  useEffect(() => {
    if (bookingWindow?.tomorrow)
      dispatch(preBookingOpened({ shopId, tomorrow: bookingWindow.tomorrow }));
  }, [dispatch, shopId, bookingWindow?.tomorrow]);

  const today = bookingWindow?.today ?? addDays(localTomorrow, -1);
  const lastDate = bookingWindow?.lastDate ?? addDays(today, horizonDays);

  const dayQuery = useDayAvailabilityQuery(isThisShop ? { shopId, date, duration } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const slots = dayQuery.currentData?.slots;
  const isFull = monthQuery.currentData?.days.find((day) => day.date === date)?.status === 'full';

  // A longer order (or someone else's booking) can take the chosen time away: drop it and say so.
  useEffect(() => {
    if (!selectedSlot || !slots) return;
    const still = slots.find((slot) => slot.time === selectedSlot.time);
    if (!still) {
      setDroppedTime(selectedSlot.time);
      dispatch(slotCleared());
    } else if (still.startAt !== selectedSlot.startAt) {
      dispatch(slotSelected({ time: still.time, startAt: still.startAt }));
    }
  }, [dispatch, slots, selectedSlot]);

  const slotState: SlotGridState = slots
    ? { kind: 'ready', slots }
    : dayQuery.isError && !dayQuery.isFetching
      ? {
          kind: 'error',
          message: errorMessage(dayQuery.error),
          onRetry: () => void dayQuery.refetch(),
        }
      : { kind: 'loading' };

  const choose = (slot: Slot) => {
    setDroppedTime(null);
    dispatch(slotSelected({ time: slot.time, startAt: slot.startAt }));
  };

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start">
      <div className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          days={monthQuery.currentData?.days}
          firstMonth={monthOf(today)}
          lastMonth={monthOf(lastDate)}
          selectedDate={date}
          onSelect={(day) => {
            setDroppedTime(null);
            dispatch(dateSelected(day));
          }}
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
          state={slotState}
          selectedTime={selectedSlot?.time ?? null}
          onSelect={choose}
          label={t('prebooking.slots.title', { date: formatLocalDate(date, language) })}
        />
        {isFull && slots?.length === 0 ? <WaitlistCard date={date} {...waitlist} /> : null}
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
