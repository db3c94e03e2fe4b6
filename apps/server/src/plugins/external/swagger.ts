import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description, built from the same zod schemas the routes validate with. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: { info: { title: 'Jono API', version: '1' } },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
