import type { StaffBookingPayload, StaffQueuePayload } from '@jono/contract/events';
import { canAccess, type Role } from '@jono/contract/roles';
import { paths } from '@/config/paths';

/** The moments a push widget tells staff about. */
export type PushNoticeKind =
  | 'walkIn'
  | 'walkInCheckIn'
  | 'booking'
  | 'bookingCheckIn'
  | 'refundRequest';

/** Where a notice's link leads, named by the page it opens. */
export type PushNoticeLink = 'queue' | 'bookings' | 'refunds';

export interface PushNotice {
  /** The same moment announced twice (another tab's reconnect, a replay) is one notice. */
  id: string;
  kind: PushNoticeKind;
  shortCode: string | null;
  customerName: string | null;
  link: PushNoticeLink;
  to: string;
}

const queueKinds: Partial<Record<StaffQueuePayload['kind'], PushNoticeKind>> = {
  joined: 'walkIn',
  checked_in: 'walkInCheckIn',
};

// A booking is news once it holds its slot for sure: paid, or confirmed at once without a fee.
const bookingKinds: Partial<Record<StaffBookingPayload['kind'], PushNoticeKind>> = {
  confirmed: 'booking',
  checked_in: 'bookingCheckIn',
  refund_requested: 'refundRequest',
};

const queueLink = { link: 'queue', to: paths.dashboard.appointments } as const;

/** A walk-in joining or arriving, as the viewer's widget shows it; null for other changes. */
export function noticeOfQueueChange(payload: StaffQueuePayload): PushNotice | null {
  const kind = queueKinds[payload.kind];
  if (!kind || !payload.orderId) return null;
  return {
    id: `${kind}:${payload.orderId}`,
    kind,
    shortCode: payload.shortCode ?? null,
    customerName: payload.customerName ?? null,
    ...queueLink,
  };
}

/**
 * A booking made, arriving or asking for its fee back, linked to the page the viewer's role may
 * open: refunds are the desk's (a barber is not told), and a barber follows bookings on the
 * appointments board.
 */
export function noticeOfBookingChange(payload: StaffBookingPayload, role: Role): PushNotice | null {
  // Someone joining a waitlist has no time yet: nothing to tell at the desk.
  if (payload.kind === 'waitlist_changed') return null;
  const kind = bookingKinds[payload.kind];
  if (!kind) return null;
  if (kind === 'refundRequest' && !canAccess(role, 'queueRefunds')) return null;
  const target =
    kind === 'refundRequest'
      ? ({ link: 'refunds', to: paths.dashboard.queueRefunds } as const)
      : kind === 'booking' && canAccess(role, 'manageBooking')
        ? ({ link: 'bookings', to: paths.bookingsOn(payload.date) } as const)
        : queueLink;
  return {
    id: `${kind}:${payload.bookingId}`,
    kind,
    shortCode: payload.shortCode,
    customerName: payload.customerName ?? null,
    ...target,
  };
}
