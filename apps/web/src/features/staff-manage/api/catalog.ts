import {
  type addonBody,
  addonsResponse,
  categoriesResponse,
  type manageAddonSchema,
  type manageCategorySchema,
  managePaths,
  type manageServiceSchema,
  removalResponse,
  type serviceBody,
  servicesResponse,
} from '@jono/contract/api/manage';
import type { z } from 'zod';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { manageApiBase, manageTags } from './manage-api';

export type ManageCategory = z.infer<typeof manageCategorySchema>;
export type ManageService = z.infer<typeof manageServiceSchema>;
export type ManageAddon = z.infer<typeof manageAddonSchema>;
export type Removal = z.infer<typeof removalResponse>;

/** What the manager's forms send: every field of the body, as the server reads it. */
export type ServiceInput = z.output<typeof serviceBody>;
export type AddonInput = z.output<typeof addonBody>;

const byPosition = <T extends { position: number }>(items: T[]) =>
  [...items].sort((a, b) => a.position - b.position);

/**
 * A list as it will be once the server has stored the new order: shown at once, taken back if
 * the server refuses.
 */
const inNewOrder =
  (ids: string[]) =>
  <T extends { id: string; position: number }>(draft: T[]) =>
    ids.flatMap((id, position) => {
      const found = draft.find((item) => item.id === id);
      return found ? [{ ...found, position }] : [];
    });

const categoriesApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    manageCategories: build.query<ManageCategory[], void>({
      query: () => apiPath(managePaths.categories),
      rawResponseSchema: categoriesResponse,
      transformResponse: (response: { data: ManageCategory[] }) => byPosition(response.data),
      catchSchemaFailure: malformedAnswer,
      providesTags: [manageTags.categories],
    }),
    createCategory: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: apiPath(managePaths.categories), method: 'POST', body }),
      invalidatesTags: [manageTags.categories],
    }),
    updateCategory: build.mutation<unknown, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: apiPath(managePaths.category(id)),
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: [manageTags.categories],
    }),
    deleteCategory: build.mutation<unknown, string>({
      query: (id) => ({ url: apiPath(managePaths.category(id)), method: 'DELETE' }),
      invalidatesTags: [manageTags.categories, manageTags.services],
    }),
    reorderCategories: build.mutation<unknown, string[]>({
      query: (ids) => ({ url: apiPath(managePaths.categoriesOrder), method: 'PUT', body: { ids } }),
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          categoriesApi.util.updateQueryData('manageCategories', undefined, inNewOrder(ids)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [manageTags.categories],
    }),
  }),
});

const servicesApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    manageServices: build.query<ManageService[], void>({
      query: () => apiPath(managePaths.services),
      rawResponseSchema: servicesResponse,
      transformResponse: (response: { data: ManageService[] }) => byPosition(response.data),
      catchSchemaFailure: malformedAnswer,
      providesTags: [manageTags.services],
    }),
    createService: build.mutation<unknown, ServiceInput>({
      query: (body) => ({ url: apiPath(managePaths.services), method: 'POST', body }),
      invalidatesTags: [manageTags.services, manageTags.categories],
    }),
    updateService: build.mutation<unknown, { id: string; changes: Partial<ServiceInput> }>({
      query: ({ id, changes }) => ({
        url: apiPath(managePaths.service(id)),
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: [manageTags.services, manageTags.categories],
    }),
    deleteService: build.mutation<Removal, string>({
      query: (id) => ({ url: apiPath(managePaths.service(id)), method: 'DELETE' }),
      rawResponseSchema: removalResponse,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [manageTags.services, manageTags.categories, manageTags.addons],
    }),
    reorderServices: build.mutation<unknown, string[]>({
      query: (ids) => ({ url: apiPath(managePaths.servicesOrder), method: 'PUT', body: { ids } }),
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          servicesApi.util.updateQueryData('manageServices', undefined, inNewOrder(ids)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [manageTags.services],
    }),
  }),
});

const addonsApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    manageAddons: build.query<ManageAddon[], void>({
      query: () => apiPath(managePaths.addons),
      rawResponseSchema: addonsResponse,
      transformResponse: (response: { data: ManageAddon[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [manageTags.addons],
    }),
    createAddon: build.mutation<unknown, AddonInput>({
      query: (body) => ({ url: apiPath(managePaths.addons), method: 'POST', body }),
      invalidatesTags: [manageTags.addons],
    }),
    updateAddon: build.mutation<unknown, { id: string; changes: Partial<AddonInput> }>({
      query: ({ id, changes }) => ({
        url: apiPath(managePaths.addon(id)),
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: [manageTags.addons],
    }),
    deleteAddon: build.mutation<Removal, string>({
      query: (id) => ({ url: apiPath(managePaths.addon(id)), method: 'DELETE' }),
      rawResponseSchema: removalResponse,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [manageTags.addons],
    }),
  }),
});

export const {
  useManageCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
} = categoriesApi;
export const {
  useManageServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useReorderServicesMutation,
} = servicesApi;
export const {
  useManageAddonsQuery,
  useCreateAddonMutation,
  useUpdateAddonMutation,
  useDeleteAddonMutation,
} = addonsApi;
