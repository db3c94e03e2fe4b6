import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Uploads are images only (avatars, shop photos); 5 MB is plenty before re-encoding. */
export const maxUploadBytes = 5 * 1024 * 1024;

export default fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });
  },
  { name: 'multipart' },
);
