import {
  managePaths,
  shopDetailResponse,
  shopIdParams,
  shopListQuery,
  shopListResponse,
  shopPaths,
  shopSettingsBody,
  shopSettingsResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { staffOf } from '../../plugins/app/auth';
import { announceQueueChange } from '../queue/queue.events';
import { getShopSettings, setShopImage, updateShopSettings } from './shop-settings.service';
import { getShop, listShops } from './shops.service';
import { registerShopSubscriptions } from './shops.socket';

export default async function shopRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerShopSubscriptions(app.io);

  routes.get(
    shopPaths.list,
    { schema: { querystring: shopListQuery, response: { 200: shopListResponse } } },
    async (request) => listShops(app.db, request.query, app.now()),
  );

  routes.get(
    '/api/shops/:id',
    { schema: { params: shopIdParams, response: { 200: shopDetailResponse } } },
    async (request) => ({
      ok: true as const,
      data: await getShop(app.db, request.params.id, app.now()),
    }),
  );

  const manage = { area: 'manage' } as const;

  routes.get(
    managePaths.shop,
    { config: manage, schema: { response: { 200: shopSettingsResponse } } },
    async (request) => ({
      ok: true as const,
      message: 'Shop details',
      data: await getShopSettings(app.db, staffOf(request).shopId),
    }),
  );

  routes.patch(
    managePaths.shop,
    { config: manage, schema: { body: shopSettingsBody, response: { 200: shopSettingsResponse } } },
    async (request) => {
      const { shopId } = staffOf(request);
      const data = await updateShopSettings(app.db, shopId, request.body);
      // Hours, chairs and limits change what customers see: tell the open pages now.
      await announceQueueChange(app, shopId);
      return { ok: true as const, message: 'Shop details saved', data };
    },
  );

  routes.post(
    managePaths.shopImage,
    { config: manage, schema: { response: { 200: shopSettingsResponse } } },
    async (request) => {
      const file = await request.file();
      if (file?.fieldname !== 'image')
        throw new HttpError(400, 'Attach the picture as the field "image"');
      const data = await setShopImage(
        app.db,
        config.uploadDir,
        staffOf(request).shopId,
        await file.toBuffer(),
      );
      return { ok: true as const, message: 'Shop picture saved', data };
    },
  );
}
