import { type TextUsage, textPaths, textUsageResponse } from '@jono/contract/api/texts';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { TextUsage };

const textsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET (owner): this month's text messages against the cap, and the numbers that opted out. */
    textUsage: build.query<TextUsage, void>({
      query: () => apiPath(textPaths.usage),
      rawResponseSchema: textUsageResponse,
      transformResponse: (response: { data: TextUsage }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useTextUsageQuery } = textsApi;
