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
import { staffOf } from '../../plugins/app/auth';
import shopPhotoRoutes from './shop-photos.routes';
import type { RecordPhotoChangeBy } from './shop-photos.service';
import {
  getShopSettings,
  type RecordShopSettingsChange,
  updateShopSettings,
} from './shop-settings.service';

export interface ShopRoutesOptions {
  config: Config;
  /**
   * What the modules above shops do once a shop's settings are saved: the queue, which owns
   * the shop's live state, tells its open pages. Passed in so shops never imports them.
   */
  afterSettingsSaved: (shopId: string) => Promise<void>;
  /** Puts a save on the shop's record: the audit module sits above shops. */
  recordSettingsChange: RecordShopSettingsChange;
  /** Puts a cover or gallery photo set or removed on the shop's record. */
  recordPhotoChange: RecordPhotoChangeBy;
}

/** The owner's shop settings and photos; the public shop pages are the queue's. */
export default async function shopRoutes(
  app: FastifyInstance,
  { config, afterSettingsSaved, recordSettingsChange, recordPhotoChange }: ShopRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const manage = { area: 'manage' } as const;
  await app.register(shopPhotoRoutes, { config, recordPhotoChange });
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
      const { shopId, userId } = staffOf(request);
      const editor = { shopId, actorId: userId, at: app.ctx.now() };
      const data = await updateShopSettings(app.db, app.log, shopId, request.body, {
        record: (tx, before, after) => recordSettingsChange(tx, editor, before, after),
        afterSave: afterSettingsSaved,
      });
      return { ok: true as const, message: 'Shop details saved', data, mapTilesUrl };
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
