import {
  addonsResponse,
  categoriesResponse,
  type manageAddonSchema,
  type manageCategorySchema,
  managePaths,
  type manageServiceSchema,
  removalResponse,
  servicesResponse,
} from '@jono/contract/api/manage';
import type { z } from 'zod';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { manageApiBase } from './manage-api';

export type ManageCategory = z.infer<typeof manageCategorySchema>;
export type ManageService = z.infer<typeof manageServiceSchema>;
export type ManageAddon = z.infer<typeof manageAddonSchema>;
export type Removal = z.infer<typeof removalResponse>;

export interface ServiceInput {
  categoryId: string;
  name: string;
  description: string;
  price: number;
  duration: number;
  isActive: boolean;
}
export interface AddonInput {
  name: string;
  price: number;
  duration: number;
  isActive: boolean;
  serviceIds: string[];
}

const byPosition = <T extends { position: number }>(items: T[]) =>
  [...items].sort((a, b) => a.position - b.position);

const catalogApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    manageCategories: build.query<ManageCategory[], void>({
      query: () => apiPath(managePaths.categories),
      rawResponseSchema: categoriesResponse,
      transformResponse: (response: { data: ManageCategory[] }) => byPosition(response.data),
      catchSchemaFailure: malformedAnswer,
      providesTags: ['ManageCategories'],
    }),
    createCategory: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: apiPath(managePaths.categories), method: 'POST', body }),
      invalidatesTags: ['ManageCategories'],
    }),
    updateCategory: build.mutation<unknown, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: apiPath(managePaths.category(id)),
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: ['ManageCategories'],
    }),
    deleteCategory: build.mutation<unknown, string>({
      query: (id) => ({ url: apiPath(managePaths.category(id)), method: 'DELETE' }),
      invalidatesTags: ['ManageCategories', 'ManageServices'],
    }),
    reorderCategories: build.mutation<unknown, string[]>({
      query: (ids) => ({ url: apiPath(managePaths.categoriesOrder), method: 'PUT', body: { ids } }),
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          catalogApi.util.updateQueryData('manageCategories', undefined, (draft) =>
            ids.flatMap((id, position) => {
              const found = draft.find((item) => item.id === id);
              return found ? [{ ...found, position }] : [];
            }),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['ManageCategories'],
    }),

    manageServices: build.query<ManageService[], void>({
      query: () => apiPath(managePaths.services),
      rawResponseSchema: servicesResponse,
      transformResponse: (response: { data: ManageService[] }) => byPosition(response.data),
      catchSchemaFailure: malformedAnswer,
      providesTags: ['ManageServices'],
    }),
    createService: build.mutation<unknown, ServiceInput>({
      query: (body) => ({ url: apiPath(managePaths.services), method: 'POST', body }),
      invalidatesTags: ['ManageServices', 'ManageCategories'],
    }),
    updateService: build.mutation<unknown, { id: string; changes: Partial<ServiceInput> }>({
      query: ({ id, changes }) => ({
        url: apiPath(managePaths.service(id)),
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['ManageServices', 'ManageCategories'],
    }),
    deleteService: build.mutation<Removal, string>({
      query: (id) => ({ url: apiPath(managePaths.service(id)), method: 'DELETE' }),
      rawResponseSchema: removalResponse,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: ['ManageServices', 'ManageCategories', 'ManageAddons'],
    }),
    reorderServices: build.mutation<unknown, string[]>({
      query: (ids) => ({ url: apiPath(managePaths.servicesOrder), method: 'PUT', body: { ids } }),
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          catalogApi.util.updateQueryData('manageServices', undefined, (draft) =>
            ids.flatMap((id, position) => {
              const found = draft.find((item) => item.id === id);
              return found ? [{ ...found, position }] : [];
            }),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['ManageServices'],
    }),

    manageAddons: build.query<ManageAddon[], void>({
      query: () => apiPath(managePaths.addons),
      rawResponseSchema: addonsResponse,
      transformResponse: (response: { data: ManageAddon[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: ['ManageAddons'],
    }),
    createAddon: build.mutation<unknown, AddonInput>({
      query: (body) => ({ url: apiPath(managePaths.addons), method: 'POST', body }),
      invalidatesTags: ['ManageAddons'],
    }),
    updateAddon: build.mutation<unknown, { id: string; changes: Partial<AddonInput> }>({
      query: ({ id, changes }) => ({
        url: apiPath(managePaths.addon(id)),
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['ManageAddons'],
    }),
    deleteAddon: build.mutation<Removal, string>({
      query: (id) => ({ url: apiPath(managePaths.addon(id)), method: 'DELETE' }),
      rawResponseSchema: removalResponse,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: ['ManageAddons'],
    }),
  }),
});

export const {
  useManageCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
  useManageServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useReorderServicesMutation,
  useManageAddonsQuery,
  useCreateAddonMutation,
  useUpdateAddonMutation,
  useDeleteAddonMutation,
} = catalogApi;
