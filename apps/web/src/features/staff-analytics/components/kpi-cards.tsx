import type { AnalyticsSummary } from '@jono/contract/api/analytics';
import type { LucideIcon } from 'lucide-react';
import {
  CalendarCheck,
  CalendarRange,
  CalendarX,
  CircleCheck,
  Hourglass,
  Receipt,
  Target,
  Users,
  UserX,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { type Better, deltaOf } from '../utils/delta';
import { asShown, formatCount, formatMinutesFigure, formatPercent } from '../utils/figures';
import { DeltaBadge } from './delta-badge';
import { NoValue } from './no-value';

/**
 * Nine cards, three to a row on wide screens: money, then waiting and the estimates, then
 * arrivals. Two to a row, the last card takes the whole row rather than stand alone.
 */
const kpiGrid =
  'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 sm:*:last:col-span-2 xl:*:last:col-span-1';

interface Comparison {
  current: number | null;
  previous: number | null;
  better: Better;
  format: (value: number) => string;
  /** The value as `format` shows it, which the change is worked out from. */
  asShown: (value: number) => number;
}

const shownOrNull = (value: number | null, shown: (value: number) => number) =>
  value === null ? null : shown(value);

/** One headline figure, named by its label (a group), with the previous period beside it. */
function KpiCard({
  icon: Icon,
  label,
  value,
  detail,
  hint,
  comparison,
  footer,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  hint?: string;
  comparison?: Comparison;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const delta = comparison
    ? deltaOf(
        shownOrNull(comparison.current, comparison.asShown),
        shownOrNull(comparison.previous, comparison.asShown),
        comparison.better,
      )
    : null;
  return (
    <Card role="group" aria-labelledby={labelId} className="flex flex-col p-5">
      <div className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Icon aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        <p id={labelId} className="font-medium">
          {label}
        </p>
      </div>
      <p
        data-testid="kpi-value"
        className="mt-2 font-bold text-3xl text-zinc-950 tabular-nums tracking-tight xl:text-2xl 2xl:text-3xl dark:text-white"
      >
        {value}
      </p>
      {detail ? (
        <p className="mt-1 text-pretty text-sm text-zinc-700 tabular-nums dark:text-zinc-300">
          {detail}
        </p>
      ) : null}
      {hint ? (
        <p className="mt-1 text-pretty text-xs text-zinc-500 dark:text-zinc-400">{hint}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-3">
        {delta ? <DeltaBadge delta={delta} /> : null}
        {comparison ? (
          <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
            {t('analytics.kpi.previous', {
              value:
                comparison.previous === null
                  ? t('analytics.noValue')
                  : comparison.format(comparison.previous),
            })}
          </span>
        ) : null}
        {footer}
      </div>
    </Card>
  );
}

/** Booked ahead against walked in: both counts and a bar split by their shares. */
function BookingsVsWalkIns({
  current,
  previous,
}: {
  current: AnalyticsSummary;
  previous: AnalyticsSummary;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const arrivals = current.bookings + current.walkIns;
  const share = arrivals === 0 ? null : current.bookings / arrivals;
  const pair = (summary: AnalyticsSummary) =>
    `${t('analytics.kpi.bookingCount', { count: summary.bookings, value: formatCount(summary.bookings, language) })} / ${t('analytics.kpi.walkInCount', { count: summary.walkIns, value: formatCount(summary.walkIns, language) })}`;
  return (
    <KpiCard
      icon={CalendarCheck}
      label={t('analytics.kpi.bookingsVsWalkIns')}
      value={pair(current)}
      detail={
        share === null ? undefined : (
          <>
            {t('analytics.kpi.bookedShare', { share: formatPercent(share, language) })}
            <span
              aria-hidden
              className="mt-2 flex h-2 overflow-hidden rounded-full bg-sky-200 dark:bg-sky-900"
            >
              <span className="bg-amber-400" style={{ width: `${share * 100}%` }} />
            </span>
          </>
        )
      }
      footer={
        <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
          {t('analytics.kpi.previous', { value: pair(previous) })}
        </span>
      }
    />
  );
}

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
export function KpiCards({
  current,
  previous,
  currency,
}: {
  current: AnalyticsSummary;
  previous: AnalyticsSummary;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (value: number) => formatCount(value, language);
  const money = (value: number) => formatMoney(value, language, currency);
  const minutes = (value: number) => formatMinutesFigure(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const compare = (
    field: keyof AnalyticsSummary,
    better: Better,
    format: (v: number) => string,
    shown: (v: number) => number,
  ): Comparison => ({
    current: current[field] as number | null,
    previous: previous[field] as number | null,
    better,
    format,
    asShown: shown,
  });
  const orNone = (value: number | null, format: (v: number) => string) =>
    value === null ? <NoValue /> : format(value);
  return (
    <div className={kpiGrid}>
      <KpiCard
        icon={Users}
        label={t('analytics.fields.served')}
        value={count(current.served)}
        detail={t('analytics.kpi.servedSplit', {
          walkIn: count(current.servedWalkIn),
          booked: count(current.servedBooked),
        })}
        comparison={compare('served', 'up', count, asShown.count)}
      />
      <KpiCard
        icon={Wallet}
        label={t('analytics.fields.takings')}
        value={money(current.takings)}
        detail={t('analytics.kpi.takingsSplit', {
          services: money(current.serviceTakings),
          fees: money(current.bookingFees),
          refunds: money(current.refunds),
        })}
        comparison={compare('takings', 'up', money, asShown.money)}
      />
      <KpiCard
        icon={Receipt}
        label={t('analytics.fields.averageTicket')}
        value={orNone(current.averageTicket, money)}
        comparison={compare('averageTicket', 'up', money, asShown.money)}
      />
      <KpiCard
        icon={Hourglass}
        label={t('analytics.fields.averageWait')}
        value={orNone(current.averageWait, minutes)}
        detail={
          current.p90Wait === null
            ? undefined
            : t('analytics.kpi.p90', { minutes: minutes(current.p90Wait) })
        }
        comparison={compare('averageWait', 'down', minutes, asShown.minutes)}
      />
      <KpiCard
        icon={Target}
        label={t('analytics.fields.estimateError')}
        value={orNone(current.estimateError, minutes)}
        hint={t('analytics.kpi.estimateErrorHint')}
        comparison={compare('estimateError', 'down', minutes, asShown.minutes)}
      />
      <KpiCard
        icon={CircleCheck}
        label={t('analytics.fields.estimateWithin10')}
        value={orNone(current.estimateWithin10, percent)}
        hint={t('analytics.kpi.estimateWithin10Hint')}
        comparison={compare('estimateWithin10', 'up', percent, asShown.percent)}
      />
      <KpiCard
        icon={CalendarRange}
        label={t('analytics.fields.withinShownRange')}
        value={orNone(current.withinShownRange, percent)}
        detail={
          current.earlierThanShown === null
            ? undefined
            : t('analytics.kpi.earlierThanShown', {
                rate: formatPercent(current.earlierThanShown, language),
              })
        }
        hint={t('analytics.kpi.withinShownRangeHint')}
        comparison={compare('withinShownRange', 'up', percent, asShown.percent)}
      />
      <KpiCard
        icon={CalendarX}
        label={t('analytics.fields.cancellations')}
        value={count(current.cancellations)}
        detail={t('analytics.kpi.rate', {
          rate: formatPercent(current.cancellationRate, language),
        })}
        comparison={compare('cancellations', 'down', count, asShown.count)}
      />
      <KpiCard
        icon={UserX}
        label={t('analytics.fields.noShows')}
        value={count(current.noShows)}
        detail={t('analytics.kpi.rate', { rate: formatPercent(current.noShowRate, language) })}
        comparison={compare('noShows', 'down', count, asShown.count)}
      />
      <BookingsVsWalkIns current={current} previous={previous} />
    </div>
  );
}

export function KpiCardsSkeleton() {
  return (
    <div className={kpiGrid}>
      {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((key) => (
        <Card key={key} className="space-y-3 p-5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-5 w-28 rounded-full" />
        </Card>
      ))}
    </div>
  );
}
