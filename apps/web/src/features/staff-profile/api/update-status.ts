import { type LiveStatusChange, liveStatusResponse, userPaths } from '@jono/contract/api/auth';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer, teamTag } from '@/lib/api-client';

type StoredStatus = z.infer<typeof liveStatusResponse>['data'];

const updateStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /api/users/status: an owner's or barber's live status, or the length of the break
     * they are on; the answer is the status stored, with the break's end. The team sees it live.
     */
    updateLiveStatus: build.mutation<StoredStatus, LiveStatusChange>({
      query: (change) => ({ url: apiPath(userPaths.status), method: 'PATCH', body: change }),
      rawResponseSchema: liveStatusResponse,
      transformResponse: (answer: { data: StoredStatus }) => answer.data,
      catchSchemaFailure: malformedAnswer,
      // "Done for today", and coming back after it, change the member's day on the team's week.
      invalidatesTags: [teamTag],
    }),
  }),
});

export const { useUpdateLiveStatusMutation } = updateStatusApi;
