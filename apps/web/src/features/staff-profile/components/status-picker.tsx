import { type LiveStatus, liveStatuses } from '@jono/contract/api/auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LiveStatusDot } from '@/components/ui/live-status-dot';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useStatusChoice } from '../hooks/use-status-choice';
import { BreakPanel } from './break-panel';
import { DoneForToday } from './done-for-today';
import { StatusBreakDialog } from './status-break-dialog';

/**
 * An owner's or barber's live status (receptionists have none), saved as soon as it is picked;
 * a break first asks how long, and while on one its end can be moved or the break ended; the
 * member can also be done for today.
 * Native radio buttons: arrow keys move between them, and each saves on its own.
 */
export function StatusPicker({
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
  const name = useId();
  const choice = useStatusChoice();
  const { pendingStatus, changeStatus } = choice;
  const shown = pendingStatus ?? status;

  return (
    <Card className="p-5 sm:p-8">
      <fieldset aria-describedby={`${name}-description`}>
        <legend className="font-semibold text-zinc-950 dark:text-white">
          {t('liveStatus.title')}
        </legend>
        <p id={`${name}-description`} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t('liveStatus.description')}
        </p>
        <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {liveStatuses.map((value) => {
            const isChecked = shown === value;
            return (
              <label
                key={value}
                className={cn(
                  'relative flex cursor-pointer items-center gap-2.5 rounded-xl border px-3.5 py-3 font-medium text-sm transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500 has-[:focus-visible]:outline-offset-2',
                  isChecked
                    ? 'border-amber-400 bg-amber-50 text-zinc-950 dark:border-amber-400/70 dark:bg-amber-400/10 dark:text-white'
                    : 'border-zinc-200 text-zinc-700 hover:border-zinc-300 hover:bg-zinc-50 dark:border-zinc-800 dark:text-zinc-300 dark:hover:border-zinc-700 dark:hover:bg-zinc-800/60',
                  pendingStatus && 'cursor-wait',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={isChecked}
                  disabled={pendingStatus !== null}
                  onChange={() => choice.pick(value)}
                  className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-wait"
                />
                {pendingStatus === value ? (
                  <Spinner className="size-3.5" />
                ) : (
                  <LiveStatusDot status={value} />
                )}
                {t(`liveStatus.${value}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <DoneForToday
        isPending={pendingStatus !== null}
        onDone={() => changeStatus({ status: 'away', forToday: true })}
      />
      {status === 'on_break' && breakEndsAt ? (
        <BreakPanel
          breakEndsAt={breakEndsAt}
          isPending={pendingStatus !== null}
          onLength={(breakMinutes) => void changeStatus({ breakMinutes })}
          onChooseLength={() => choice.pick('on_break')}
          onBack={() => void changeStatus({ status: 'available' })}
        />
      ) : null}
      <StatusBreakDialog choice={choice} status={status} defaultMinutes={defaultBreakMinutes} />
    </Card>
  );
}
