import type { Analytics } from '@jono/contract/api/analytics';
import { ChartColumn, RefreshCw, Scissors, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatLocalDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useAnalyticsQuery } from '../api/analytics';
import { useAnalyticsPeriod } from '../hooks/use-analytics-period';
import { hasActivity } from '../utils/figures';
import { BarbersTable } from './barbers-table';
import { BusiestHours } from './busiest-hours';
import { ExportCsvButton } from './export-csv-button';
import { KpiCards, KpiCardsSkeleton } from './kpi-cards';
import { PeriodPicker } from './period-picker';
import { RatingFigure } from './rating-figure';
import { TopList } from './top-list';

function Figures({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation();
  const { currency } = analytics;
  return (
    <>
      <KpiCards
        current={analytics.summary.current}
        previous={analytics.summary.previous}
        currency={currency}
      />
      {analytics.barber ? null : <RatingFigure rating={analytics.rating} />}
      <BusiestHours cells={analytics.busiestHours} />
      <BarbersTable barbers={analytics.barbers} currency={currency} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TopList
          icon={Scissors}
          title={t('analytics.top.services')}
          description={t('analytics.top.servicesDescription')}
          nameHeader={t('analytics.top.service')}
          empty={t('analytics.top.emptyServices')}
          items={analytics.topServices}
          currency={currency}
        />
        <TopList
          icon={Sparkles}
          title={t('analytics.top.addons')}
          description={t('analytics.top.addonsDescription')}
          nameHeader={t('analytics.top.addon')}
          empty={t('analytics.top.emptyAddons')}
          items={analytics.topAddons}
          currency={currency}
        />
      </div>
    </>
  );
}

function FiguresSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <KpiCardsSkeleton />
      <Card className="space-y-4 p-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-56 w-full" />
      </Card>
    </div>
  );
}

/** The figures, a skeleton before the first answer, or why they could not be read. */
function AnalyticsBody({
  shown,
  isStale,
  failure,
  onRetry,
}: {
  shown: Analytics | undefined;
  isStale: boolean;
  failure: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (failure) {
    return (
      <EmptyState
        icon={RefreshCw}
        title={t('analytics.loadFailed')}
        description={errorMessage(failure)}
      >
        <Button onClick={onRetry}>{t('analytics.retry')}</Button>
      </EmptyState>
    );
  }
  if (!shown) return <FiguresSkeleton />;
  return (
    <div
      aria-busy={isStale}
      className={cn('space-y-6 transition-opacity', isStale && 'pointer-events-none opacity-50')}
    >
      {hasActivity(shown.summary.current) ? (
        <Figures analytics={shown} />
      ) : (
        <EmptyState
          icon={ChartColumn}
          title={t('analytics.emptyTitle')}
          description={t('analytics.emptyDescription')}
        />
      )}
    </div>
  );
}

type Range = { from: string; to: string };

/** The period shown and the one it is compared with, and a word while new figures load. */
function PeriodLine({
  period,
  compared,
  isFetching,
}: {
  period: Range;
  compared: Range | undefined;
  isFetching: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // One day reads as a date, not as a range from a day to itself.
  const formatRange = ({ from, to }: Range) =>
    from === to
      ? formatLocalDate(from, language, 'medium')
      : t('analytics.period.range', {
          from: formatLocalDate(from, language, 'medium'),
          to: formatLocalDate(to, language, 'medium'),
        });
  return (
    <div className="text-sm lg:text-right">
      <p className="font-semibold text-zinc-900 tabular-nums dark:text-zinc-100">
        {formatRange(period)}
      </p>
      {compared ? (
        <p className="text-zinc-600 tabular-nums dark:text-zinc-400">
          {t('analytics.period.compared', { range: formatRange(compared) })}
        </p>
      ) : null}
      <p
        role="status"
        className={cn(
          'flex items-center gap-2 text-zinc-600 lg:justify-end dark:text-zinc-400',
          !isFetching && 'sr-only',
        )}
      >
        {isFetching ? (
          <>
            <Spinner className="size-4" />
            {t('analytics.updating')}
          </>
        ) : null}
      </p>
    </div>
  );
}

/**
 * /dashboard/analytics: how the shop did in a period against the period before; a barber
 * gets their own figures. While a new period loads, the old figures stay, dimmed.
 */
export function AnalyticsDashboard() {
  const { t } = useTranslation();
  const [shopTimeZone, setShopTimeZone] = useState<string>();
  const { period, today, choosePreset, chooseRange } = useAnalyticsPeriod(shopTimeZone);
  const { currentData, data, error, isFetching, refetch } = useAnalyticsQuery({
    from: period.from,
    to: period.to,
  });

  // "Today" is the shop's: once an answer names its zone, the periods are counted in it.
  const answeredTimeZone = data?.timezone;
  useEffect(() => {
    if (answeredTimeZone) setShopTimeZone(answeredTimeZone);
  }, [answeredTimeZone]);

  const shown = currentData ?? (isFetching ? data : undefined);
  const isStale = isFetching && shown !== undefined && shown !== currentData;
  const hasFailed = Boolean(error) && !isFetching && !currentData;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        eyebrow={shown?.barber ? t('analytics.yourFigures') : undefined}
        title={t('dashboard.pages.analytics.title')}
        description={
          shown?.barber
            ? t('analytics.yourFiguresHint')
            : t('dashboard.pages.analytics.description')
        }
        actions={<ExportCsvButton analytics={currentData} />}
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <PeriodPicker period={period} today={today} onPreset={choosePreset} onRange={chooseRange} />
        <PeriodLine period={period} compared={currentData?.previous} isFetching={isFetching} />
      </div>
      <AnalyticsBody
        shown={shown}
        isStale={isStale}
        failure={hasFailed ? error : null}
        onRetry={() => void refetch()}
      />
    </div>
  );
}
