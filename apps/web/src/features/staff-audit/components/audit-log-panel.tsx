import { ScrollText } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { browserTimeZone, todayIn } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useFocusFirstAdded } from '@/lib/use-focus-first-added';
import { useAuditLogInfiniteQuery } from '../api/audit-log';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { hasFilters } from '../utils/filters';
import { AuditEntryCard } from './audit-entry-card';
import { AuditFiltersBar } from './audit-filters-bar';

/** No entry: none at all yet, or none that the filters let through (with a way to clear them). */
function NoEntries({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ScrollText}
      title={isFiltered ? t('auditLog.empty.filteredTitle') : t('auditLog.empty.title')}
      description={isFiltered ? t('auditLog.empty.filteredHint') : t('auditLog.empty.hint')}
    >
      {isFiltered ? (
        <Button variant="secondary" onClick={onClear}>
          {t('auditLog.filters.clear')}
        </Button>
      ) : null}
    </EmptyState>
  );
}

/** Under the list: the next page on request, or that everything is shown. */
function MoreOrAll({
  hasMore,
  isLoading,
  onLoadMore,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  return hasMore ? (
    <div className="flex justify-center">
      <BusyButton
        variant="secondary"
        busy={isLoading}
        onClick={onLoadMore}
        busyLabel={t('auditLog.loadingMore')}
      >
        {t('auditLog.loadMore')}
      </BusyButton>
    </div>
  ) : (
    <p className="text-center text-sm text-zinc-500 dark:text-zinc-400">{t('auditLog.allShown')}</p>
  );
}

function EntriesLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('auditLog.loading')} className="space-y-3">
      {['a', 'b', 'c'].map((key) => (
        <Skeleton key={key} className="h-24 rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * The owner's record of what staff did, newest first, narrowed by dates, action and who.
 * Times and dates are the shop's clock, as the answer names it (this device's until then).
 */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const { filters, change, clear } = useAuditFilters();
  const {
    currentData,
    error,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useAuditLogInfiniteQuery(filters, { refetchOnMountOrArgChange: true });
  const pages = currentData?.pages;
  const timeZone = pages?.[0]?.timezone ?? browserTimeZone();
  const today = todayIn(timeZone);
  const entries = pages?.flatMap((page) => page.entries);
  const isFiltered = hasFilters(filters);
  const listRef = useRef<HTMLUListElement>(null);

  const focusFirstAdded = useFocusFirstAdded(listRef, entries?.length ?? 0, 'article');
  const loadMore = () => {
    focusFirstAdded();
    void fetchNextPage();
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.auditLog.title')}
        description={t('dashboard.pages.auditLog.description')}
      />
      <AuditFiltersBar
        filters={filters}
        actors={pages?.[0]?.actors ?? []}
        today={today}
        onChange={change}
        onClear={clear}
      />

      <section aria-label={t('auditLog.listLabel')} aria-busy={isFetching}>
        {entries ? (
          entries.length === 0 ? (
            <NoEntries isFiltered={isFiltered} onClear={clear} />
          ) : (
            <div className="space-y-4">
              <ul ref={listRef} className="space-y-3">
                {entries.map((entry) => (
                  <AuditEntryCard key={entry.id} entry={entry} timeZone={timeZone} />
                ))}
              </ul>
              {isFetchNextPageError && !isFetching ? (
                <Alert tone="danger" title={t('auditLog.loadFailed')}>
                  <p>{errorMessage(error, t('messages.somethingWentWrong'))}</p>
                </Alert>
              ) : null}
              <MoreOrAll
                hasMore={hasNextPage}
                isLoading={isFetchingNextPage}
                onLoadMore={loadMore}
              />
            </div>
          )
        ) : error && !isFetching ? (
          <Alert tone="danger" title={t('auditLog.loadFailed')}>
            <p>{errorMessage(error, t('messages.somethingWentWrong'))}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              {t('actions.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <EntriesLoading />
        )}
      </section>
    </div>
  );
}
