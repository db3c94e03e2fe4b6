import { type LiveStatus, liveStatuses } from '@jono/contract/api/auth';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveStatusDot } from '@/components/ui/live-status-dot';
import { Spinner } from '@/components/ui/spinner';
import { useLiveStatusLabel } from '@/lib/live-status-label';
import { useStatusChoice } from '../hooks/use-status-choice';
import { StatusBreakDialog } from './status-break-dialog';

/**
 * The live status as a compact pill for the dashboard frame; a break shows when it ends.
 * The control is a native <select> laid over the pill, so keyboards, screen readers and
 * phones work as usual; picking a break (again, to change its length) asks how long.
 */
export function StatusSelect({
  status,
  breakEndsAt,
  defaultBreakMinutes,
}: {
  status: LiveStatus | null;
  breakEndsAt: string | null;
  /** The shop's break length, offered first. */
  defaultBreakMinutes: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const statusLabel = useLiveStatusLabel();
  const choice = useStatusChoice();
  const { pendingStatus } = choice;
  const shown = pendingStatus ?? status ?? 'available';
  return (
    <>
      <div className="relative flex h-9 w-full items-center gap-2 rounded-lg border border-zinc-200 bg-white/70 px-2.5 font-medium text-sm text-zinc-800 transition-colors focus-within:outline-2 focus-within:outline-amber-500 focus-within:outline-offset-2 hover:bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900/70 dark:text-zinc-200 dark:hover:bg-zinc-800">
        <label htmlFor={id} className="sr-only">
          {t('liveStatus.change')}
        </label>
        {pendingStatus ? <Spinner className="size-3" /> : <LiveStatusDot status={shown} />}
        <span aria-hidden className="flex-1 truncate" data-testid="status-select-label">
          {statusLabel(shown, pendingStatus ? null : breakEndsAt)}
        </span>
        <ChevronDown aria-hidden className="size-3.5 shrink-0 opacity-60" />
        <select
          id={id}
          value={shown}
          disabled={pendingStatus !== null}
          onChange={(event) => choice.pick(event.target.value as LiveStatus)}
          className="absolute inset-0 cursor-pointer appearance-none opacity-0"
        >
          {liveStatuses.map((value) => (
            <option key={value} value={value}>
              {value === status ? statusLabel(value, breakEndsAt) : t(`liveStatus.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <StatusBreakDialog choice={choice} status={status} defaultMinutes={defaultBreakMinutes} />
    </>
  );
}
