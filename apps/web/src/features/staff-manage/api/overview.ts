import { managePaths, overviewResponse, type overviewSchema } from '@jono/contract/api/manage';
import type { z } from 'zod';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { manageApiBase, manageTags } from './manage-api';

export type Overview = z.infer<typeof overviewSchema>;

const overviewApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/manage/overview: today at a glance (owner, receptionist). */
    overview: build.query<Overview, void>({
      query: () => apiPath(managePaths.overview),
      rawResponseSchema: overviewResponse,
      transformResponse: (response: { data: Overview }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [manageTags.overview],
    }),
  }),
});

export const { useOverviewQuery } = overviewApi;
