import {
  type Analytics,
  type AnalyticsQuery,
  analyticsPaths,
  analyticsResponse,
} from '@jono/contract/api/analytics';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/analytics?from&to: one period's figures and the period before (a barber's own). */
    analytics: build.query<Analytics, AnalyticsQuery>({
      query: ({ from, to }) => ({ url: apiPath(analyticsPaths.analytics), params: { from, to } }),
      rawResponseSchema: analyticsResponse,
      transformResponse: (response: { data: Analytics }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useAnalyticsQuery } = analyticsApi;
