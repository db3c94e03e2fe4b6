import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * One item of a staff list as a card, named by its heading (`aria-labelledby`); it fades
 * while a step on it is on its way.
 */
export function ListCard({
  isBusy,
  className,
  ...props
}: ComponentProps<'article'> & { isBusy: boolean }) {
  return (
    <li>
      <article
        className={cn(
          'rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm transition-opacity sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none',
          isBusy && 'opacity-70',
          className,
        )}
        {...props}
      />
    </li>
  );
}
