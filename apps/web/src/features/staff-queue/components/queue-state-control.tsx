import type { QueueBoard } from '@jono/contract/api/staff-queue';
import type { QueueState } from '@jono/contract/events';
import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { queueStateTones } from './queue-state-badge';

const manualStates: readonly QueueState[] = ['open', 'full', 'closed'];

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
/** Open, full or closed by hand, or back to automatic: customers see the change at once. */
export function QueueStateControl({
  board,
  onChange,
  saving,
}: {
  board: QueueBoard;
  onChange: (override: QueueState | null) => void;
  saving: QueueState | 'automatic' | null;
}) {
  const { t } = useTranslation();
  const { queueState, queueStateOverride } = board.shop;
  const isAutomatic = queueStateOverride === null;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p
          data-testid="queue-state-now"
          data-queue-state={queueState}
          className="flex items-center gap-3 font-bold text-3xl text-zinc-950 tracking-tight sm:text-4xl dark:text-white"
        >
          <span
            aria-hidden
            className={cn('size-3.5 rounded-full', queueStateTones[queueState].dot)}
          />
          {t(`board.queueState.${queueState}`)}
        </p>
        <span
          data-testid="queue-state-mode"
          className={cn(
            'rounded-full px-2.5 py-1 font-semibold text-xs',
            isAutomatic
              ? 'bg-sky-50 text-sky-900 dark:bg-sky-400/10 dark:text-sky-200'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
          )}
        >
          {isAutomatic ? t('queueStatus.automatic') : t('queueStatus.manual')}
        </span>
      </div>
      <p className="text-pretty text-sm text-zinc-700 dark:text-zinc-300">
        {t(`queueStatus.stateHints.${queueState}`)}{' '}
        {isAutomatic ? t('queueStatus.automaticHint') : t('queueStatus.manualHint')}
      </p>
      <fieldset>
        <legend className="mb-2 font-medium text-sm text-zinc-900 dark:text-zinc-100">
          {t('queueStatus.setTitle')}
        </legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800/80">
            {manualStates.map((state) => {
              const isPressed = queueStateOverride === state;
              return (
                <button
                  key={state}
                  type="button"
                  aria-pressed={isPressed}
                  disabled={saving !== null}
                  onClick={() => onChange(state)}
                  className={cn(
                    'focus-ring inline-flex h-10 min-w-24 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-sm transition-colors disabled:cursor-wait',
                    isPressed
                      ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-950 dark:text-white'
                      : 'text-zinc-700 hover:bg-white/60 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-900/60 dark:hover:text-white',
                  )}
                >
                  {saving === state ? (
                    <Spinner className="size-4" />
                  ) : (
                    <span
                      aria-hidden
                      className={cn('size-2 rounded-full', queueStateTones[state].dot)}
                    />
                  )}
                  {t(`board.queueState.${state}`)}
                </button>
              );
            })}
          </div>
          <Button
            variant="secondary"
            aria-pressed={isAutomatic}
            disabled={saving !== null}
            onClick={() => onChange(null)}
            className={cn(isAutomatic && 'ring-2 ring-sky-500/40')}
          >
            {saving === 'automatic' ? (
              <Spinner className="size-4" />
            ) : (
              <Wand2 aria-hidden className="size-4" />
            )}
            {t('queueStatus.returnToAutomatic')}
          </Button>
        </div>
        <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
          {t('queueStatus.setDescription')}
        </p>
      </fieldset>
    </div>
  );
}
