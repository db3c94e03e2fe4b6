import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineIconHeading } from '@/components/ui/icon-heading';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDayWaitlistQuery } from '../api/staff-waitlist';
import { WaitlistRow } from './waitlist-row';

/**
 * "Waiting for a time": the people on the chosen day's waitlist in the order they asked,
 * how they are told and where their offer stands. Live through the day's booking events.
 */
export function WaitlistSection({ date }: { date: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { currentData, error, isFetching, refetch } = useDayWaitlistQuery(date);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isFetching}
      className="space-y-3"
      data-testid="staff-waitlist"
    >
      <div>
        <InlineIconHeading icon={Hourglass} id={headingId}>
          {t('dashboard.bookings.waitlist.title')}
        </InlineIconHeading>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t('dashboard.bookings.waitlist.hint')}
        </p>
      </div>
      {currentData ? (
        currentData.entries.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('dashboard.bookings.waitlist.empty')}
          </p>
        ) : (
          <ol className="space-y-2">
            {currentData.entries.map((entry) => (
              <WaitlistRow
                key={entry.id}
                entry={entry}
                date={date}
                timezone={currentData.timezone}
              />
            ))}
          </ol>
        )
      ) : error && !isFetching ? (
        <LoadFailedAlert
          title={t('dashboard.bookings.waitlist.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <div role="status" aria-label={t('dashboard.bookings.waitlist.loading')}>
          <Skeleton className="h-20 rounded-xl" />
        </div>
      )}
    </section>
  );
}
