import type { QueueState } from '@jono/contract/events';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The colours of the walk-in queue's state, shared by every screen that shows it. */
export const queueStateTones: Record<QueueState, { badge: string; dot: string }> = {
  open: {
    badge:
      'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
    dot: 'bg-emerald-500',
  },
  full: {
    badge:
      'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/25',
    dot: 'bg-amber-500',
  },
  closed: {
    badge:
      'bg-zinc-100 text-zinc-800 ring-zinc-500/25 dark:bg-zinc-800 dark:text-zinc-200 dark:ring-zinc-600/40',
    dot: 'bg-zinc-500 dark:bg-zinc-400',
  },
};

/** The walk-in queue's state (open, full or closed, spec section 4) as a badge. */
export function QueueStateBadge({
  state,
  children,
  className,
}: {
  state: QueueState;
  /** The state in the reader's words. */
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      data-queue-state={state}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset',
        queueStateTones[state].badge,
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', queueStateTones[state].dot)} />
      {children}
    </span>
  );
}
