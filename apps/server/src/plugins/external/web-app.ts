import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { apiNotFound } from '../app/errors';

/** A path whose last segment has a dot asks for a file; anything else is a client route. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');

/**
 * Vite fingerprints everything under /assets, so it may be cached for good; anything else
 * (index.html, boot.js) must be revalidated so a deploy reaches every browser at once.
 */
function cacheControlFor(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app. Every non-API path that is not a file answers index.html, so
 * client routes and the catch-all error page survive a reload.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const indexFile = join(config.webDist, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          res.header('cache-control', cacheControlFor(path));
        },
      });
    } else {
      app.log.warn(`No built web app at ${config.webDist}; run "npm run build" to serve it.`);
    }

    const isClientRoute = (path: string) =>
      !path.startsWith('/api') && !path.startsWith('/socket.io') && !looksLikeFile(path);

    // Client routes are pages, not misses: they stay out of the stricter 404 rate limit.
    if (hasWebApp) {
      app.get('/*', { schema: { hide: true } }, (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (isClientRoute(path)) return reply.sendFile('index.html');
        return apiNotFound(reply, request.method, request.url);
      });
    }

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
      (request, reply) => apiNotFound(reply, request.method, request.url),
    );
  },
  { name: 'web-app', dependencies: ['security'] },
);
