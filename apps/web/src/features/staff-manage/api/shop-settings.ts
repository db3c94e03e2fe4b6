import {
  managePaths,
  type ShopSettings as SavedShopSettings,
  shopSettingsResponse,
} from '@jono/contract/api/manage';
import type { z } from 'zod';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { manageApiBase, manageTags } from './manage-api';

export type { SavedShopSettings };

/** The saved settings, with the map tiles (MAP_TILES_URL) the page places the shop on. */
export type ShopSettings = SavedShopSettings & { mapTilesUrl: string };

const settingsOf = (response: z.infer<typeof shopSettingsResponse>): ShopSettings => ({
  ...response.data,
  mapTilesUrl: response.mapTilesUrl,
});

export type ShopSettingsChanges = Partial<
  Omit<SavedShopSettings, 'additionalServices' | 'status' | 'lat' | 'lng'> & {
    lat: number;
    lng: number;
    additionalServices: { noHotTowel: boolean; noWash: boolean; silentService: boolean };
  }
>;

const shopSettingsApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: build.query<ShopSettings, void>({
      query: () => apiPath(managePaths.shop),
      rawResponseSchema: shopSettingsResponse,
      transformResponse: settingsOf,
      catchSchemaFailure: malformedAnswer,
      providesTags: [manageTags.shop],
    }),
    updateShopSettings: build.mutation<ShopSettings, ShopSettingsChanges>({
      query: (body) => ({ url: apiPath(managePaths.shop), method: 'PATCH', body }),
      // Hours and the position are set-up steps of going live.
      invalidatesTags: [manageTags.readiness],
      rawResponseSchema: shopSettingsResponse,
      transformResponse: settingsOf,
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shopSettingsApi.util.upsertQueryData('shopSettings', undefined, data));
      },
    }),
  }),
});

export const { useShopSettingsQuery, useUpdateShopSettingsMutation } = shopSettingsApi;
