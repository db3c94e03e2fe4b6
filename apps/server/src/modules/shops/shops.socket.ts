import { rooms } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { RealtimeServer } from '../../plugins/app/realtime';
import { isUuid } from './shops.service';

/** A page watches at most one screenful of shops; more is a misuse, not a bigger page. */
const MAX_WATCHED_SHOPS = 200;
const shopIdList = z.array(z.string().refine(isUuid)).max(MAX_WATCHED_SHOPS);

/** Lets a page follow the public queue of the shops it shows. Bad input is ignored. */
function registerShopSubscriptions(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('shop:watch', (ids) => {
      const parsed = shopIdList.safeParse(ids);
      if (parsed.success) void socket.join(parsed.data.map(rooms.shop));
    });
    socket.on('shop:unwatch', (ids) => {
      const parsed = shopIdList.safeParse(ids);
      if (!parsed.success) return;
      for (const id of parsed.data) void socket.leave(rooms.shop(id));
    });
  });
}

/** The shop pages' socket handlers, registered once beside the routes. */
export default fp(async (app: FastifyInstance) => registerShopSubscriptions(app.io), {
  name: 'shop-subscriptions',
  dependencies: ['realtime'],
});
