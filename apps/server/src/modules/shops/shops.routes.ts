import {
  geocodeBody,
  geocodeResponse,
  goingLivePaths,
  managePaths,
  shopSettingsBody,
  shopSettingsResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { staffOf } from '../../plugins/app/auth';
import { readUploadForm } from '../../plugins/external/multipart';
import shopPhotoRoutes from './shop-photos.routes';
import { getShopSettings, setShopImage, updateShopSettings } from './shop-settings.service';

export interface ShopRoutesOptions {
  config: Config;
  /**
   * What the modules above shops do once a shop's settings are saved: the queue, which owns
   * the shop's live state, tells its open pages. Passed in so shops never imports them.
   */
  afterSettingsSaved: (shopId: string) => Promise<void>;
}

/** The owner's shop settings and picture; the public shop pages are the queue's. */
export default async function shopRoutes(
  app: FastifyInstance,
  { config, afterSettingsSaved }: ShopRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const manage = { area: 'manage' } as const;
  await app.register(shopPhotoRoutes, { config });
  const { mapTilesUrl } = config;

  routes.get(
    managePaths.shop,
    { config: manage, schema: { response: { 200: shopSettingsResponse } } },
    async (request) => ({
      ok: true as const,
      message: 'Shop details',
      data: await getShopSettings(app.db, staffOf(request).shopId),
      mapTilesUrl,
    }),
  );

  routes.patch(
    managePaths.shop,
    { config: manage, schema: { body: shopSettingsBody, response: { 200: shopSettingsResponse } } },
    async (request) => {
      const data = await updateShopSettings(
        app.db,
        app.log,
        staffOf(request).shopId,
        request.body,
        afterSettingsSaved,
      );
      return { ok: true as const, message: 'Shop details saved', data, mapTilesUrl };
    },
  );

  routes.post(
    managePaths.shopImage,
    { config: manage, schema: { response: { 200: shopSettingsResponse } } },
    async (request) => {
      const { file } = await readUploadForm(request, 'image');
      if (!file) throw new HttpError(400, 'Attach the picture as the field "image"');
      const data = await setShopImage(app.db, config.uploadDir, staffOf(request).shopId, file);
      return { ok: true as const, message: 'Shop picture saved', data, mapTilesUrl };
    },
  );

  // The owner sees where the geocoder puts the address before saving it: nothing is stored.
  routes.post(
    goingLivePaths.geocode,
    { config: manage, schema: { body: geocodeBody, response: { 200: geocodeResponse } } },
    async (request) => {
      const data = await app.geocoder.locate(request.body);
      return { ok: true as const, message: `Geocoder: ${data.outcome}`, data };
    },
  );
}
