import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { DialogSubmitActions } from '@/components/ui/dialog-actions';
import { fieldErrorText } from '@/lib/field-error';
import type { WaitingEntry } from '../api/queue-board';
import { ReasonField } from './reason-field';
import { reasonSchema } from './reason-schema';

const cancelSchema = z.object({ reason: reasonSchema });
type CancelValues = z.input<typeof cancelSchema>;

/** Takes a waiting customer off the queue, with the reason the staff give. */
export function CancelDialog({
  entry,
  isPending,
  onCancel,
  onClose,
}: {
  entry: WaitingEntry | null;
  isPending: boolean;
  onCancel: (entry: WaitingEntry, reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset, setValue } = useForm<CancelValues>({
    defaultValues: { reason: '' },
    resolver: zodResolver(cancelSchema),
  });

  // A fresh form for every customer; the board read again (a new object for the same
  // customer) keeps what is being typed.
  const orderId = entry?.orderId;
  useEffect(() => {
    if (orderId) reset({ reason: '' });
  }, [orderId, reset]);

  const presets = [
    t('board.cancel.presets.asked'),
    t('board.cancel.presets.left'),
    t('board.cancel.presets.closing'),
  ];

  return (
    <Dialog
      isOpen={entry !== null}
      onClose={onClose}
      isDismissible={!isPending}
      title={t('board.cancel.title', { name: entry?.customerName ?? '' })}
      description={t('board.cancel.description')}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit(({ reason }) => {
          if (entry) onCancel(entry, reason.trim());
        })}
      >
        <ReasonField
          label={t('board.reason.label')}
          hint={t('board.cancel.hint')}
          error={fieldErrorText(t, formState.errors.reason)}
          presets={presets}
          onPreset={(reason) => setValue('reason', reason, { shouldValidate: true })}
          disabled={isPending}
          {...register('reason')}
        />
        <DialogSubmitActions
          backLabel={t('board.dialog.keep')}
          onBack={onClose}
          busy={isPending}
          busyLabel={t('board.actions.working')}
          icon={Ban}
          variant="danger"
        >
          {t('board.cancel.confirm')}
        </DialogSubmitActions>
      </form>
    </Dialog>
  );
}
