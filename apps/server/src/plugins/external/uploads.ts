import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

/** Avatars and shop pictures, already re-encoded to WebP; each upload gets a new name. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    mkdirSync(config.uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  },
  { name: 'uploads', dependencies: ['web-app'] },
);
