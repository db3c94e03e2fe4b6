import type { ClientToServerEvents, ServerToClientEvents } from '@jono/contract';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Config } from '../../config';
import type { PackedPlace } from '../../lib/packed-places';
import { isAllowedOrigin, requestAddressReader } from '../../lib/same-origin';
import { shopChanged } from '../../lib/shop-changes';
import { BoundedRecoveryAdapter, RECOVERY_WINDOW_MS } from './recovery-buffer';

export { recoveryBufferSize } from './recovery-buffer';

/** What one node tells the other nodes (never a client). */
export interface InterNodeEvents {
  /** A shop's queue changed: the place of every order in it, for each node's own followers. */
  'queue:places': (places: PackedPlace[]) => void;
  /** A shop changed: each node's read views forget what they answered about it. */
  'views:forget': (shopId: string) => void;
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
    // after a Redis reconnect, so a blip loses no announcement.
    const redis = config.redisUrl ? createClient({ url: config.redisUrl }) : null;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection problem'));
      await redis.connect();
      // Back after a cut: what other nodes said meanwhile may be lost to this one, so
      // everything kept from announcements is read again.
      redis.on('ready', () => shopChanged(io, null));
      io.adapter(createAdapter(redis, { streamName: 'jono:socket.io', maxLen: STREAM_MAX_LENGTH }));
    }

    app.addHook('onClose', async () => {
      await io.close();
      await redis?.close();
    });
  },
  { name: 'realtime' },
);
