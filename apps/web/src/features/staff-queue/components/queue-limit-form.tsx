import { zodResolver } from '@hookform/resolvers/zod';
import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { DEFAULT_QUEUE_LIMIT_PER_CHAIR } from '@jono/contract/rules/queue-state';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';

const limitSchema = z.object({
  queueLimit: z
    .number({ error: 'queueStatus.limit.invalid' })
    .int('queueStatus.limit.invalid')
    .min(1, 'queueStatus.limit.invalid')
    .max(500, 'queueStatus.limit.invalid'),
});
type LimitValues = z.input<typeof limitSchema>;

/**
 * How many may wait at once: saved here, or back to the default of a few per chair (null).
 */
export function QueueLimitForm({
  board,
  onSave,
}: {
  board: QueueBoard;
  onSave: (queueLimit: number | null) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { queueLimit, chairCount } = board.shop;
  const defaultLimit = chairCount * DEFAULT_QUEUE_LIMIT_PER_CHAIR;
  const { register, handleSubmit, formState, reset } = useForm<LimitValues>({
    defaultValues: { queueLimit },
    resolver: zodResolver(limitSchema),
  });
  const [isResetting, setResetting] = useState(false);

  // The saved limit (here or on another screen) is what the field shows when untouched.
  useEffect(() => {
    reset({ queueLimit });
  }, [queueLimit, reset]);

  const isSaving = formState.isSubmitting;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(async (values) => {
        await onSave(values.queueLimit);
      })}
    >
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        step={1}
        label={t('queueStatus.limit.label')}
        hint={t('queueStatus.limit.hint', { count: defaultLimit })}
        error={fieldErrorText(t, formState.errors.queueLimit)}
        inputClassName="max-w-40 tabular-nums"
        disabled={isSaving || isResetting}
        {...register('queueLimit', { valueAsNumber: true })}
      />
      <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="queue-limit-use">
        {t('queueStatus.limit.waitingNow', { waiting: board.waiting.length, limit: queueLimit })}
      </p>
      <div className="flex flex-wrap gap-2">
        <BusyButton
          type="submit"
          busy={isSaving}
          disabled={isResetting}
          busyLabel={t('queueStatus.limit.saving')}
          icon={<Save aria-hidden className="size-4" />}
        >
          {t('queueStatus.limit.save')}
        </BusyButton>
        {queueLimit !== defaultLimit ? (
          <Button
            variant="ghost"
            disabled={isSaving || isResetting}
            onClick={async () => {
              setResetting(true);
              await onSave(null);
              setResetting(false);
            }}
          >
            {t('queueStatus.limit.reset', { count: defaultLimit })}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
