import { api } from '@/lib/api-client';

/** The manage feature's cache tags. */
export const manageTags = {
  overview: 'ManageOverview',
  categories: 'ManageCategories',
  services: 'ManageServices',
  addons: 'ManageAddons',
  shop: 'ManageShop',
  readiness: 'ManageReadiness',
} as const;

/** The shared API slice with the manage feature's tags, added once. */
export const manageApiBase = api.enhanceEndpoints({ addTagTypes: Object.values(manageTags) });
