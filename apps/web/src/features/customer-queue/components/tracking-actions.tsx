import type { TrackingOrder } from '@jono/contract/api/queue';
import { CheckInAction } from './check-in-action';
import { LeaveQueueAction } from './leave-queue-action';

/**
 * "I'm already here" and "Leave the queue": each goes processing, then
 * success; a failure shows its error. Only a waiting customer has them.
 */
export function TrackingActions({
  order,
  onLeft,
}: {
  order: TrackingOrder;
  /** After leaving: the tracking data is reset and the page moves on. */
  onLeft: () => void;
}) {
  if (order.status !== 'waiting') return null;
  return (
    <div className="space-y-4">
      <CheckInAction order={order} />
      <LeaveQueueAction order={order} onLeft={onLeft} />
    </div>
  );
}
