import type { QueueState } from '@jono/contract/events';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone, toneDots } from './badge';

const stateTones: Record<QueueState, BadgeTone> = {
  open: 'emerald',
  full: 'amber',
  closed: 'zinc',
};

/** The colours of the walk-in queue's state, shared by every screen that shows it. */
export const queueStateTones: Record<QueueState, { dot: string }> = {
  open: { dot: toneDots[stateTones.open] },
  full: { dot: toneDots[stateTones.full] },
  closed: { dot: toneDots[stateTones.closed] },
};

/** The walk-in queue's state (open, full or closed) as a badge. */
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
    <Badge tone={stateTones[state]} hasDot data-queue-state={state} className={className}>
      {children}
    </Badge>
  );
}
