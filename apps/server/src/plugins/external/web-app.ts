import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@jono/contract/web-paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { apiNotFound } from '../../lib/error-envelope';

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
 * client routes survive a reload; an address that is no page of the app still gets the app
 * (it shows its not-found page) but with a 404, so link checkers and search engines see it.
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
        // The build wrote brotli 11 and gzip 9 beside each large file: sent as they are, they
        // are smaller than compressing on the fly could afford, and cost no CPU per request.
        preCompressed: true,
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
    // Everything else this route catches is a miss and goes to the not-found handler, so a
    // GET or HEAD miss counts against the same limit as one of any other method. The
    // route's own general limit is off, as it would mark the request limited already.
    if (hasWebApp) {
      app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (isClientRoute(path))
          return reply.code(isWebPage(path) ? 200 : 404).sendFile('index.html');
        return reply.callNotFound();
      });
    }

    // Scanners probe for files (/wp-login.php) as much as for API paths, so this limit,
    // unlike the general one, counts misses outside /api as well.
    app.setNotFoundHandler(
      {
        preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute', allowList: () => false }),
      },
      (request, reply) => apiNotFound(reply, request.method, request.url),
    );
  },
  { name: 'web-app', dependencies: ['security'] },
);
