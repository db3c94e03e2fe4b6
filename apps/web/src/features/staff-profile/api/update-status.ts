import { type LiveStatus, messageResponse, userPaths } from '@jono/contract/api/auth';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const updateStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/users/status: an owner's or barber's live status; the team sees it live. */
    updateLiveStatus: build.mutation<unknown, LiveStatus>({
      query: (status) => ({ url: apiPath(userPaths.status), method: 'PATCH', body: { status } }),
      rawResponseSchema: messageResponse,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useUpdateLiveStatusMutation } = updateStatusApi;
