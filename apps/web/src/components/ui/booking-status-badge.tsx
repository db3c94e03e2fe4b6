import type { BookingStatus } from '@jono/contract/api/booking';
import type { ComponentProps } from 'react';
import { Badge, type BadgeTone } from './badge';

/** One colour for each booking status, on the customer's pages and the staff's alike. */
const bookingStatusTones: Record<BookingStatus, BadgeTone> = {
  pending_payment: 'amber',
  confirmed: 'emerald',
  completed: 'sky',
  no_show: 'red',
  cancelled: 'zinc',
};

/** A booking's status as a badge; the caller gives the words for its readers. */
export function BookingStatusBadge({
  status,
  ...props
}: Omit<ComponentProps<typeof Badge>, 'tone'> & { status: BookingStatus }) {
  return <Badge tone={bookingStatusTones[status]} data-status={status} {...props} />;
}
