import {
  type PosterQuery,
  type ShareLinks,
  shareLinkPaths,
  shareLinksResponse,
} from '@jono/contract/api/share-links';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { manageApiBase } from './manage-api';
import { attachmentName } from './shop-export';

export type { ShareLinks };

const shareLinksApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    /** The shop's short links: made on the first ask, the same ever after. */
    shareLinks: build.query<ShareLinks, void>({
      query: () => apiPath(shareLinkPaths.links),
      rawResponseSchema: shareLinksResponse,
      transformResponse: (response: { data: ShareLinks }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** Fetches a poster and hands it to the browser to save; answers with the file's name. */
    downloadPoster: build.mutation<string, PosterQuery>({
      async queryFn(params, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: apiPath(shareLinkPaths.poster),
          params,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const headers = (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers;
        const fileName = attachmentName(headers?.get('content-disposition'), 'poster.pdf');
        downloadFile(fileName, result.data as Blob, 'application/pdf');
        return { data: fileName };
      },
    }),
  }),
});

export const { useShareLinksQuery, useDownloadPosterMutation } = shareLinksApi;
