import type { Slot } from '@jono/contract/api/booking';
import { addDays } from '@jono/contract/rules/local-date';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { slotGridStateOf } from '@/components/bookings/slot-grid-state';
import { useDayAvailabilityQuery, useMonthAvailabilityQuery } from '@/lib/booking-availability';
import { monthOf, shopTomorrow } from '@/lib/calendar';
import {
  dateSelected,
  preBookingOpened,
  type SelectedSlot,
  selectPreBooking,
  slotCleared,
  slotSelected,
} from '../stores/pre-booking-slice';

/**
 * Choosing a day and a time, and keeping the chosen time true to the day's free times: a
 * longer order, another barber (or someone else's booking) can take it away, and then it is
 * dropped and remembered as dropped, so the page can say so, until the next choice.
 */
function useSlotChoice(slots: readonly Slot[] | undefined, selectedSlot: SelectedSlot | null) {
  const dispatch = useDispatch();
  const [droppedTime, setDroppedTime] = useState<string | null>(null);

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

  const choose = (slot: Slot) => {
    setDroppedTime(null);
    dispatch(slotSelected({ time: slot.time, startAt: slot.startAt }));
  };

  const chooseDate = (day: string) => {
    setDroppedTime(null);
    dispatch(dateSelected(day));
  };

  return { droppedTime, choose, chooseDate };
}

/**
 * The booking calendar's state at one shop: the month shown, the chosen day (tomorrow in the
 * shop's time zone until one is chosen) and its free times for an order of `duration`
 * minutes with the barber asked for (null: any barber), and the chosen time, which is dropped, and remembered as dropped, when the day's
 * times no longer hold it.
 */
export function useBookingCalendar({
  shopId,
  timezone,
  horizonDays,
  duration,
  services,
  barberId,
}: {
  shopId: string;
  timezone: string;
  horizonDays: number;
  duration: number;
  /** The order's services, a service once per unit: each barber's own length follows. */
  services: string;
  barberId: string | null;
}) {
  const dispatch = useDispatch();
  const choice = useSelector(selectPreBooking);
  const localTomorrow = useMemo(() => shopTomorrow(timezone), [timezone]);
  const isThisShop = choice.shopId === shopId;
  const date = (isThisShop ? choice.selectedDate : null) ?? localTomorrow;
  const selectedSlot = isThisShop ? choice.selectedSlot : null;
  const [month, setMonth] = useState(() => monthOf(date));

  useEffect(() => {
    dispatch(preBookingOpened({ shopId, tomorrow: localTomorrow }));
  }, [dispatch, shopId, localTomorrow]);

  const monthQuery = useMonthAvailabilityQuery(
    { shopId, month, duration, services, barberId },
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

  const dayQuery = useDayAvailabilityQuery(
    isThisShop ? { shopId, date, duration, services, barberId } : skipToken,
    {
      refetchOnMountOrArgChange: true,
    },
  );
  const slots = dayQuery.currentData?.slots;
  const isFull = monthQuery.currentData?.days.find((day) => day.date === date)?.status === 'full';

  const slotState = slotGridStateOf(dayQuery);
  const { droppedTime, choose, chooseDate } = useSlotChoice(slots, selectedSlot);

  return {
    date,
    month,
    setMonth,
    monthQuery,
    firstMonth: monthOf(today),
    lastMonth: monthOf(lastDate),
    slots,
    slotState,
    isFull,
    selectedSlot,
    droppedTime,
    choose,
    chooseDate,
  };
}

export type BookingCalendar = ReturnType<typeof useBookingCalendar>;
