import { managePaths, type ShopSettings, shopSettingsResponse } from '@jono/contract/api/manage';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { manageApiBase, manageTags } from './manage-api';

export type { ShopSettings };

export type ShopSettingsChanges = Partial<
  Omit<ShopSettings, 'additionalServices' | 'image' | 'status'> & {
    additionalServices: { noHotTowel: boolean; noWash: boolean; silentService: boolean };
  }
>;

const shopSettingsApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: build.query<ShopSettings, void>({
      query: () => apiPath(managePaths.shop),
      rawResponseSchema: shopSettingsResponse,
      transformResponse: (response: { data: ShopSettings }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [manageTags.shop],
    }),
    updateShopSettings: build.mutation<ShopSettings, ShopSettingsChanges>({
      query: (body) => ({ url: apiPath(managePaths.shop), method: 'PATCH', body }),
      rawResponseSchema: shopSettingsResponse,
      transformResponse: (response: { data: ShopSettings }) => response.data,
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shopSettingsApi.util.upsertQueryData('shopSettings', undefined, data));
      },
    }),
    uploadShopImage: build.mutation<ShopSettings, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file, file.name);
        return { url: apiPath(managePaths.shopImage), method: 'POST', body: form };
      },
      rawResponseSchema: shopSettingsResponse,
      transformResponse: (response: { data: ShopSettings }) => response.data,
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shopSettingsApi.util.upsertQueryData('shopSettings', undefined, data));
      },
    }),
  }),
});

export const { useShopSettingsQuery, useUpdateShopSettingsMutation, useUploadShopImageMutation } =
  shopSettingsApi;
