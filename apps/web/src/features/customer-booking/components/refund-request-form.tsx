import { zodResolver } from '@hookform/resolvers/zod';
import { REFUND_REASON_MAX } from '@jono/contract/api/booking';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BusyButton } from '@/components/ui/busy-button';
import { Field, fieldBorder } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { fieldErrorText } from '@/lib/field-error';
import { reasonFormSchema } from '@/lib/reason-form';

/** The contract's reason: 2 to REFUND_REASON_MAX characters. */
const refundForm = reasonFormSchema(
  {
    tooShort: 'prebooking.refundRequest.reasonRequired',
    tooLong: 'prebooking.refundRequest.reasonTooLong',
  },
  REFUND_REASON_MAX,
);
type RefundFormValues = z.infer<typeof refundForm>;

/** Asking the shop for the booking fee back, with a reason (cancelled too late for the automatic refund). */
export function RefundRequestForm({
  amount,
  isSending,
  onSend,
}: {
  /** The fee as shown, e.g. "€2.00". */
  amount: string;
  isSending: boolean;
  onSend: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundFormValues>({
    resolver: zodResolver(refundForm),
    defaultValues: { reason: '' },
    shouldFocusError: true,
  });
  const error = fieldErrorText(t, errors.reason, { max: REFUND_REASON_MAX }) ?? null;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ reason }) => onSend(reason))}
      aria-labelledby={`${id}-title`}
      className="space-y-4"
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-base text-zinc-950 dark:text-white">
          {t('prebooking.refundRequest.title')}
        </h3>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t('prebooking.refundRequest.description', { amount })}
        </p>
      </div>
      <Field label={t('prebooking.refundRequest.reason')} error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={REFUND_REASON_MAX}
            className={cn(
              'focus-ring block w-full rounded-xl border bg-white px-3.5 py-3 text-base text-zinc-950 shadow-xs dark:bg-zinc-900 dark:text-white',
              fieldBorder(error),
            )}
            {...register('reason')}
          />
        )}
      </Field>
      <BusyButton type="submit" busy={isSending} busyLabel={t('prebooking.refundRequest.sending')}>
        {t('prebooking.refundRequest.send')}
      </BusyButton>
    </form>
  );
}
