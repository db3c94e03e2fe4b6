import type { OrderCall, TrackingOrder } from '@jono/contract/api/queue';
import { formatShortCode } from '@jono/contract/rules/short-code';
import {
  Armchair,
  BellRing,
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
import { formatStartRange, shopClock } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';
import { useLanguage } from '../hooks/use-language';
import { estimatedTimeRange } from '../utils/format';
import { QueueStatusBadge } from './queue-status-badge';

/**
 * How old the page's data is while it reads itself on a timer instead of hearing live
 * updates: "Updated 12 s ago".
 */
function UpdatedAgo({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1_000));
  return (
    <span
      data-testid="updated-ago"
      className="font-medium text-xs text-zinc-500 dark:text-zinc-400"
    >
      {seconds < 60
        ? t('tracking.updatedSecondsAgo', { count: seconds })
        : t('tracking.updatedMinutesAgo', { count: Math.floor(seconds / 60) })}
    </span>
  );
}

function LiveIndicator({ isLive, updatedAt }: { isLive: boolean; updatedAt?: number | undefined }) {
  const { t } = useTranslation();
  if (!isLive && updatedAt) return <UpdatedAgo updatedAt={updatedAt} />;
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
  testId?: string;
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

const finishedLooks = {
  served: {
    icon: CircleCheckBig,
    tone: 'bg-sky-100 text-sky-700 dark:bg-sky-400/10 dark:text-sky-300',
  },
  cancelled: { icon: X, tone: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300' },
  no_show: { icon: UserX, tone: 'bg-red-100 text-red-700 dark:bg-red-500/10 dark:text-red-300' },
} as const;

type FinishedStatus = keyof typeof finishedLooks;

/** Staff called the customer: where to go, and since when. Loud, since it is the moment. */
function YourTurn({ call, timezone }: { call: OrderCall; timezone: string }) {
  const { t } = useTranslation();
  const words = call.chair
    ? t('tracking.turnToChair', { chair: call.chair })
    : call.barberName
      ? t('tracking.turnToBarber', { barber: call.barberName })
      : t('tracking.turnNow');
  return (
    <div
      role="alert"
      data-testid="your-turn"
      className="relative mt-5 flex items-start gap-3 rounded-2xl bg-amber-400 p-4 text-zinc-950"
    >
      <BellRing aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-bold text-lg leading-snug">{words}</p>
        <p className="mt-1 font-medium text-sm tabular-nums">
          {t('tracking.calledAt', { time: shopClock(call.calledAt, timezone) })}
        </p>
      </div>
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
 * Where the customer stands: a large place number, the expected start as a range, the wait
 * and the estimated time on the shop's clock while waiting, the code the shop calls them by, and the call when it comes;
 * "your turn" in the chair; a closing note once finished. Without live updates it says how
 * old its data is (`updatedAt`, when it was last read).
 */
export function QueuePlaceCard({
  order,
  isLive,
  updatedAt,
  children,
  className,
}: {
  order: TrackingOrder;
  isLive: boolean;
  updatedAt?: number | undefined;
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
    ? estimatedTimeRange(order.estimatedStart, order.totalDuration, order.barberShop.timezone, t)
    : null;
  const startRange = order.estimatedRange
    ? t('tracking.startAbout', {
        range: formatStartRange(order.estimatedRange, order.barberShop.timezone),
      })
    : null;

  return (
    <Card className={cn('relative overflow-hidden p-5 sm:p-8', className)}>
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-20 size-64 rounded-full bg-amber-300/25 blur-3xl dark:bg-amber-400/10"
      />
      <div className="relative flex items-center justify-between gap-3">
        <QueueStatusBadge status={status} />
        {status === 'waiting' || status === 'in_service' ? (
          <LiveIndicator isLive={isLive} updatedAt={updatedAt} />
        ) : null}
      </div>

      {status === 'waiting' && order.call ? (
        <YourTurn call={order.call} timezone={order.barberShop.timezone} />
      ) : null}

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
            {startRange ? (
              <Stat
                icon={Armchair}
                label={t('tracking.expectedStart')}
                value={startRange}
                testId="expected-start"
                featured
              />
            ) : null}
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
          <TrackingCode code={order.shortCode} />
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
        <FinishedNote status={status} call={order.call} timezone={order.barberShop.timezone} />
      ) : null}

      {children ? <div className="relative mt-6">{children}</div> : null}
    </Card>
  );
}

function FinishedNote({
  status,
  call,
  timezone,
}: {
  status: FinishedStatus;
  call: OrderCall | null;
  timezone: string;
}) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = finishedLooks[status];
  // A no-show follows a call: say when it was, so the note tells what happened.
  const noShowDescription = call
    ? t('tracking.noShowCalled', { time: shopClock(call.calledAt, timezone) })
    : t('tracking.noShowDescription');
  const texts = {
    served: [t('tracking.servedTitle'), t('tracking.servedDescription')],
    cancelled: [t('tracking.cancelledTitle'), t('tracking.cancelledDescription')],
    no_show: [t('tracking.noShowTitle'), noShowDescription],
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
