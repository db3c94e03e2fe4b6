import type { ClientToServerEvents, ServerToClientEvents } from '@jono/contract';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Config } from '../../config';
import { isAllowedOrigin, requestAddressReader } from '../../lib/same-origin';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

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
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000 },
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
      io.adapter(createAdapter(redis, { streamName: 'jono:socket.io' }));
    }

    app.addHook('onClose', async () => {
      await io.close();
      await redis?.close();
    });
  },
  { name: 'realtime' },
);
