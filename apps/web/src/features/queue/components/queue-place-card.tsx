import type { TrackingOrder } from '@jono/contract/api/queue';
import {
  CalendarClock,
  CircleCheckBig,
  Clock,
  type LucideIcon,
  Scissors,
  UserX,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatMinutes } from '@/lib/format';
import { useLanguage } from '../hooks/use-language';
import { estimatedTimeRange } from '../utils/format';
import { QueueStatusBadge } from './queue-status-badge';

function LiveIndicator({ isLive }: { isLive: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-medium text-xs',
        isLive ? 'text-emerald-700 dark:text-emerald-400' : 'text-zinc-500 dark:text-zinc-400',
      )}
    >
      <span aria-hidden className="relative flex size-2">
        {isLive ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-2 rounded-full',
            isLive ? 'bg-emerald-500' : 'bg-zinc-400',
          )}
        />
      </span>
      {isLive ? t('tracking.live') : t('tracking.reconnecting')}
    </span>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl bg-zinc-50 p-4 dark:bg-zinc-800/50">
      <dt className="flex items-center gap-1.5 font-medium text-xs text-zinc-600 dark:text-zinc-400">
        <Icon aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        {label}
      </dt>
      <dd
        data-testid={testId}
        className="mt-1.5 font-semibold text-base tabular-nums text-zinc-950 sm:text-lg dark:text-white"
      >
        {value}
      </dd>
    </div>
  );
}

const finishedLooks = {
  served: {
    icon: CircleCheckBig,
    tone: 'bg-sky-100 text-sky-700 dark:bg-sky-400/10 dark:text-sky-300',
  },
  cancelled: { icon: X, tone: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300' },
  no_show: { icon: UserX, tone: 'bg-red-100 text-red-700 dark:bg-red-500/10 dark:text-red-300' },
} as const;

type FinishedStatus = keyof typeof finishedLooks;

/**
 * Where the customer stands: a large place number, the wait and the estimated time on the
 * shop's clock while waiting; "your turn" in the chair; a closing note once finished.
 */
export function QueuePlaceCard({
  order,
  isLive,
  children,
  className,
}: {
  order: TrackingOrder;
  isLive: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = order;
  const wait =
    order.waitingTime === 0
      ? t('tracking.waitNow')
      : t('tracking.aboutTime', { time: formatMinutes(order.waitingTime, language) });
  const timeRange = order.estimatedStart
    ? estimatedTimeRange(order.estimatedStart, order.totalDuration, order.barberShop.timezone)
    : null;

  return (
    <Card className={cn('relative overflow-hidden p-5 sm:p-8', className)}>
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-20 size-64 rounded-full bg-amber-300/25 blur-3xl dark:bg-amber-400/10"
      />
      <div className="relative flex items-center justify-between gap-3">
        <QueueStatusBadge status={status} />
        {status === 'waiting' || status === 'in_service' ? <LiveIndicator isLive={isLive} /> : null}
      </div>

      {status === 'waiting' ? (
        <div className="relative">
          <div className="mt-6 flex flex-col items-center text-center">
            <p className="font-semibold text-sm text-zinc-600 uppercase tracking-wider dark:text-zinc-400">
              {t('tracking.positionLabel')}
            </p>
            <p
              data-testid="queue-position"
              className="mt-1 font-black text-8xl tabular-nums leading-none tracking-tighter text-zinc-950 sm:text-9xl dark:text-white"
            >
              {order.position ?? '–'}
            </p>
          </div>
          <dl className="mt-8 grid grid-cols-2 gap-3">
            <Stat
              icon={Clock}
              label={t('tracking.waitingTime')}
              value={wait}
              testId="waiting-time"
            />
            {timeRange ? (
              <Stat
                icon={CalendarClock}
                label={t('tracking.estimatedTime')}
                value={timeRange}
                testId="estimated-time"
              />
            ) : null}
          </dl>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {t('tracking.positionAnnouncement', { position: order.position ?? '–', wait })}
          </p>
        </div>
      ) : null}

      {status === 'in_service' ? (
        <div className="relative mt-6 flex flex-col items-center text-center" aria-live="polite">
          <span className="grid size-20 place-items-center rounded-3xl bg-emerald-100 text-emerald-700 ring-8 ring-emerald-50 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/5">
            <Scissors aria-hidden className="size-10" />
          </span>
          <p className="mt-6 font-bold text-3xl tracking-tight text-zinc-950 dark:text-white">
            {t('tracking.inServiceTitle')}
          </p>
          <p className="mt-2 text-zinc-600 dark:text-zinc-400">
            {t('tracking.inServiceDescription')}
          </p>
          {timeRange ? (
            <p className="mt-4 font-medium tabular-nums text-zinc-700 dark:text-zinc-300">
              {timeRange}
            </p>
          ) : null}
        </div>
      ) : null}

      {status === 'served' || status === 'cancelled' || status === 'no_show' ? (
        <FinishedNote status={status} />
      ) : null}

      {children ? <div className="relative mt-6">{children}</div> : null}
    </Card>
  );
}

function FinishedNote({ status }: { status: FinishedStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = finishedLooks[status];
  const texts = {
    served: [t('tracking.servedTitle'), t('tracking.servedDescription')],
    cancelled: [t('tracking.cancelledTitle'), t('tracking.cancelledDescription')],
    no_show: [t('tracking.noShowTitle'), t('tracking.noShowDescription')],
  } as const;
  const [title, description] = texts[status];
  return (
    <div className="relative mt-6 flex flex-col items-center text-center" aria-live="polite">
      <span className={cn('grid size-16 place-items-center rounded-2xl', tone)}>
        <Icon aria-hidden className="size-8" />
      </span>
      <p className="mt-5 font-bold text-2xl tracking-tight text-zinc-950 dark:text-white">
        {title}
      </p>
      <p className="mt-2 max-w-sm text-pretty text-zinc-600 dark:text-zinc-400">{description}</p>
    </div>
  );
}
