import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type TextUsage, useTextUsageQuery } from '../api/texts';
import { SectionHead } from './section-head';

/** "November 2026" from the server's 'YYYY-MM' (a UTC month); the raw value if it is not one. */
function monthName(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, monthNumber - 1, 1));
}

/** The month's segments against the cap: a bar while there is a cap, the count without one. */
function UsageLines({ usage }: { usage: TextUsage }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const month = monthName(usage.month, i18n.resolvedLanguage ?? i18n.language);
  const used = usage.segmentsUsed;
  const cap = usage.segmentCap;
  // Failed texts count too, so the count may pass the cap: the bar stops at full.
  const share = cap > 0 ? Math.min(1, used / cap) : 0;
  return (
    <div className="space-y-3">
      <p id={labelId} className="text-sm text-zinc-800 dark:text-zinc-200">
        {cap > 0
          ? t('textUsage.used', { used, cap, month })
          : t('textUsage.usedNoCap', { used, month })}
      </p>
      {cap > 0 ? (
        <div
          role="progressbar"
          aria-label={t('textUsage.bar')}
          aria-describedby={labelId}
          aria-valuemin={0}
          aria-valuemax={cap}
          aria-valuenow={Math.min(used, cap)}
          className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        >
          <div
            className={cn(
              'h-full rounded-full',
              share >= 1 ? 'bg-red-600' : share >= 0.8 ? 'bg-amber-500' : 'bg-emerald-600',
            )}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      ) : null}
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t('textUsage.optedOut', { count: usage.optedOut })}
      </p>
    </div>
  );
}

/**
 * Text messages to walk-ins (the owner's view): this month's use against the cap and the
 * numbers that answered STOP, or that this server sends none (no SMS gateway is set).
 */
export function TextUsageSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { currentData: usage, error, isFetching, refetch } = useTextUsageQuery();
  return (
    <section aria-labelledby={headingId} aria-busy={isFetching} className="space-y-4">
      <SectionHead
        icon={MessageSquareText}
        headingId={headingId}
        title={t('textUsage.heading')}
        description={t('textUsage.lead')}
        action={null}
      />
      {usage ? (
        <Card className="p-4 sm:p-5">
          {usage.enabled ? (
            <UsageLines usage={usage} />
          ) : (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('textUsage.off')}</p>
          )}
        </Card>
      ) : error && !isFetching ? (
        <LoadFailedAlert
          title={t('textUsage.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <div role="status" aria-label={t('textUsage.loading')}>
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      )}
    </section>
  );
}
