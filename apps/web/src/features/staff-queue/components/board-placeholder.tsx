import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';

function BoardSkeleton() {
  return (
    <div className="space-y-6" aria-hidden>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-24 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="space-y-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-36 rounded-2xl" />
        </div>
        <div className="space-y-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

/** What stands in for the board until it is read: its outline, or why it could not be read. */
export function BoardPlaceholder({
  isLoading,
  error,
  isFetching,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return isLoading || !error ? (
    <div role="status" aria-label={t('board.loading')}>
      <BoardSkeleton />
    </div>
  ) : (
    <LoadFailedAlert
      title={t('board.loadFailed')}
      error={error}
      onRetry={onRetry}
      isRetrying={isFetching}
    />
  );
}
