import { type OrderPlacePayload, rooms, type StaffQueuePayload } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { announceShopQueue } from '../shops/shops.events';
import { shopQueueSnapshot } from '../shops/shops.service';
import { placesOfShop } from './queue.service';

/**
 * After a committed change to a shop's queue: the shop's public room hears its count and
 * state, and every live order of the shop hears its new place. Announcing is best effort;
 * a client that missed it re-reads on reconnect.
 */
export async function announceQueueChange(app: FastifyInstance, shopId: string): Promise<void> {
  try {
    const now = app.now();
    const [snapshot, places] = await Promise.all([
      shopQueueSnapshot(app.db, shopId, now),
      placesOfShop(app.db, shopId, now),
    ]);
    if (snapshot) announceShopQueue(app.io, snapshot);
    for (const place of places) app.io.to(rooms.order(place.orderId)).emit('order:place', place);
  } catch (error) {
    app.log.error({ err: error, shopId }, 'announcing a queue change failed');
  }
}

/** The order that changed may have left the live statuses: tell its own room too. */
export function announceOrderPlace(app: FastifyInstance, place: OrderPlacePayload): void {
  app.io.to(rooms.order(place.orderId)).emit('order:place', place);
}

/** Staff boards of the shop re-read the queue; a newcomer may be toasted by name. */
export function announceStaffQueue(app: FastifyInstance, payload: StaffQueuePayload): void {
  app.io.to(rooms.staff(payload.shopId)).emit('staff:queue', payload);
}
