import { type OrderCall, rooms, type StaffQueuePayload } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { shopChanged } from '../../lib/shop-changes';
import { announceShopQueue } from '../shops/shops.events';
import { checkShopAlertsSoon } from './order-alerts.service';
import { announcePlaces } from './place-fanout';
import { shopQueueUpdate } from './queue-updates';

/**
 * After a committed change to a shop's queue: the shop's public room hears its count and
 * state, and every followed live order of the shop (and any order named in `alsoOrderIds`,
 * which just left the queue) hears its new place if it moved. Best effort: a client that
 * missed it re-reads on reconnect.
 */
export async function announceQueueChange(
  app: FastifyInstance,
  shopId: string,
  alsoOrderIds: string[] = [],
): Promise<void> {
  // At once, before any await: the read views answer the change from the next request on.
  shopChanged(app.io, shopId);
  try {
    const update = await shopQueueUpdate(app.db, shopId, app.now(), alsoOrderIds);
    if (!update) return;
    announceShopQueue(app.io, update.snapshot);
    announcePlaces(app.io, update.places);
    // A change may make an alert due (first in line, removed, queue closed): send it now.
    void checkShopAlertsSoon(app, shopId);
  } catch (error) {
    app.log.error({ err: error, shopId }, 'announcing a queue change failed');
  }
}

/**
 * After a committed step on the board (start, finish, no-show, undo, cancel, move up): the
 * shop's pages hear the new places, the entry's own page too (it may have left the live queue:
 * served, cancelled), and the staff screens which step it was.
 */
export async function announceBoardStep(
  app: FastifyInstance,
  shopId: string,
  kind: StaffQueuePayload['kind'],
  entry: { id: string; customerName: string },
): Promise<void> {
  await announceQueueChange(app, shopId, [entry.id]);
  announceStaffQueue(app, { shopId, kind, orderId: entry.id, customerName: entry.customerName });
}

/** Staff boards of the shop re-read the queue; a newcomer may be toasted by name. */
export function announceStaffQueue(app: FastifyInstance, payload: StaffQueuePayload): void {
  app.io.to(rooms.staff(payload.shopId)).emit('staff:queue', payload);
}

/** The customer's open pages hear that it is their turn, and where to go. */
export function announceOrderCalled(app: FastifyInstance, orderId: string, call: OrderCall): void {
  app.io.to(rooms.order(orderId)).emit('order:called', { orderId, ...call });
}
