import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { DialogSubmitActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import { formatMoney } from '@/lib/format';
import { reasonFormSchema, useReasonForm } from '@/lib/reason-form';
import type { StaffBooking } from '../api/staff-bookings';
import { BookingDialog } from './booking-dialog';

const cancelSchema = reasonFormSchema({
  tooShort: 'dashboard.bookings.cancel.reasonTooShort',
  tooLong: 'dashboard.bookings.cancel.reasonTooLong',
});

/**
 * The shop cancels a booking, with a reason. A paid booking fee goes back in full, however
 * late: the customer did nothing wrong.
 */
export function CancelBookingDialog({
  booking,
  isPending,
  onCancel,
  onClose,
}: {
  booking: StaffBooking | null;
  isPending: boolean;
  onCancel: (booking: StaffBooking, reason: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  // A fresh form for every booking; the day read again (a new object for the same booking)
  // keeps what is being typed.
  const { register, handleSubmit, formState, setValue } = useReasonForm(cancelSchema, booking?.id);

  const presets = [
    t('dashboard.bookings.cancel.presets.customerAsked'),
    t('dashboard.bookings.cancel.presets.barberIll'),
    t('dashboard.bookings.cancel.presets.shopClosed'),
  ];
  const isPaid = booking?.paymentStatus === 'paid';

  return (
    <BookingDialog action="cancel" booking={booking} isPending={isPending} onClose={onClose}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit(({ reason }) => {
          if (booking) onCancel(booking, reason.trim());
        })}
      >
        {booking ? (
          <Alert tone={isPaid ? 'success' : 'info'} role="status">
            {isPaid
              ? t('dashboard.bookings.cancel.refund', {
                  amount: formatMoney(booking.bookingFee, i18n.language),
                })
              : t('dashboard.bookings.cancel.noRefund')}
          </Alert>
        ) : null}
        <div className="space-y-2">
          <TextField
            label={t('dashboard.bookings.cancel.reason')}
            hint={t('dashboard.bookings.cancel.hint')}
            maxLength={500}
            error={fieldErrorText(t, formState.errors.reason)}
            disabled={isPending}
            {...register('reason')}
          />
          <div className="flex flex-wrap gap-1.5">
            {presets.map((preset) => (
              <button
                key={preset}
                type="button"
                disabled={isPending}
                onClick={() => setValue('reason', preset, { shouldValidate: true })}
                className="focus-ring rounded-full border border-zinc-300 px-3 py-1 text-sm text-zinc-800 transition-colors hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800"
              >
                {preset}
              </button>
            ))}
          </div>
        </div>
        <DialogSubmitActions
          backLabel={t('dashboard.bookings.cancel.keep')}
          onBack={onClose}
          busy={isPending}
          busyLabel={t('dashboard.bookings.actions.working')}
          icon={Ban}
          variant="danger"
        >
          {t('dashboard.bookings.cancel.confirm')}
        </DialogSubmitActions>
      </form>
    </BookingDialog>
  );
}
