import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The colours a status badge can take; each feature maps its own statuses onto them. */
const tones = {
  amber:
    'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/25',
  emerald:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  sky: 'bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-400/10 dark:text-sky-300 dark:ring-sky-400/25',
  red: 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/25',
  zinc: 'bg-zinc-100 text-zinc-700 ring-zinc-500/25 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40',
} as const;

export type BadgeTone = keyof typeof tones;

/** The dot of each tone, for a badge that leads with one and for a state shown as a dot alone. */
export const toneDots: Record<BadgeTone, string> = {
  amber: 'bg-amber-500',
  emerald: 'bg-emerald-500',
  sky: 'bg-sky-500',
  red: 'bg-red-500',
  zinc: 'bg-zinc-500 dark:bg-zinc-400',
};

/** A short status in a coloured pill; the caller gives the words (and any data-* to find it). */
export function Badge({
  tone,
  hasDot = false,
  className,
  children,
  ...props
}: ComponentProps<'span'> & { tone: BadgeTone; hasDot?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    >
      {hasDot ? <span aria-hidden className={cn('size-1.5 rounded-full', toneDots[tone])} /> : null}
      {children}
    </span>
  );
}
