import { queueCancelReasons } from '@jono/contract/api/staff-queue';
import type { TFunction } from 'i18next';

const reasonKeys = {
  [queueCancelReasons.customerLeft]: 'board.finished.reasons.customerLeft',
  [queueCancelReasons.phoneBlocked]: 'board.finished.reasons.phoneBlocked',
} as const;

/**
 * A cancelled visit's reason as the board shows it: the reasons the server stores itself in
 * the reader's language, the staff's own words as they wrote them.
 */
export function cancelReasonText(t: TFunction, reason: string): string {
  const key = reasonKeys[reason as keyof typeof reasonKeys];
  return key ? t(key) : reason;
}
