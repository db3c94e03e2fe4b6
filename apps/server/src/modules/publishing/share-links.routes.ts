import { posterQuery, shareLinkPaths, shareLinksResponse, shortCodeSchema } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/app/auth';
import { posterWords } from './poster-words';
import { shareLinksOf, shopNameOf, shortLinkTarget } from './share-links.service';
import { posterPdf } from './share-poster';

const shortParams = z.object({ code: shortCodeSchema });

/**
 * Short links open their page by a redirect that may change (a shop can move its pages), so
 * it is temporary; browsers and proxies may keep it five minutes.
 */
function shortLinkRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: { max: 120, timeWindow: '1 minute' } };
  for (const target of ['queue', 'book'] as const) {
    const path =
      target === 'book' ? shareLinkPaths.shortBook(':code') : shareLinkPaths.short(':code');
    routes.get(path, { config, schema: { params: shortParams } }, async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .header('referrer-policy', 'no-referrer')
        .redirect(await shortLinkTarget(app.db, request.params.code, target), 302),
    );
  }
}

/** The owner's short links and posters, for maps, search and the shop's window. */
export default async function shareLinkRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'publishing' } as const;
  shortLinkRoutes(app);

  routes.get(
    shareLinkPaths.links,
    { config, schema: { response: { 200: shareLinksResponse } } },
    async (request) => ({
      ok: true as const,
      data: await shareLinksOf(app.ctx, staffOf(request).shopId),
    }),
  );

  routes.get(
    shareLinkPaths.poster,
    { config, schema: { querystring: posterQuery } },
    async (request, reply) => {
      const { shopId } = staffOf(request);
      const { target, language } = request.query;
      const links = await shareLinksOf(app.ctx, shopId);
      const pdf = await posterPdf({
        shopName: await shopNameOf(app.db, shopId),
        url: links[target],
        target,
        words: posterWords[language],
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="poster-${target}-${language}.pdf"`)
        .send(pdf);
    },
  );
}
