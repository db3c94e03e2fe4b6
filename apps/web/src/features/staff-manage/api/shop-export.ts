import { managePaths } from '@jono/contract/api/manage';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { apiPath } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { manageApiBase } from './manage-api';

const fallbackName = 'jono-export.zip';

/** 'attachment; filename="jono-kallio-2026-11-26.zip"' -> 'jono-kallio-2026-11-26.zip'. */
export function attachmentName(
  disposition: string | null | undefined,
  fallback: string = fallbackName,
): string {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1];
  // A name with a path in it is not one to save under.
  return name && !/[/\\]/.test(name) ? name : fallback;
}

const shopExportApi = manageApiBase.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Fetches the shop's data as one ZIP and hands it to the browser to save; answers with the
     * file's name. The file goes from here straight to the browser: a Blob has no place in the
     * store. Through the shared client, so an expired session is renewed as for any call.
     */
    exportShopData: build.mutation<string, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: apiPath(managePaths.export),
          // A shop's whole history takes longer to pack than an ordinary answer.
          timeout: 120_000,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const headers = (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers;
        const fileName = attachmentName(headers?.get('content-disposition'));
        downloadFile(fileName, result.data as Blob, 'application/zip');
        return { data: fileName };
      },
    }),
  }),
});

export const { useExportShopDataMutation } = shopExportApi;
