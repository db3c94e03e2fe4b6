import { CalendarSync } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { InlineIconHeading } from '@/components/ui/icon-heading';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type CalendarFeeds,
  type CustomerNameChoice,
  type MadeFeed,
  useCalendarFeedsQuery,
  useSetCustomerNamesMutation,
} from '../api/calendar-feeds';
import { FeedAddressDialog } from './feed-address-dialog';
import { FeedRow } from './feed-row';

const nameChoices: readonly CustomerNameChoice[] = ['first', 'full', 'none'];

/** How every calendar of the shop names customers: the owner chooses, the others are told. */
function CustomerNames({ feeds }: { feeds: CalendarFeeds }) {
  const { t } = useTranslation();
  const [setNames, saving] = useSetCustomerNamesMutation();
  const label = t('calendarFeeds.names.label');
  if (!feeds.canChooseNames) {
    return (
      <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">
        {t(`calendarFeeds.names.shown.${feeds.customerNames}`)}
      </p>
    );
  }
  const choose = async (choice: CustomerNameChoice) => {
    try {
      await setNames(choice).unwrap();
      notify.success(t('calendarFeeds.names.saved'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <div className="space-y-2 p-4" aria-busy={saving.isLoading}>
      <p className="font-medium text-sm text-zinc-900 dark:text-zinc-100">{label}</p>
      <SegmentedChoice
        legend={label}
        choices={nameChoices.map((value) => ({
          value,
          label: t(`calendarFeeds.names.choice.${value}`),
        }))}
        selected={
          saving.isLoading && saving.originalArgs ? saving.originalArgs : feeds.customerNames
        }
        onSelect={(choice) => void choose(choice)}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('calendarFeeds.names.hint')}</p>
    </div>
  );
}

/**
 * Calendar subscriptions: the bookings of the whole shop (the owner's) or of one member in
 * any calendar app, by a secret address that updates itself.
 */
export function CalendarFeedsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { currentData, error, isFetching, refetch } = useCalendarFeedsQuery();
  const [made, setMade] = useState<MadeFeed | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isFetching}
      className="space-y-3"
      data-testid="calendar-feeds"
    >
      <div>
        <InlineIconHeading icon={CalendarSync} id={headingId}>
          {t('calendarFeeds.title')}
        </InlineIconHeading>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('calendarFeeds.hint')}</p>
      </div>
      {currentData ? (
        <Card className="divide-y divide-zinc-200 dark:divide-zinc-800">
          <CustomerNames feeds={currentData} />
          {currentData.feeds.length === 0 ? (
            <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">
              {t('calendarFeeds.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {currentData.feeds.map((feed) => (
                <FeedRow key={feed.scope} feed={feed} onMade={setMade} />
              ))}
            </ul>
          )}
        </Card>
      ) : error && !isFetching ? (
        <LoadFailedAlert
          title={t('calendarFeeds.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <div role="status" aria-label={t('calendarFeeds.loading')}>
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      )}
      <FeedAddressDialog made={made} onClose={() => setMade(null)} />
    </section>
  );
}
