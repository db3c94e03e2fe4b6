import type { QueueFullReason, QueueState } from '@jono/contract/events';

/**
 * A queue full only because a walk-in joining now could not be served before closing is not
 * "full": nobody need be waiting. It is too late for today's last walk-in, and says so.
 */
const isTooLateToday = (state: QueueState, reason: QueueFullReason | null) =>
  state === 'full' && reason === 'closing';

/** The badge's words for the queue's state. */
export const queueStateLabelKey = (state: QueueState, reason: QueueFullReason | null) =>
  isTooLateToday(state, reason)
    ? ('shops.queueState.lastWalkInPassed' as const)
    : (`shops.queueState.${state}` as const);

/** Why a full queue takes nobody, as a sentence. */
export const queueFullMessageKey = (reason: QueueFullReason | null) =>
  isTooLateToday('full', reason)
    ? ('messages.lastWalkInPassed' as const)
    : ('messages.queueFull' as const);
