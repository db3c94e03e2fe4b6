import { errorCodes, rooms } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { answerWatch, roomWatcher } from '../../lib/socket-watches';
import { findShops, isUuid } from './shops.service';

/**
 * A connection follows at most four pages of the shop finder (50 shops a page), however
 * long it stays; more is a misuse, not a bigger page.
 */
export const MAX_WATCHED_SHOPS = 200;
const shopIdList = z.array(z.string().refine(isUuid)).max(MAX_WATCHED_SHOPS);

/**
 * Lets a page follow the public queue of the shops it shows: shops that exist, up to the
 * limit, answered when the page asks for an answer.
 */
function registerShopSubscriptions(app: FastifyInstance): void {
  const existing = async (ids: readonly string[]) =>
    new Set((await findShops(app.db, ids)).map((shop) => shop.id));
  app.io.on('connection', (socket) => {
    const watch = roomWatcher(
      socket,
      { name: 'shop', limit: MAX_WATCHED_SHOPS, room: rooms.shop, existing },
      app.log,
    );
    socket.on('shop:watch', (ids, acknowledge) => {
      const parsed = shopIdList.safeParse(ids);
      answerWatch(
        parsed.success
          ? watch(parsed.data)
          : Promise.resolve({ ok: false, code: errorCodes.validation }),
        acknowledge,
      );
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
  dependencies: ['realtime', 'db'],
});
