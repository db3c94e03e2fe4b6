import { useTranslation } from 'react-i18next';
import { BookingStatusBadge as Badge } from '@/components/ui/booking-status-badge';
import type { BookingStatus } from '../api/staff-bookings';

/** A booking's status in the staff's words. */
export function BookingStatusBadge({
  status,
  className,
}: {
  status: BookingStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge status={status} className={className}>
      {t(`dashboard.bookings.status.${status}`)}
    </Badge>
  );
}
