import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatRating } from '@/lib/format';

/** A shop's average and how many reviews make it: "★ 4,3 (12)", read as a sentence. */
export function RatingSummary({
  rating,
  className,
}: {
  rating: { average: number; count: number };
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const average = formatRating(rating.average, i18n.language);
  return (
    <span className={cn('inline-flex items-center gap-1.5 tabular-nums', className)}>
      <Star
        aria-hidden
        className="size-4 fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300"
      />
      <span className="sr-only">{t('reviews.shop.summary', { average, count: rating.count })}</span>
      <span aria-hidden className="font-semibold text-zinc-900 dark:text-zinc-100">
        {average}
      </span>
      <span aria-hidden>{t('reviews.shop.count', { count: rating.count })}</span>
    </span>
  );
}
