import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingConflicts } from '@/components/bookings/booking-conflicts';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { formatDateRange } from '@/lib/dates';
import type { PendingHoliday } from '../hooks/use-holiday-form';

/** Lists the bookings a new holiday covers and asks to add it anyway; going back is the default. */
export function HolidayConflictsDialog({
  pending,
  isSaving,
  onBack,
  onConfirm,
}: {
  pending: PendingHoliday | null;
  isSaving: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen={pending !== null}
      onClose={onBack}
      isDismissible={!isSaving}
      initialFocus={keep}
      title={t('dashboard.holidays.confirm.title', { count: pending?.conflicts.length ?? 0 })}
      description={
        pending
          ? t('dashboard.holidays.confirm.description', {
              range: formatDateRange(pending.body.startsOn, pending.body.endsOn, i18n.language),
            })
          : undefined
      }
    >
      <div className="space-y-5">
        {pending ? (
          <Alert tone="warning" role="status">
            <BookingConflicts bookings={pending.conflicts} />
          </Alert>
        ) : null}
        <DialogActions
          backLabel={t('dashboard.holidays.confirm.back')}
          onBack={onBack}
          busy={isSaving}
          backRef={keep}
        >
          <BusyButton
            variant="danger"
            busy={isSaving}
            onClick={onConfirm}
            busyLabel={t('dashboard.holidays.form.saving')}
          >
            {t('dashboard.holidays.confirm.add')}
          </BusyButton>
        </DialogActions>
      </div>
    </Dialog>
  );
}
