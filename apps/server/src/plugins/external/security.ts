import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';

/** The page asks for the position (nearest shops) and nothing else a browser guards. */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'interest-cohort=()',
].join(', ');

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The headers a middleware that answers every request alike sets, as name and value pairs. */
function headersSetBy(middleware: Middleware): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * The browser-facing defences: a Content-Security-Policy the built app runs under with no
 * inline script, CORS limited to our own public origin, cookies, and a rate limit.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // Helmet's headers do not depend on the request: they are worked out once here, and each
    // answer only sets them (its middleware chain, run per request, cost more than the rest of
    // a health answer's hooks together).
    const secureHeaders = headersSetBy(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // Toasts and Radix position themselves with inline style attributes.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // The shop details page's map draws tiles from MAP_TILES_URL's origin.
            imgSrc: ["'self'", 'data:', 'blob:', new URL(config.mapTilesUrl).origin],
            connectSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            // Upgrading would break a plain-http deployment (a shop's LAN, localhost).
            upgradeInsecureRequests: config.isHttps ? [] : null,
          },
        },
        // Stripe Checkout and map tiles are cross-origin resources we link to, not embed.
        crossOriginEmbedderPolicy: false,
        hsts: config.isHttps,
      }),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of secureHeaders) reply.raw.setHeader(name, value);
      done();
    });
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // Pages and their files are static and cheap; the limit guards the API only, so a
      // shop's several devices behind one address can always load the app.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Try again in ${context.after}.`),
    });
    await app.register(cors, {
      origin: [config.publicOrigin],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // A download's file name, read by the app when the API is on a host of its own.
      exposedHeaders: ['content-disposition'],
      // Answered after the rate limit (which runs on each route's request), so preflight
      // calls count like any other; one that is no preflight gets the empty answer.
      hook: 'preHandler',
      strictPreflight: false,
    });
    await app.register(cookie);
    // A callback, not an async function: no promise and no extra turn on every answer.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API answers carry tokens, names and phones: no browser or proxy may keep a copy.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security' },
);
