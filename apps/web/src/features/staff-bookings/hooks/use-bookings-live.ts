import type { StaffBookingPayload } from '@jono/contract/events';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/lib/dates';
import { useStaffBookingEvents } from '@/lib/staff-room';
import { notify } from '@/lib/toast';
import { bookingsChanged } from '../api/staff-bookings';
import { useBookingsDispatch } from './use-bookings-dispatch';

/**
 * Keeps the bookings lists current: an announcement about a date reads that date's list
 * again (a reconnect reads every list, since announcements missed offline are not replayed),
 * and a newly confirmed booking is announced with a toast, whichever day is on screen.
 */
export function useBookingsLive({ shopId, accessToken }: { shopId: string; accessToken: string }): {
  isLive: boolean;
} {
  const { t, i18n } = useTranslation();
  const dispatch = useBookingsDispatch();
  const onEvent = useCallback(
    (payload: StaffBookingPayload | null) => {
      dispatch(bookingsChanged(payload?.date ?? null));
      // A moved booking left its old day too.
      if (payload?.fromDate && payload.fromDate !== payload.date) {
        dispatch(bookingsChanged(payload.fromDate));
      }
      if (payload?.kind === 'confirmed') {
        notify.success(
          t('dashboard.bookings.live.confirmed', {
            name: payload.customerName ?? t('dashboard.bookings.live.someone'),
            date: formatLocalDate(payload.date, i18n.language, 'short'),
          }),
          { id: `booking-${payload.bookingId}` },
        );
      }
    },
    [dispatch, t, i18n.language],
  );
  return useStaffBookingEvents({ accessToken, shopId, onEvent });
}
