import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { StaffBooking } from '../api/staff-bookings';

/** Confirms that a booked customer did not come. */
export function NoShowDialog({
  booking,
  isPending,
  onConfirm,
  onClose,
}: {
  booking: StaffBooking | null;
  isPending: boolean;
  onConfirm: (booking: StaffBooking) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      subject={booking}
      isPending={isPending}
      title={t('dashboard.bookings.noShow.title', { name: booking?.customerName ?? '' })}
      description={t('dashboard.bookings.noShow.description')}
      keepLabel={t('dashboard.bookings.noShow.keep')}
      confirmLabel={t('dashboard.bookings.noShow.confirm')}
      workingLabel={t('dashboard.bookings.actions.working')}
      icon={UserX}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
