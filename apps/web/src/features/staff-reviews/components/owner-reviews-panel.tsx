import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { RatingSummary } from '@/components/ui/star-rating';
import { browserTimeZone } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useOwnerReviewsInfiniteQuery } from '../api/owner-reviews';
import { OwnerReviewCard } from './owner-review-card';

/**
 * The owner's reviews: every review of the shop newest first, reported ones too, each to
 * answer once and to report once. Times are on this device's clock, the shop's for an owner
 * at the shop.
 */
export function OwnerReviewsPanel() {
  const { t } = useTranslation();
  const timeZone = browserTimeZone();
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useOwnerReviewsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const reviews = data?.pages.flatMap((page) => page.reviews);
  const rating = data?.pages[0]?.rating ?? null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.reviews.title')}
        description={t('dashboard.pages.reviews.description')}
      />
      {rating ? <RatingSummary rating={rating} className="text-base" /> : null}
      <section aria-label={t('dashboard.pages.reviews.title')} aria-busy={isFetching}>
        {reviews ? (
          reviews.length === 0 ? (
            <EmptyState icon={MessageSquareQuote} title={t('dashboard.pages.reviews.empty')} />
          ) : (
            <div className="space-y-3">
              {reviews.map((review) => (
                <OwnerReviewCard key={review.id} review={review} timeZone={timeZone} />
              ))}
              {hasNextPage ? (
                <Button
                  variant="secondary"
                  className="w-full"
                  disabled={isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  {t('ownerReviews.loadMore')}
                </Button>
              ) : null}
            </div>
          )
        ) : error ? (
          <Alert tone="danger" title={t('ownerReviews.failed')}>
            <p>{errorMessage(error)}</p>
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => void refetch()}>
              {t('ownerReviews.retry')}
            </Button>
          </Alert>
        ) : (
          <div className="space-y-3">
            <Skeleton className="h-32 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        )}
      </section>
    </div>
  );
}
