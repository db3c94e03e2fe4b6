import { REVIEW_COMMENT_MAX } from '@jono/contract/api/reviews';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewItem } from '@/components/reviews/review-item';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldBorder } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useCreateReviewMutation, useVisitReviewQuery } from '../api/reviews';
import { StarPicker } from './star-picker';

/**
 * After a served visit: the customer rates it 1-5 stars with an optional comment, once. Shows
 * their review once written; shows nothing while the visit cannot be reviewed.
 */
export function RatingCard({ shopId, orderId }: { shopId: string; orderId: string }) {
  const { t } = useTranslation();
  const { data } = useVisitReviewQuery({ shopId, orderId });
  const [createReview, { isLoading: isSending, error, isSuccess }] = useCreateReviewMutation();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [starsError, setStarsError] = useState<string | null>(null);

  if (!data || data.eligibility === 'not_served') return null;

  if (data.review)
    return (
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 className="font-semibold text-base text-zinc-950 dark:text-white">
          {isSuccess ? t('reviews.card.thanks') : t('reviews.card.yours')}
        </h2>
        <ReviewItem review={data.review} />
      </Card>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setStarsError(t('reviews.card.chooseStars'));
      return;
    }
    const text = comment.trim();
    void createReview({ shopId, orderId, stars, ...(text ? { comment: text } : {}) });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <h2 className="font-semibold text-base text-zinc-950 dark:text-white">
            {t('reviews.card.title')}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {t('reviews.card.shownAs')}
          </p>
        </div>
        <StarPicker
          value={stars}
          error={starsError}
          onChange={(chosen) => {
            setStars(chosen);
            setStarsError(null);
          }}
        />
        <Field label={t('reviews.card.comment')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REVIEW_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className={cn(
                'focus-ring block w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-zinc-950 shadow-xs dark:bg-zinc-900 dark:text-white',
                fieldBorder(null),
              )}
            />
          )}
        </Field>
        {error ? <Alert tone="danger">{errorMessage(error)}</Alert> : null}
        <Button type="submit" className="w-full" disabled={isSending}>
          {isSending ? t('reviews.card.sending') : t('reviews.card.submit')}
        </Button>
      </form>
    </Card>
  );
}
