import type { LucideIcon } from 'lucide-react';
import {
  CalendarCheck,
  CheckCircle2,
  Clock,
  Hourglass,
  RefreshCw,
  Scissors,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { formatMinutes, formatMoney } from '@/lib/format';
import { type Overview, useOverviewQuery } from '../api/overview';

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: string;
}) {
  return (
    // A list's group holds only its term and value: the icon is in the term, the hint in
    // the value.
    <Card className="p-5">
      <dt className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Icon aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
        {label}
      </dt>
      <dd className="mt-3">
        <span className="block font-bold text-3xl text-zinc-950 tabular-nums dark:text-white">
          {value}
        </span>
        {hint ? (
          <span className="mt-1 block text-xs text-zinc-500 dark:text-zinc-400">{hint}</span>
        ) : null}
      </dd>
    </Card>
  );
}

export function OverviewStats({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const stats = [
    { icon: Users, label: t('overview.stats.waitingNow'), value: overview.waitingNow },
    { icon: Scissors, label: t('overview.stats.inServiceNow'), value: overview.inServiceNow },
    {
      icon: Hourglass,
      label: t('overview.stats.newcomerWait'),
      value: formatMinutes(overview.newcomerWait, language),
      hint: t('chairs.newcomerWaitHint'),
    },
    { icon: CheckCircle2, label: t('overview.stats.servedToday'), value: overview.servedToday },
    {
      icon: CalendarCheck,
      label: t('overview.stats.bookingsToday'),
      value: overview.bookingsToday,
    },
    {
      icon: Wallet,
      label: t('overview.stats.takingsToday'),
      value: formatMoney(overview.takingsToday, language, overview.currency),
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </dl>
  );
}

export function OverviewSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <Card key={key} className="space-y-4 p-5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-8 w-20" />
        </Card>
      ))}
    </div>
  );
}

/**
 * Today at a glance. `renderState` draws the queue state badge (a page composes it from
 * another feature), `actions` the links to act.
 */
export function OverviewPanel({
  renderState,
  actions,
}: {
  renderState: (state: Overview['queueState']) => ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useOverviewQuery(undefined, {
    pollingInterval: 60_000,
    refetchOnFocus: true,
  });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Clock aria-hidden className="size-4 text-zinc-500" />
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('overview.queueState')}
          </span>
          {data ? renderState(data.queueState) : <Skeleton className="h-6 w-24 rounded-full" />}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void refetch()}
          disabled={isFetching}
          aria-label={t('overview.refresh')}
        >
          <RefreshCw aria-hidden className={isFetching ? 'size-4 animate-spin' : 'size-4'} />
          <span className="hidden sm:inline">{t('overview.refresh')}</span>
        </Button>
      </div>
      {isLoading ? <OverviewSkeleton /> : null}
      {!isLoading && error && !data ? (
        <EmptyState
          icon={RefreshCw}
          title={t('overview.loadFailed')}
          description={errorMessage(error)}
        >
          <Button onClick={() => void refetch()}>{t('overview.retry')}</Button>
        </EmptyState>
      ) : null}
      {data ? <OverviewStats overview={data} /> : null}
      <section aria-labelledby="overview-actions" className="space-y-3">
        <h2 id="overview-actions" className="font-semibold text-base text-zinc-950 dark:text-white">
          {t('overview.actionsTitle')}
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">{actions}</div>
      </section>
    </div>
  );
}
