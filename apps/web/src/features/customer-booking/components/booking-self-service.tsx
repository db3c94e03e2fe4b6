import type { BookingView } from '@jono/contract/api/booking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { MoveBookingForm } from './move-booking-form';
import { RefundRequestForm } from './refund-request-form';

/**
 * What the customer may still do with a found booking: move it to another free time, cancel it
 * (after confirming), and when the fee was not refunded by itself, ask for the rest back.
 */
export function BookingSelfService({
  booking,
  isCancelling,
  isSendingRefund,
  isMoving,
  onCancel,
  onMove,
  onRequestRefund,
}: {
  booking: BookingView;
  isCancelling: boolean;
  isSendingRefund: boolean;
  isMoving: boolean;
  onMove: (to: { date: string; time: string }) => Promise<boolean>;
  /** Resolves to whether the booking was cancelled (the dialog closes then). */
  onCancel: () => Promise<boolean>;
  onRequestRefund: (reason: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  return (
    <>
      {booking.canMove ? (
        <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
          <MoveBookingForm booking={booking} isMoving={isMoving} onMove={onMove} />
        </div>
      ) : null}
      {booking.canCancel ? (
        <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
          <Button variant="secondary" onClick={() => setIsCancelOpen(true)}>
            {t('prebooking.cancel.open')}
          </Button>
          <CancelBookingDialog
            booking={booking}
            isOpen={isCancelOpen}
            isCancelling={isCancelling}
            onClose={() => setIsCancelOpen(false)}
            onConfirm={async () => {
              if (await onCancel()) setIsCancelOpen(false);
            }}
          />
        </div>
      ) : null}
      {booking.canRequestRefund && !booking.refund ? (
        <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
          <RefundRequestForm
            amount={formatMoney(
              (booking.payment?.amount ?? 0) - (booking.payment?.refunded ?? 0),
              language,
              booking.currency,
            )}
            isSending={isSendingRefund}
            onSend={onRequestRefund}
          />
        </div>
      ) : null}
    </>
  );
}
