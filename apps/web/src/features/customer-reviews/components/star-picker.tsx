import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * Five stars as one radio group: arrow keys move the choice as in any radio group, and each
 * star is read as "4 stars". Stars up to the chosen one light up.
 */
export function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const lit = value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('reviews.card.starsLegend')}
      </legend>
      <div className="mt-1.5 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500 has-[:focus-visible]:outline-offset-1"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{t('reviews.card.star', { count: stars })}</span>
            <Star
              aria-hidden
              className={cn(
                'size-9 transition-colors',
                stars <= lit
                  ? 'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300'
                  : 'text-zinc-300 dark:text-zinc-600',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
