import type { QueueFullReason, QueueState } from '@jono/contract/events';
import type { TFunction } from 'i18next';
import { formatMinutes } from './format';

/** Why a queue is full, and the owner's most wait that the 'wait' reason is worded with. */
export interface FullReasonWords {
  fullReason: QueueFullReason | null;
  /** Null when the rule is off (or not known yet): the wait is then worded without it. */
  maxWaitMinutes: number | null;
}

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

/**
 * The badge's words, the wait named with the owner's most ("Wait over 45 mins"): a queue full
 * for its wait takes walk-ins again once the line shortens, unlike one at its limit.
 */
export function queueStateLabel(
  t: TFunction,
  state: QueueState,
  { fullReason, maxWaitMinutes }: FullReasonWords,
  language: string,
): string {
  if (state === 'full' && fullReason === 'wait' && maxWaitMinutes !== null) {
    return t('shops.queueState.waitOver', { time: formatMinutes(maxWaitMinutes, language) });
  }
  return t(queueStateLabelKey(state, fullReason));
}

/** Why a full queue takes nobody, as a sentence, the wait named with the owner's most. */
export function queueFullMessage(t: TFunction, why: FullReasonWords, language: string): string {
  if (why.fullReason === 'wait') {
    return why.maxWaitMinutes === null
      ? t('messages.waitTooLong')
      : t('messages.waitOver', { time: formatMinutes(why.maxWaitMinutes, language) });
  }
  return t(queueFullMessageKey(why.fullReason));
}
