import { onShopDayChange } from '../../../lib/shop-day-changes';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { announceQueueChange } from './queue.events';

/** Walk-ins hear their new places whenever a booking of the coming day takes or frees a chair. */
export function followBookingMoves(ctx: ServiceContext): void {
  onShopDayChange(ctx.io, (shopId) => void announceQueueChange(ctx, shopId));
}
