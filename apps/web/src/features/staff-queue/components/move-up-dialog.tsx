import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUp } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { DialogSubmitActions } from '@/components/ui/dialog-actions';
import { SelectField } from '@/components/ui/select-field';
import { fieldErrorText } from '@/lib/field-error';
import type { WaitingEntry } from '../api/queue-board';
import { ReasonField } from './reason-field';
import { reasonSchema } from './reason-schema';

const moveUpSchema = z.object({ beforeOrderId: z.string().min(1), reason: reasonSchema });
type MoveUpValues = z.input<typeof moveUpSchema>;

/** Moves a checked-in customer ahead of someone waiting before them, with a reason. */
export function MoveUpDialog({
  entry,
  waiting,
  isPending,
  onMoveUp,
  onClose,
}: {
  entry: WaitingEntry | null;
  waiting: readonly WaitingEntry[];
  isPending: boolean;
  onMoveUp: (entry: WaitingEntry, ahead: WaitingEntry, reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ahead = entry ? waiting.filter((other) => other.position < entry.position) : [];
  const firstAhead = ahead[0]?.orderId ?? '';
  const { register, handleSubmit, formState, reset } = useForm<MoveUpValues>({
    defaultValues: { beforeOrderId: firstAhead, reason: '' },
    resolver: zodResolver(moveUpSchema),
  });

  // A fresh form for every customer: ahead of the first in line unless chosen otherwise. The
  // board read again (a new object for the same customer) keeps what is being typed.
  const orderId = entry?.orderId;
  useEffect(() => {
    if (orderId) reset({ beforeOrderId: firstAhead, reason: '' });
  }, [orderId, firstAhead, reset]);

  return (
    <Dialog
      isOpen={entry !== null}
      onClose={onClose}
      isDismissible={!isPending}
      title={t('board.moveUp.title', { name: entry?.customerName ?? '' })}
      description={t('board.moveUp.description')}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit(({ beforeOrderId, reason }) => {
          const target = ahead.find((other) => other.orderId === beforeOrderId);
          if (entry && target) onMoveUp(entry, target, reason.trim());
        })}
      >
        <SelectField
          label={t('board.moveUp.ahead')}
          options={ahead.map((other) => ({
            value: other.orderId,
            label: t('board.moveUp.option', { position: other.position, name: other.customerName }),
          }))}
          disabled={isPending}
          {...register('beforeOrderId')}
        />
        <ReasonField
          label={t('board.reason.label')}
          hint={t('board.moveUp.hint')}
          error={fieldErrorText(t, formState.errors.reason)}
          disabled={isPending}
          {...register('reason')}
        />
        <DialogSubmitActions
          backLabel={t('board.dialog.back')}
          onBack={onClose}
          busy={isPending}
          busyLabel={t('board.actions.moving')}
          icon={ArrowUp}
          disabled={ahead.length === 0}
        >
          {t('board.moveUp.confirm')}
        </DialogSubmitActions>
      </form>
    </Dialog>
  );
}
