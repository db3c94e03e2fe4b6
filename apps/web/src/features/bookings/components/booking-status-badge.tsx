import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { BookingStatus } from '../api/staff-bookings';

const tones: Record<BookingStatus, BadgeTone> = {
  pending_payment: 'amber',
  confirmed: 'emerald',
  completed: 'sky',
  no_show: 'red',
  cancelled: 'zinc',
};

/** A booking's status in the reader's words, in its colour. */
export function BookingStatusBadge({
  status,
  className,
}: {
  status: BookingStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} data-status={status} className={className}>
      {t(`dashboard.bookings.status.${status}`)}
    </Badge>
  );
}
