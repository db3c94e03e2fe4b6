import type { TrackingOrder } from '@jono/contract/api/queue';

/** Where a tracked order stands, as the customer would say it: waiting, called, in the chair… */
export type TrackingStage =
  | 'waiting'
  | 'called'
  | 'in_service'
  | 'served'
  | 'cancelled'
  | 'no_show';

/** A waiting order the shop has called is no longer just waiting: its turn has come. */
export function trackingStage(order: Pick<TrackingOrder, 'status' | 'call'>): TrackingStage {
  if (order.status === 'waiting' && order.call) return 'called';
  return order.status;
}
