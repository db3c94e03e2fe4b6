import type { QueueState } from '@jono/contract/events';
import type { TFunction } from 'i18next';
import { notify } from '@/lib/toast';

/**
 * Why a shop's queue cannot be joined now, as a toast: "Queue is Already Full", or that the
 * shop is closed. One id per shop and reason, so the list and the shop page never stack two.
 */
export function notifyQueueNotOpen(
  shopId: string,
  queueState: Exclude<QueueState, 'open'>,
  t: TFunction,
): void {
  if (queueState === 'full') notify.error(t('messages.queueFull'), { id: `queue-full-${shopId}` });
  else notify.error(t('shopPage.closedTitle'), { id: `queue-closed-${shopId}` });
}
