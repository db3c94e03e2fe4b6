import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ShopDetail } from '@jono/contract/api/shops';
import { isWebPage } from '@jono/contract/web-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { apiNotFound } from '../../lib/error-envelope';
import { type AppPage, readAppPage, shopPageHtml, shopPageId } from './shop-frame';

/** A path whose last segment has a dot asks for a file; anything else is a client route. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');

/** One file directly in /assets, as Vite names them: no folder, no dotfile. */
const hashedFileName = /^[\w-][\w.-]*$/;

/**
 * Vite fingerprints everything under /assets, so it may be cached for good; anything else
 * (index.html, boot.js) must be revalidated so a deploy reaches every browser at once.
 */
function cacheControlFor(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** An HTML page as sent: its bytes and a validator, so a reload that has it gets a 304. */
interface Html {
  readonly body: string;
  readonly etag: string;
}
const htmlOf = (body: string): Html => ({
  body,
  etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
});

function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: Html) {
  reply.header('cache-control', 'no-cache').header('etag', html.etag);
  if (status === 200 && request.headers['if-none-match'] === html.etag) {
    return reply.code(304).send();
  }
  return reply.code(status).type('text/html; charset=utf-8').send(html.body);
}

/**
 * What `/barbershop/{id}` paints before the app: the shop's header in index.html's frame
 * (shop-frame.ts), from the in-memory read view that answers `/api/shops/{id}`, made once per
 * answer of that view (a change of the shop or a new minute). Null, the plain page, for an id
 * of no listed shop, or whenever the header cannot be painted as the app would.
 */
function shopPages(app: FastifyInstance, page: AppPage) {
  const made = new WeakMap<object, Html | null>();
  return async (shopId: string): Promise<Html | null> => {
    if (page.frame === null || !app.hasDecorator('readViews')) return null;
    try {
      const answer = await app.readViews.shopDetail(shopId);
      let html = made.get(answer);
      if (html === undefined) {
        const { data } = JSON.parse(answer.json.toString('utf8')) as { data: ShopDetail };
        const body = shopPageHtml(page, data, app.now().getTime());
        html = body === null ? null : htmlOf(body);
        made.set(answer, html);
      }
      return html;
    } catch (error) {
      // An unknown shop is the app's to say; any other failure costs the painted header only.
      if ((error as { statusCode?: number }).statusCode !== 404) {
        app.log.warn({ err: error, shopId }, 'shop page painted without its header');
      }
      return null;
    }
  };
}

const isClientRoute = (path: string) =>
  !path.startsWith('/api') && !path.startsWith('/socket.io') && !looksLikeFile(path);

async function serveBuiltFiles(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The hashed files are looked up per request (below): a build published while the
    // server runs adds files that a route per file found at start would not serve.
    globIgnore: ['assets/**'],
    // The build wrote brotli 11 and gzip 9 beside each large file: sent as they are, they
    // are smaller than compressing on the fly could afford, and cost no CPU per request.
    preCompressed: true,
    setHeaders(res, path) {
      res.header('cache-control', cacheControlFor(path));
    },
  });
}

/**
 * The app's page as the build last wrote it, and its shop pages. Read again only when the
 * build has written a new one (sendFile read it every time); the shop header's template is
 * taken out of every page: it is the server's markup.
 */
function builtPages(app: FastifyInstance, indexFile: string) {
  let built: { mtimeMs: number; plain: Html; shopPage: ReturnType<typeof shopPages> } | null = null;
  return async () => {
    const { mtimeMs } = await stat(indexFile).catch(() => ({ mtimeMs: built?.mtimeMs ?? 0 }));
    if (built?.mtimeMs !== mtimeMs) {
      // A build that is writing it just now: the page read last stays until it is done.
      const html = await readFile(indexFile, 'utf8').catch((error: unknown) => {
        if (built) return null;
        throw error;
      });
      if (html !== null) {
        const page = readAppPage(html);
        built = { mtimeMs, plain: htmlOf(page.plain), shopPage: shopPages(app, page) };
      }
    }
    return built as NonNullable<typeof built>;
  };
}

/**
 * Client routes are pages, not misses: they stay out of the stricter 404 rate limit.
 * Everything else these routes catch is a miss and goes to the not-found handler, so a GET or
 * HEAD miss counts against the same limit as one of any other method. The routes' own
 * general limit is off, as it would mark the request limited already.
 */
function serveAppPages(app: FastifyInstance, indexFile: string) {
  const pages = builtPages(app, indexFile);
  // A build is published beside the one it replaces (apps/web/build/publish.ts), which
  // keeps its files for a while: the new page's files and an old page's lazy chunks are
  // both on disk. A name that is not one file of that folder is a miss, never the page.
  app.get(
    '/assets/*',
    { schema: { hide: true }, config: { rateLimit: false } },
    (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!hashedFileName.test(name)) return reply.callNotFound();
      return reply.sendFile(`assets/${name}`);
    },
  );
  app.get(
    '/*',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!isClientRoute(path)) return reply.callNotFound();
      const { plain, shopPage } = await pages();
      const shopId = shopPageId(path);
      const painted = shopId === null ? null : await shopPage(shopId);
      return sendHtml(request, reply, isWebPage(path) ? 200 : 404, painted ?? plain);
    },
  );
}

/**
 * Serves the built web app. Every non-API path that is not a file answers index.html, so
 * client routes survive a reload; an address that is no page of the app still gets the app
 * (it shows its not-found page) but with a 404, so link checkers and search engines see it.
 * A shop's page comes with the shop's header painted (shopPages).
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const indexFile = join(config.webDist, 'index.html');
    if (existsSync(indexFile)) {
      await serveBuiltFiles(app, config.webDist);
      serveAppPages(app, indexFile);
    } else {
      app.log.warn(`No built web app at ${config.webDist}; run "npm run build" to serve it.`);
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
