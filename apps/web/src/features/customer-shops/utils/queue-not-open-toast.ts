import type { QueueState } from '@jono/contract/events';
import type { TFunction } from 'i18next';
import { type FullReasonWords, queueFullMessage } from '@/lib/queue-words';
import { notify } from '@/lib/toast';

/**
 * Why a shop's queue cannot be joined now, as a toast: "Queue is Already Full" (or too late
 * for today's last walk-in, or the wait over the shop's most), or that the shop is closed.
 * One id per shop and reason, so the list and the shop page never stack two.
 */
export function notifyQueueNotOpen(
  shopId: string,
  queueState: Exclude<QueueState, 'open'>,
  why: FullReasonWords,
  t: TFunction,
  language: string,
): void {
  if (queueState === 'full') {
    notify.error(queueFullMessage(t, why, language), { id: `queue-full-${shopId}` });
  } else notify.error(t('shopPage.closedTitle'), { id: `queue-closed-${shopId}` });
}
