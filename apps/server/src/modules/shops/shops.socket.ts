import { rooms } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isUuid } from './shops.service';

/** A page watches at most one screenful of shops; more is a misuse, not a bigger page. */
const MAX_WATCHED_SHOPS = 200;
const shopIdList = z.array(z.string().refine(isUuid)).max(MAX_WATCHED_SHOPS);

/**
 * Lets a page follow the public queue of the shops it shows, and answers (when asked) with
 * their queues as they stand once it follows them. Bad input joins nothing and answers none.
 */
function registerShopSubscriptions(app: FastifyInstance): void {
  app.io.on('connection', (socket) => {
    socket.on('shop:watch', async (ids, acknowledge) => {
      const parsed = shopIdList.safeParse(ids);
      const answer = typeof acknowledge === 'function' ? acknowledge : () => {};
      if (!parsed.success) return answer([]);
      try {
        await socket.join(parsed.data.map(rooms.shop));
        answer(await app.readViews.shopQueues(parsed.data));
      } catch (error) {
        // The page keeps what it read and follows whatever is announced from here.
        app.log.warn({ err: error }, 'shop:watch could not join or read the queues');
        answer([]);
      }
    });
    socket.on('shop:unwatch', (ids) => {
      const parsed = shopIdList.safeParse(ids);
      if (!parsed.success) return;
      for (const id of parsed.data) void socket.leave(rooms.shop(id));
    });
  });
}

/** The shop pages' socket handlers, registered once beside the routes. */
export default fp(async (app: FastifyInstance) => registerShopSubscriptions(app), {
  name: 'shop-subscriptions',
  dependencies: ['realtime', 'read-views'],
});
