import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { DialogSubmitActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import { formatMoney } from '@/lib/format';
import { reasonFormSchema, useReasonForm } from '@/lib/reason-form';
import type { RefundRequest } from '../api/refunds';

/** Confirms a refund: the money goes back through the payment provider at once. */
export function ApproveRefundDialog({
  request,
  isPending,
  onConfirm,
  onClose,
}: {
  request: RefundRequest | null;
  isPending: boolean;
  onConfirm: (request: RefundRequest) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const amount = request ? formatMoney(request.amount, i18n.language, request.currency) : '';
  return (
    <ConfirmDialog
      subject={request}
      isPending={isPending}
      title={t('dashboard.refunds.approve.title', {
        amount,
        name: request?.booking.customerName ?? '',
      })}
      description={t('dashboard.refunds.approve.description')}
      keepLabel={t('dashboard.refunds.back')}
      confirmLabel={t('dashboard.refunds.approve.confirm', { amount })}
      workingLabel={t('dashboard.refunds.working')}
      icon={Check}
      variant="primary"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

const rejectSchema = reasonFormSchema({
  tooShort: 'dashboard.refunds.reject.reasonTooShort',
  tooLong: 'dashboard.refunds.reject.reasonTooLong',
});

/** Turns a request down with a reason, which the customer reads in their mail. */
export function RejectRefundDialog({
  request,
  isPending,
  onReject,
  onClose,
}: {
  request: RefundRequest | null;
  isPending: boolean;
  onReject: (request: RefundRequest, reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // A fresh form for every request.
  const { register, handleSubmit, formState } = useReasonForm(rejectSchema, request);

  return (
    <Dialog
      isOpen={request !== null}
      onClose={onClose}
      isDismissible={!isPending}
      title={t('dashboard.refunds.reject.title', { name: request?.booking.customerName ?? '' })}
      description={t('dashboard.refunds.reject.description')}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit(({ reason }) => {
          if (request) onReject(request, reason.trim());
        })}
      >
        <TextField
          label={t('dashboard.refunds.reject.reason')}
          hint={t('dashboard.refunds.reject.hint')}
          maxLength={500}
          disabled={isPending}
          error={fieldErrorText(t, formState.errors.reason)}
          {...register('reason')}
        />
        <DialogSubmitActions
          backLabel={t('dashboard.refunds.back')}
          onBack={onClose}
          busy={isPending}
          busyLabel={t('dashboard.refunds.working')}
          icon={X}
          variant="danger"
        >
          {t('dashboard.refunds.reject.confirm')}
        </DialogSubmitActions>
      </form>
    </Dialog>
  );
}
