import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Five stars filled up to `stars` (whole stars; an average is rounded), drawn for the eye only:
 * the caller says the number in words beside it.
 */
export function StarRow({ stars, className }: { stars: number; className?: string }) {
  const filled = Math.round(stars);
  return (
    <span aria-hidden className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(
            'size-[1em]',
            n <= filled
              ? 'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300'
              : 'text-zinc-300 dark:text-zinc-600',
          )}
        />
      ))}
    </span>
  );
}
