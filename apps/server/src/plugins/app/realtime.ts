import type { ClientToServerEvents, ServerToClientEvents } from '@jono/contract';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { Config } from '../../config';
import type { PackedPlace } from '../../lib/packed-places';
import { isAllowedOrigin, requestAddressReader } from '../../lib/same-origin';
import { shopChanged } from '../../lib/shop-changes';
import { openRedisLink, REDIS_CHECK_MS, type RedisStatus } from './realtime-redis';
import { BoundedRecoveryAdapter, RECOVERY_WINDOW_MS } from './recovery-buffer';

export { recoveryBufferSize } from './recovery-buffer';

/** What one node tells the other nodes (never a client). */
export interface InterNodeEvents {
  /** A shop's queue changed: the place of every order in it, for each node's own followers. */
  'queue:places': (places: PackedPlace[]) => void;
  /** A shop changed: each node's read views forget what they answered about it. */
  'views:forget': (shopId: string) => void;
  /**
   * A node was cut off from Redis: what it announced meanwhile reached no other node's pages,
   * and another node may not have noticed the cut at all, so every node reads again.
   */
  'live:resync': () => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterNodeEvents>;

/**
 * Entries the Redis stream keeps: with several nodes it is the recovery buffer (a page that
 * reconnects to any node replays from it), so its length bounds that buffer's size.
 */
const STREAM_MAX_LENGTH = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /** How this node's link to the other nodes stands; null with a single node (no REDIS_URL). */
    redisStatus: RedisStatus | null;
  }
}

/**
 * Typed Socket.IO on the app's own HTTP server. Browsers always send Origin on a WebSocket
 * handshake, so refusing foreign origins stops cross-site socket hijacking; our own pages
 * come from PUBLIC_URL or from the address they were opened at. A request with no Origin
 * is a same-origin poll or a non-browser client.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const addressOf = requestAddressReader(config.trustProxy);
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS },
      // One node keeps its recovery buffer in memory: bounded in size as well as in time.
      adapter: BoundedRecoveryAdapter,
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(
          null,
          origin === undefined || isAllowedOrigin(origin, addressOf(request), config.publicOrigin),
        );
      },
    });
    app.decorate('io', io);

    // Several nodes share rooms through a Redis stream; the adapter resumes from the stream
    // after a Redis reconnect. Without Redis, or with it hung, a node keeps serving and its
    // live updates reach its own pages only.
    const redis = config.redisUrl ? openRedisLink(config.redisUrl) : null;
    app.decorate('redisStatus', redis);
    if (redis) {
      io.adapter(
        createAdapter(redis.adapterClient, {
          streamName: 'jono:socket.io',
          maxLen: STREAM_MAX_LENGTH,
        }),
      );
      // A node starts whether Redis answers or not: it joins the others once Redis does.
      await redis.firstAnswer(REDIS_CHECK_MS);
      if (redis.state === 'down') {
        app.log.error(
          { reason: redis.reason },
          "Redis unreachable at start: live updates reach only this node's own pages until it answers",
        );
      }
      // What was announced may have been lost: everything kept from announcements is read
      // again, and every page connected here reads its data again.
      const resyncHere = () => {
        shopChanged(io, null);
        io.local.emit('live:resync');
      };
      io.on('live:resync', resyncHere);
      redis.onChange((state, reason) => {
        if (state === 'down') {
          app.log.error(
            { reason },
            "Redis down: live updates reach only this node's own pages until it is back",
          );
          return;
        }
        app.log.info('Redis back: live updates are shared with the other nodes again');
        resyncHere();
        io.serverSideEmit('live:resync');
      });
    }

    // Open connections hold the HTTP server open: they are closed before it waits for its
    // requests. Each page sees its connection drop and reconnects (to another node behind a
    // load balancer) at once, where `disconnectSockets` would tell it not to reconnect.
    app.addHook('preClose', async () => {
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
      await redis?.close();
    });
  },
  { name: 'realtime' },
);
