import {
  type EmbedSettings,
  type EmbedSettingsBody,
  embedPaths,
  embedSettingsResponse,
} from '@jono/contract/api/embed';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { EmbedSettings };

/** The sites allowed to frame the shop's live queue, and the framed page's address. */
export const embedTags = { settings: 'EmbedSettings' } as const;

const embedApi = api.enhanceEndpoints({ addTagTypes: Object.values(embedTags) }).injectEndpoints({
  endpoints: (build) => ({
    embedSettings: build.query<EmbedSettings, void>({
      query: () => apiPath(embedPaths.settings),
      rawResponseSchema: embedSettingsResponse,
      transformResponse: (response: { data: EmbedSettings }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [embedTags.settings],
    }),
    /**
     * PUT the whole list. The answer (the list as the server keeps it) replaces the cached one
     * at once; a refusal reads the list again, so the page never shows a list the server lacks.
     */
    saveEmbedSites: build.mutation<EmbedSettings, EmbedSettingsBody>({
      query: (body) => ({ url: apiPath(embedPaths.settings), method: 'PUT', body }),
      rawResponseSchema: embedSettingsResponse,
      transformResponse: (response: { data: EmbedSettings }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: (_result, error) => (error ? [embedTags.settings] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(embedApi.util.updateQueryData('embedSettings', undefined, () => data));
      },
    }),
  }),
});

export const { useEmbedSettingsQuery, useSaveEmbedSitesMutation } = embedApi;
