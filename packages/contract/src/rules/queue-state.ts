import type { QueueFullReason, QueueState } from '../events';

export const DEFAULT_QUEUE_LIMIT_PER_CHAIR = 5;

export interface QueueStateInput {
  isOpen: boolean;
  override: QueueState | null;
  waiting: number;
  queueLimit: number | null;
  chairCount: number;
  /**
   * When a new walk-in would start, and the last moment one may start and still be served
   * before closing (epoch ms; null when the shop never closes).
   */
  newcomerStart: number;
  lastStartAt: number | null;
}

export const effectiveQueueLimit = (queueLimit: number | null, chairCount: number) =>
  queueLimit ?? chairCount * DEFAULT_QUEUE_LIMIT_PER_CHAIR;

/**
 * Why an open shop takes no walk-in now, if it does not: staff set it full, the waiting
 * entries reach the limit, or a newcomer could not start in time to be served before closing.
 */
export function queueFullReason(input: QueueStateInput): QueueFullReason | null {
  if (input.override === 'full') return 'staff';
  if (input.waiting >= effectiveQueueLimit(input.queueLimit, input.chairCount)) return 'limit';
  if (input.lastStartAt !== null && input.newcomerStart >= input.lastStartAt) return 'closing';
  return null;
}

/** Admission: walk-ins only while open, not closed by staff and not full. */
export function queueStateOf(input: QueueStateInput): QueueState {
  if (!input.isOpen || input.override === 'closed') return 'closed';
  return queueFullReason(input) ? 'full' : 'open';
}
