import type { ShopRating } from '@jono/contract/api/reviews';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { StarRow } from '@/components/ui/star-row';
import { formatRating } from '@/lib/format';
import { formatCount } from '../utils/figures';

/** Customers' reviews written in the period: the average stars and how many. */
export function RatingFigure({ rating }: { rating: ShopRating }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 p-5"
    >
      <p
        id={labelId}
        className="flex items-center gap-2 font-medium text-sm text-zinc-600 dark:text-zinc-400"
      >
        <Star aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        {t('analytics.kpi.rating')}
      </p>
      {rating ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span
            data-testid="kpi-value"
            className="font-bold text-2xl text-zinc-950 tabular-nums tracking-tight dark:text-white"
          >
            {formatRating(rating.average, i18n.language)}
          </span>
          <StarRow stars={rating.average} className="text-lg" />
          <span className="text-sm text-zinc-700 tabular-nums dark:text-zinc-300">
            {t('analytics.kpi.ratingCount', {
              count: rating.count,
              value: formatCount(rating.count, i18n.language),
            })}
          </span>
        </p>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('analytics.kpi.noRating')}</p>
      )}
    </Card>
  );
}
