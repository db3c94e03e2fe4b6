import {
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  auditPaths,
  auditResponse,
} from '@jono/contract/api/audit';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { AuditEntry, AuditPage };

/** What the list is narrowed to; a page's cursor is added by the list itself. */
export type AuditFilters = Pick<AuditQuery, 'from' | 'to' | 'action' | 'actorId'>;

const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/audit?from&to&action&actorId&before: the shop's record, newest first, a page
     * at a time; "Load more" asks for the page older than the last one's cursor.
     */
    auditLog: build.infiniteQuery<AuditPage, AuditFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: apiPath(auditPaths.log),
        params: { ...queryArg, ...(pageParam ? { before: pageParam } : {}) },
      }),
      rawResponseSchema: auditResponse,
      transformResponse: (response: { data: AuditPage }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useAuditLogInfiniteQuery } = auditLogApi;
