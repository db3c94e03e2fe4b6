import type { FastifyInstance } from 'fastify';
import { onShopDayChange } from '../../../lib/shop-day-changes';
import { announceQueueChange } from './queue.events';

/** Walk-ins hear their new places whenever a booking of the coming day takes or frees a chair. */
export function followBookingMoves(app: FastifyInstance): void {
  onShopDayChange(app.io, (shopId) => void announceQueueChange(app, shopId));
}
