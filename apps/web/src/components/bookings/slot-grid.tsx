import type { Slot } from '@jono/contract/api/booking';
import { CalendarX2, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export type SlotGridState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; onRetry: () => void }
  | { kind: 'ready'; slots: readonly Slot[] };

/** A grid of placeholders while the day's times are read. */
function LoadingSlots() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('prebooking.slots.loading')}>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-11 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** Why the day's times could not be read, and a retry. */
function FailedSlots({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="danger" title={t('prebooking.slots.failed')}>
      <p>{message}</p>
      <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry}>
        <RotateCw aria-hidden className="size-4" />
        {t('actions.tryAgain')}
      </Button>
    </Alert>
  );
}

/** A day with no free time left, and what to do instead. */
function NoFreeSlots() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-zinc-300 border-dashed p-4 dark:border-zinc-700"
    >
      <CalendarX2 aria-hidden className="mt-0.5 size-5 shrink-0 text-zinc-500 dark:text-zinc-400" />
      <div>
        <p className="font-semibold text-sm text-zinc-950 dark:text-white">
          {t('prebooking.slots.emptyTitle')}
        </p>
        <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
          {t('prebooking.slots.emptyHint')}
        </p>
      </div>
    </div>
  );
}

/** The free start times of the chosen day, with their loading, empty and failed states. */
export function SlotGrid({
  state,
  selectedTime,
  onSelect,
  label,
}: {
  state: SlotGridState;
  selectedTime: string | null;
  onSelect: (slot: Slot) => void;
  /** Names the group of times, e.g. "Free times on Wednesday 25 November". */
  label: string;
}) {
  if (state.kind === 'loading') return <LoadingSlots />;
  if (state.kind === 'error')
    return <FailedSlots message={state.message} onRetry={state.onRetry} />;
  if (state.slots.length === 0) return <NoFreeSlots />;
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {state.slots.map((slot) => {
        const isSelected = slot.time === selectedTime;
        return (
          <li key={slot.startAt}>
            <button
              type="button"
              aria-pressed={isSelected}
              data-testid="time-slot"
              data-time={slot.time}
              onClick={() => onSelect(slot)}
              className={cn(
                'focus-ring h-11 w-full rounded-xl border font-semibold text-sm tabular-nums transition-colors',
                isSelected
                  ? 'border-amber-400 bg-amber-400 text-zinc-950 shadow-sm'
                  : 'border-zinc-300 bg-white text-zinc-900 hover:border-amber-400 hover:bg-amber-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:border-amber-400/60 dark:hover:bg-amber-400/10',
              )}
            >
              {slot.time}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
