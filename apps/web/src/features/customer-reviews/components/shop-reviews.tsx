import { MessageSquareQuote } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewItem } from '@/components/reviews/review-item';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RatingSummary } from '@/components/ui/star-rating';
import { errorMessage } from '@/lib/error-message';
import { useShopReviewsQuery } from '../api/reviews';

/** The shop's recent reviews with its average, newest first, a page at a time. */
export const ShopReviews = memo(function ShopReviews({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const { data, error, isLoading, isFetching, refetch } = useShopReviewsQuery({ shopId, offset });

  if (isLoading) return <Card className="h-28 animate-pulse" aria-busy="true" />;
  if (!data)
    return (
      <Alert tone="danger" title={t('reviews.shop.failed')}>
        <p>{errorMessage(error)}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void refetch()}>
          {t('actions.tryAgain')}
        </Button>
      </Alert>
    );
  if (data.reviews.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <MessageSquareQuote aria-hidden className="size-4" />
        {t('reviews.shop.empty')}
      </p>
    );
  const hasMore = data.reviews.length < data.total;
  return (
    <Card className="p-5 sm:p-6">
      {data.rating ? <RatingSummary rating={data.rating} className="mb-4 text-base" /> : null}
      <div className="divide-y divide-zinc-100 dark:divide-zinc-800">
        {data.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </div>
      {hasMore ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4 w-full"
          disabled={isFetching}
          onClick={() => setOffset(data.reviews.length)}
        >
          {t('reviews.shop.loadMore')}
        </Button>
      ) : null}
      {error && !isFetching ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {errorMessage(error)}
        </p>
      ) : null}
    </Card>
  );
});
