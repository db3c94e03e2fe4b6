import type { BookingStatus } from '@jono/contract/api/booking';
import { useTranslation } from 'react-i18next';
import { BookingStatusBadge as Badge } from '@/components/ui/booking-status-badge';

/** The booking's status in the customer's words. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge status={status} data-testid="booking-status">
      {t(`prebooking.status.${status}`)}
    </Badge>
  );
}
