import { randomBytes } from 'node:crypto';
import {
  asLanguage,
  embedPageQuery,
  embedPaths,
  embedSettingsBody,
  embedSettingsResponse,
  type Language,
  languages,
} from '@jono/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/app/auth';
import {
  allowedOriginsOf,
  embeddedShop,
  embedSettingsOf,
  embedStateOf,
  saveEmbedOrigins,
} from './embed.service';
import { embedPageHtml, embedPolicy } from './embed-page';

const shopParams = z.object({ shopId: z.uuid() });

/** The visitor's language: the snippet's `lang`, else the browser's first one Jono speaks. */
function visitorLanguage(request: FastifyRequest, asked: string | undefined): Language {
  if (asked && (languages as readonly string[]).includes(asked)) return asLanguage(asked);
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return asLanguage(accepted.find((code) => (languages as readonly string[]).includes(code)));
}

/** The framed page and the state it asks for, open to anyone, like the shop's own page. */
function publicEmbedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    embedPaths.page(':shopId'),
    { schema: { params: shopParams, querystring: embedPageQuery } },
    async (request, reply) => {
      const { shopId } = request.params;
      const language = visitorLanguage(request, request.query.lang);
      const shop = await embeddedShop(app.ctx, shopId);
      const nonce = randomBytes(16).toString('base64');
      const policy = embedPolicy(await allowedOriginsOf(app.db, shopId), nonce);
      // The app's refusal of every frame is replaced for this page alone.
      reply.raw.removeHeader('x-frame-options');
      reply.raw.removeHeader('content-security-policy');
      return reply
        .header('content-security-policy', policy)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          embedPageHtml({
            shopId,
            shopName: shop.name,
            language,
            state: embedStateOf(shop, language),
            publicUrl: app.ctx.config.publicUrl,
            nonce,
          }),
        );
    },
  );
  routes.get(
    embedPaths.state(':shopId'),
    { schema: { params: shopParams, querystring: embedPageQuery } },
    async (request) => {
      const shop = await embeddedShop(app.ctx, request.params.shopId);
      const language = visitorLanguage(request, request.query.lang);
      return { ok: true as const, data: embedStateOf(shop, language) };
    },
  );
}

/** The owner's list of sites that may frame the embed, and the public page itself. */
export default async function embedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'integrations' } as const;
  publicEmbedRoutes(app);

  routes.get(
    embedPaths.settings,
    { config, schema: { response: { 200: embedSettingsResponse } } },
    async (request) => ({
      ok: true as const,
      data: await embedSettingsOf(app.ctx, staffOf(request).shopId),
    }),
  );
  routes.put(
    embedPaths.settings,
    { config, schema: { body: embedSettingsBody, response: { 200: embedSettingsResponse } } },
    async (request) => ({
      ok: true as const,
      data: await saveEmbedOrigins(app.ctx, staffOf(request), request.body.allowedOrigins),
    }),
  );
}
