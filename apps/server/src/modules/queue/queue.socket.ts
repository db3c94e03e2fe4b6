import { rooms } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RealtimeServer } from '../../plugins/app/realtime';
import { isUuid } from '../shops/shops.service';
import { followBookingMoves } from './booking-moves';
import { followOtherNodesPlaces } from './place-fanout';

/** A tracking page follows its own order; knowing the id is the capability. */
function registerOrderSubscriptions(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('order:watch', (orderId) => {
      if (typeof orderId === 'string' && isUuid(orderId)) void socket.join(rooms.order(orderId));
    });
  });
}

/**
 * The tracking pages' socket handlers, the places other nodes announce, and walk-ins told
 * their new places when a booking takes or frees a chair: registered once beside the routes.
 */
export default fp(
  async (app: FastifyInstance) => {
    registerOrderSubscriptions(app.io);
    followOtherNodesPlaces(app.io);
    followBookingMoves(app);
  },
  { name: 'order-subscriptions', dependencies: ['realtime', 'db'] },
);
