import type { BookingView } from '@jono/contract/api/booking';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { formatShopDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { freeCancellation } from '../utils/free-cancellation';

const outcomeOf = { open: 'refunded', ended: 'late', never: 'neverFree' } as const;

/**
 * What cancelling now does to the fee, said before the customer confirms: a paid fee comes
 * back by itself before the refund window closes, later only on a request staff approve.
 */
function cancelOutcome(booking: BookingView, now: number) {
  const paid = booking.payment?.status === 'paid' ? booking.payment.amount : 0;
  if (paid <= 0) return 'nothingPaid';
  return outcomeOf[freeCancellation(booking, now)];
}

export function CancelBookingDialog({
  booking,
  isOpen,
  isCancelling,
  onClose,
  onConfirm,
}: {
  booking: BookingView;
  isOpen: boolean;
  isCancelling: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const outcome = cancelOutcome(booking, Date.now());
  const until = formatShopDateTime(booking.freeCancellationUntil, language, booking.shop.timezone);
  const amount = formatMoney(booking.payment?.amount ?? 0, language, booking.currency);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      isDismissible={!isCancelling}
      title={t('prebooking.cancel.title')}
      description={
        <p data-testid="cancel-outcome">{t(`prebooking.cancel.${outcome}`, { until, amount })}</p>
      }
    >
      <DialogActions backLabel={t('prebooking.cancel.keep')} onBack={onClose} busy={isCancelling}>
        <BusyButton
          variant="danger"
          onClick={onConfirm}
          busy={isCancelling}
          busyLabel={t('prebooking.cancel.cancelling')}
        >
          {t('prebooking.cancel.confirm')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
