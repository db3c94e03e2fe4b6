import { api } from '@/lib/api-client';

/** The manage feature's cache tags, added to the shared API slice once. */
export const manageApiBase = api.enhanceEndpoints({
  addTagTypes: ['ManageOverview', 'ManageCategories', 'ManageServices', 'ManageAddons'],
});
