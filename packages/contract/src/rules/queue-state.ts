import type { QueueFullReason, QueueState } from '../events';

export const DEFAULT_QUEUE_LIMIT_PER_CHAIR = 5;

/**
 * The owner's "no walk-ins while the wait passes X minutes": under 10 minutes would close the
 * queue at the first customer; past a working day (480) it never would.
 */
export const MAX_WAIT_MINUTES = { min: 10, max: 480 } as const;

const MINUTE = 60_000;

export interface QueueStateInput {
  isOpen: boolean;
  override: QueueState | null;
  waiting: number;
  queueLimit: number | null;
  chairCount: number;
  /** Now (epoch ms): the newcomer's wait is from now to their start. */
  now: number;
  /**
   * When a new walk-in would start, and the last moment one may start and still be served
   * before closing (epoch ms; null when the shop never closes).
   */
  newcomerStart: number;
  lastStartAt: number | null;
  /** The most a newcomer may wait, in minutes; null takes walk-ins however long the wait. */
  maxWaitMinutes: number | null;
}

export const effectiveQueueLimit = (queueLimit: number | null, chairCount: number) =>
  queueLimit ?? chairCount * DEFAULT_QUEUE_LIMIT_PER_CHAIR;

/**
 * Why an open shop takes no walk-in now, if it does not: staff set it full, the waiting
 * entries reach the limit, a newcomer could not start in time to be served before closing,
 * or would wait longer than the owner allows. The wait comes last: a queue that is full or
 * past its last walk-in says that, the more lasting reason.
 */
export function queueFullReason(input: QueueStateInput): QueueFullReason | null {
  if (input.override === 'full') return 'staff';
  if (input.waiting >= effectiveQueueLimit(input.queueLimit, input.chairCount)) return 'limit';
  if (input.lastStartAt !== null && input.newcomerStart >= input.lastStartAt) return 'closing';
  if (waitsTooLong(input)) return 'wait';
  return null;
}

/**
 * Whether a newcomer starting at `newcomerStart` waits more than the owner's most. Past it by
 * any part of a minute counts: the wait pages show is rounded up to whole minutes, so a shop
 * showing "31 min" is over a 30-minute most and one showing "30 min" is not.
 */
function waitsTooLong({ maxWaitMinutes, newcomerStart, now }: QueueStateInput): boolean {
  return maxWaitMinutes !== null && newcomerStart - now > maxWaitMinutes * MINUTE;
}

/** Admission: walk-ins only while open, not closed by staff and not full. */
export function queueStateOf(input: QueueStateInput): QueueState {
  if (!input.isOpen || input.override === 'closed') return 'closed';
  return queueFullReason(input) ? 'full' : 'open';
}
