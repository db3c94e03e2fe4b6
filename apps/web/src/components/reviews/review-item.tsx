import type { PublicReview } from '@jono/contract/api/reviews';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRow } from '@/components/ui/star-row';
import { formatMonth } from '@/lib/dates';

/**
 * One review as the shop's page and the owner's list show it: stars, who and which month's
 * visit, the comment, and the shop's reply under it. `children` adds the owner's own lines.
 */
export function ReviewItem({ review, children }: { review: PublicReview; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRow stars={review.stars} className="text-base" />
        <span className="sr-only">{t('reviews.shop.rated', { stars: review.stars })}</span>
        <span className="font-semibold text-sm text-zinc-950 dark:text-white">{review.author}</span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('reviews.shop.visited', { month: formatMonth(review.visitMonth, i18n.language) })}
        </span>
      </div>
      {review.comment ? (
        <p className="whitespace-pre-line break-words text-sm text-zinc-800 dark:text-zinc-200">
          {review.comment}
        </p>
      ) : null}
      {review.reply ? (
        <div className="rounded-xl border-amber-400 border-l-4 bg-zinc-50 px-3.5 py-2.5 dark:border-amber-300/70 dark:bg-zinc-800/60">
          <p className="font-semibold text-xs text-zinc-700 dark:text-zinc-300">
            {t('reviews.shop.reply')}
          </p>
          <p className="mt-0.5 whitespace-pre-line break-words text-sm text-zinc-800 dark:text-zinc-200">
            {review.reply.text}
          </p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
