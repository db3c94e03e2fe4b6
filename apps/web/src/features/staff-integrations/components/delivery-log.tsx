import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useFocusFirstAdded } from '@/lib/use-focus-first-added';
import {
  useReplayDeliveryMutation,
  useWebhookDeliveriesInfiniteQuery,
  type WebhookDelivery,
} from '../api/webhooks';
import { DeliveryRow } from './delivery-row';

/** A replay is a new delivery of the same event: the log reads again and shows it on top. */
function useReplay(endpointId: string) {
  const { t } = useTranslation();
  const [replay] = useReplayDeliveryMutation();
  const [replaying, setReplaying] = useState<string | null>(null);
  const run = async (delivery: WebhookDelivery) => {
    setReplaying(delivery.id);
    try {
      await replay({ endpointId, deliveryId: delivery.id }).unwrap();
      notify.success(t('integrations.deliveries.replayed'));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setReplaying(null);
    }
  };
  return { replaying, run };
}

function DeliveriesLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('integrations.deliveries.loading')} className="space-y-2">
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-16 rounded-xl" />
    </div>
  );
}

function NoDeliveries() {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 py-4 text-center text-sm">
      <p className="font-medium text-zinc-900 dark:text-zinc-100">
        {t('integrations.deliveries.empty')}
      </p>
      <p className="text-zinc-600 dark:text-zinc-400">{t('integrations.deliveries.emptyHint')}</p>
    </div>
  );
}

/**
 * The deliveries read so far, each with its replay, and under them the next page on request
 * (or why it could not be read). The first row a page adds takes the focus.
 */
function DeliveryList({
  endpointId,
  deliveries,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
}: {
  endpointId: string;
  deliveries: WebhookDelivery[];
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Why the last page asked for could not be read; null when it could. */
  loadMoreError: unknown;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const { replaying, run } = useReplay(endpointId);
  const focusFirstAdded = useFocusFirstAdded(listRef, deliveries.length, ':scope > li');
  return (
    <>
      <ul
        ref={listRef}
        className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
      >
        {deliveries.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            delivery={delivery}
            isReplaying={replaying === delivery.id}
            onReplay={() => void run(delivery)}
          />
        ))}
      </ul>
      {loadMoreError ? (
        <Alert tone="danger" title={t('integrations.deliveries.loadFailed')}>
          <p>{errorMessage(loadMoreError)}</p>
        </Alert>
      ) : null}
      {hasMore ? (
        <BusyButton
          variant="secondary"
          className="w-full"
          busy={isLoadingMore}
          busyLabel={t('integrations.deliveries.loadingMore')}
          onClick={() => {
            focusFirstAdded();
            onLoadMore();
          }}
        >
          {t('integrations.deliveries.loadMore')}
        </BusyButton>
      ) : null}
    </>
  );
}

/**
 * An endpoint's delivery log, newest first, a page at a time: each delivery with its outcome
 * and a replay; "Refresh" reads it again (a pending try may have ended meanwhile). Mounted
 * only while shown, so a closed log costs no request.
 */
export function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const { t } = useTranslation();
  const query = useWebhookDeliveriesInfiniteQuery(endpointId, { refetchOnMountOrArgChange: true });
  const { currentData, error, isFetching, isFetchingNextPage, isFetchNextPageError } = query;
  const deliveries = currentData?.pages.flatMap((page) => page.deliveries);
  return (
    <section
      aria-label={t('integrations.deliveries.regionLabel', { url })}
      aria-busy={isFetching}
      className="space-y-3 rounded-xl border border-zinc-200 bg-zinc-50 p-3 sm:p-4 dark:border-zinc-800 dark:bg-zinc-950/40"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="font-semibold text-sm text-zinc-950 dark:text-white">
          {t('integrations.deliveries.title')}
        </h3>
        <BusyButton
          variant="secondary"
          size="sm"
          className="w-full sm:w-auto"
          busy={isFetching && !isFetchingNextPage}
          busyLabel={t('integrations.deliveries.refreshing')}
          icon={<RefreshCw aria-hidden className="size-4" />}
          onClick={() => void query.refetch()}
        >
          {t('integrations.deliveries.refresh')}
        </BusyButton>
      </div>
      {deliveries ? (
        deliveries.length === 0 ? (
          <NoDeliveries />
        ) : (
          <DeliveryList
            endpointId={endpointId}
            deliveries={deliveries}
            hasMore={query.hasNextPage}
            isLoadingMore={isFetchingNextPage}
            loadMoreError={isFetchNextPageError && !isFetching ? error : null}
            onLoadMore={() => void query.fetchNextPage()}
          />
        )
      ) : error && !isFetching ? (
        <LoadFailedAlert
          title={t('integrations.deliveries.loadFailed')}
          error={error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DeliveriesLoading />
      )}
    </section>
  );
}
