import { rooms, type StaffQueuePayload } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { announceShopQueue } from '../shops/shops.events';
import { shopQueueUpdate } from './queue.service';

/**
 * After a committed change to a shop's queue: the shop's public room hears its count and
 * state, and every live order of the shop (and any order named in `alsoOrderIds`, which
 * just left the queue) hears its new place. Best effort: a client that missed it re-reads
 * on reconnect.
 */
export async function announceQueueChange(
  app: FastifyInstance,
  shopId: string,
  alsoOrderIds: string[] = [],
): Promise<void> {
  try {
    const update = await shopQueueUpdate(app.db, shopId, app.now(), alsoOrderIds);
    if (!update) return;
    announceShopQueue(app.io, update.snapshot);
    for (const place of update.places)
      app.io.to(rooms.order(place.orderId)).emit('order:place', place);
  } catch (error) {
    app.log.error({ err: error, shopId }, 'announcing a queue change failed');
  }
}

/** Staff boards of the shop re-read the queue; a newcomer may be toasted by name. */
export function announceStaffQueue(app: FastifyInstance, payload: StaffQueuePayload): void {
  app.io.to(rooms.staff(payload.shopId)).emit('staff:queue', payload);
}
