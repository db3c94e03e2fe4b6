import { formatShortCode } from '@jono/contract/rules/short-code';
import { Armchair, CalendarClock, Clock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** One figure of the wait; `featured` spans the row in larger type, for the one people look for. */
function Stat({
  icon: Icon,
  label,
  value,
  testId,
  featured = false,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
  featured?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-2xl p-4',
        featured
          ? 'col-span-2 bg-amber-50 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:ring-amber-400/20'
          : 'bg-zinc-50 dark:bg-zinc-800/50',
      )}
    >
      <dt className="flex items-center gap-1.5 font-medium text-xs text-zinc-600 dark:text-zinc-400">
        <Icon aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        {label}
      </dt>
      <dd
        data-testid={testId}
        className={cn(
          'mt-1.5 font-semibold tabular-nums text-zinc-950 dark:text-white',
          featured ? 'text-xl sm:text-2xl' : 'text-base sm:text-lg',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The code the shop's screen calls the customer by. */
function TrackingCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-5 text-center text-sm text-zinc-600 dark:text-zinc-400">
      {t('tracking.yourCode')}{' '}
      <span
        data-testid="tracking-code"
        className="font-bold font-mono text-base text-zinc-950 tracking-wider dark:text-white"
      >
        {formatShortCode(code)}
      </span>
      <span className="block">{t('tracking.yourCodeHint')}</span>
    </p>
  );
}

/**
 * While waiting: the place number, large; the expected start, the wait and the estimated
 * time; the code; and the place and wait again for screen readers when they change.
 */
export function WaitingPlace({
  position,
  shortCode,
  wait,
  startRange,
  timeRange,
}: {
  position: number | null;
  shortCode: string;
  /** The wait in words ("about 20 min", or "now"). */
  wait: string;
  startRange: string | null;
  timeRange: string | null;
}) {
  const { t } = useTranslation();
  const stats = [
    startRange
      ? {
          icon: Armchair,
          label: t('tracking.expectedStart'),
          value: startRange,
          testId: 'expected-start',
          featured: true,
        }
      : null,
    { icon: Clock, label: t('tracking.waitingTime'), value: wait, testId: 'waiting-time' },
    timeRange
      ? {
          icon: CalendarClock,
          label: t('tracking.estimatedTime'),
          value: timeRange,
          testId: 'estimated-time',
        }
      : null,
  ];
  return (
    <div className="relative">
      <div className="mt-6 flex flex-col items-center text-center">
        <p className="font-semibold text-sm text-zinc-600 uppercase tracking-wider dark:text-zinc-400">
          {t('tracking.positionLabel')}
        </p>
        <p
          data-testid="queue-position"
          className="mt-1 font-black text-8xl tabular-nums leading-none tracking-tighter text-zinc-950 sm:text-9xl dark:text-white"
        >
          {position ?? '–'}
        </p>
      </div>
      <dl className="mt-8 grid grid-cols-2 gap-3">
        {stats.map((stat) => (stat ? <Stat key={stat.testId} {...stat} /> : null))}
      </dl>
      <TrackingCode code={shortCode} />
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t('tracking.positionAnnouncement', { position: position ?? '–', wait })}
      </p>
    </div>
  );
}
