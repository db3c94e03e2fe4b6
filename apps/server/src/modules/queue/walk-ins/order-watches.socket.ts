import { errorCodes, rooms } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerWatch, roomWatcher } from '../../../lib/socket-watches';
import { isUuid } from '../../shops/shops.service';
import { followBookingMoves, followOtherNodesPlaces } from '../live';
import { existingOrderIds } from './walk-ins.service';

/**
 * The orders one connection may follow: a phone tracks its own few, so more is a misuse (each
 * room lives in the server's memory as long as the connection does).
 */
export const MAX_WATCHED_ORDERS = 20;

/**
 * A tracking page follows its own order; knowing the id is the capability. An id that names
 * no order is refused, so a room is only ever one a real order can be announced to.
 */
function registerOrderSubscriptions(app: FastifyInstance): void {
  const existing = (ids: readonly string[]) => existingOrderIds(app.db, ids);
  app.io.on('connection', (socket) => {
    const watch = roomWatcher(
      socket,
      { name: 'order', limit: MAX_WATCHED_ORDERS, room: rooms.order, existing },
      app.log,
    );
    socket.on('order:watch', (orderId, acknowledge) => {
      answerWatch(
        typeof orderId === 'string' && isUuid(orderId)
          ? watch([orderId])
          : Promise.resolve({ ok: false, code: errorCodes.validation }),
        acknowledge,
      );
    });
  });
}

/**
 * The tracking pages' socket handlers, the places other nodes announce, and walk-ins told
 * their new places when a booking takes or frees a chair: registered once beside the routes.
 */
export default fp(
  async (app: FastifyInstance) => {
    registerOrderSubscriptions(app);
    followOtherNodesPlaces(app.io);
    followBookingMoves(app.ctx);
  },
  { name: 'order-subscriptions', dependencies: ['realtime', 'db'] },
);
