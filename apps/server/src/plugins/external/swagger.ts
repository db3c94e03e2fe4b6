import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI description, built from the same zod schemas the routes validate with, and a
 * page to read it at /api/docs. The page's files are served from the package itself, under
 * the app's own Content-Security-Policy; it shows only what /api/openapi.json already does.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Jono API', version: '1' },
        components: {
          securitySchemes: {
            staffSession: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'A signed-in staff member: the access token of POST /api/auth/login.',
            },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An API key the shop owner made (jono_key_...). A route lists the one scope a key needs; a route that lists none refuses keys.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No validator badge, which would send the document to validator.swagger.io.
      uiConfig: { deepLinking: true },
      logLevel: 'warn',
    });
  },
  { name: 'swagger' },
);
