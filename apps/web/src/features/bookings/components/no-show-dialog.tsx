import { UserX } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { StaffBooking } from '../api/staff-bookings';

/** Confirms that a booked customer did not come; the safe choice has the focus. */
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
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen={booking !== null}
      onClose={onClose}
      isDismissible={!isPending}
      initialFocus={keep}
      title={t('dashboard.bookings.noShow.title', { name: booking?.customerName ?? '' })}
      description={t('dashboard.bookings.noShow.description')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={keep} variant="secondary" onClick={onClose} disabled={isPending}>
          {t('dashboard.bookings.noShow.keep')}
        </Button>
        <Button
          variant="danger"
          disabled={isPending}
          onClick={() => {
            if (booking) onConfirm(booking);
          }}
        >
          {isPending ? (
            <Spinner className="size-4 text-current" />
          ) : (
            <UserX aria-hidden className="size-4" />
          )}
          {isPending
            ? t('dashboard.bookings.actions.working')
            : t('dashboard.bookings.noShow.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
