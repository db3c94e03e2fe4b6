import {
  calendarFeedPaths,
  calendarFeedsResponse,
  feedBody,
  feedFileParams,
  feedParams,
  feedResponse,
  feedSettingsBody,
  madeFeedResponse,
  messageResponse,
} from '@jono/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { requestLanguage } from '../../lib/request-language';
import { staffOf } from '../../plugins/app/auth';
import {
  changeFeed,
  changeFeedSettings,
  feedsOf,
  makeFeed,
  stopFeed,
} from './calendar-feeds.service';
import { feedFile } from './feed-file.service';

/**
 * Per address, not per client: the phones of one office share an IP, and each calendar app
 * fetches every few minutes; nobody needs a calendar 30 times a minute. Guessing addresses is
 * hopeless (256-bit secrets) and still meets the global per-client limit.
 */
const fileRateLimit = {
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `calendar:${request.url.split('?')[0]}`,
  },
};

/** The calendar itself, for any calendar app holding its secret address. */
function feedFileRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      calendarFeedPaths.file(':fileName'),
      { config: fileRateLimit, schema: { params: feedFileParams } },
      async (request, reply) => {
        const file = await feedFile(app.ctx, request.params.fileName);
        if (!file) throw notFound('No calendar at this address: it was renewed or stopped');
        // The address is the only key: no cache shared between people may keep the calendar.
        reply.header('cache-control', 'private, max-age=300').header('etag', file.etag);
        reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
        if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
        return reply.type('text/calendar; charset=utf-8').send(file.body);
      },
    );
}

/** Each feed's address, what it shows, and how customers are named in all of them. */
export default async function calendarFeedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'calendarFeeds' } as const;
  feedFileRoute(app);

  routes.get(
    calendarFeedPaths.list,
    { config, schema: { response: { 200: calendarFeedsResponse } } },
    async (request) => ({ ok: true as const, data: await feedsOf(app.db, staffOf(request)) }),
  );

  routes.put(
    calendarFeedPaths.feed(':scope'),
    { config, schema: { params: feedParams, body: feedBody, response: { 200: madeFeedResponse } } },
    async (request) => {
      const { scope } = request.params;
      const language = requestLanguage(request);
      const data = await makeFeed(app.ctx, staffOf(request), scope, request.body, language);
      return { ok: true as const, message: 'A new calendar address is ready', data };
    },
  );

  routes.patch(
    calendarFeedPaths.feed(':scope'),
    { config, schema: { params: feedParams, body: feedBody, response: { 200: feedResponse } } },
    async (request) => {
      const data = await changeFeed(app.db, staffOf(request), request.params.scope, request.body);
      return { ok: true as const, message: 'Calendar changed', data };
    },
  );

  routes.delete(
    calendarFeedPaths.feed(':scope'),
    { config, schema: { params: feedParams, response: { 200: messageResponse } } },
    async (request) => {
      await stopFeed(app.db, staffOf(request), request.params.scope);
      return { ok: true as const, message: 'The calendar address no longer works' };
    },
  );

  routes.patch(
    calendarFeedPaths.settings,
    { config, schema: { body: feedSettingsBody, response: { 200: messageResponse } } },
    async (request) => {
      await changeFeedSettings(app.db, staffOf(request), request.body, app.now());
      return { ok: true as const, message: 'Calendar names saved' };
    },
  );
}
