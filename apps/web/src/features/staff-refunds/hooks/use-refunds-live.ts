import type { StaffBookingPayload } from '@jono/contract/events';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useStaffBookingEvents } from '@/lib/staff-room';
import { type RefundsDispatch, refundsChanged } from '../api/refunds';

/** What changes a refund list: a request made or handled, or a reconnect (anything may have). */
const touchesRefunds = (payload: StaffBookingPayload | null) =>
  payload === null || payload.kind === 'refund_requested' || payload.kind === 'refund_handled';

/** Keeps the refund lists current from the shop's 'staff:booking' announcements. */
export function useRefundsLive({ shopId, accessToken }: { shopId: string; accessToken: string }): {
  isLive: boolean;
} {
  const dispatch = useDispatch.withTypes<RefundsDispatch>()();
  const onEvent = useCallback(
    (payload: StaffBookingPayload | null) => {
      if (touchesRefunds(payload)) dispatch(refundsChanged());
    },
    [dispatch],
  );
  return useStaffBookingEvents({ accessToken, shopId, onEvent });
}
