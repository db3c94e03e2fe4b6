import {
  type BroadcastBody,
  type BroadcastResult,
  broadcastPaths,
  broadcastResponse,
} from '@jono/contract/api/broadcast';
import { apiPath, malformedAnswer } from '@/lib/api-client';
import { queueBoardApi } from './queue-board';

export type { BroadcastBody, BroadcastResult };

const broadcastApi = queueBoardApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/staff/queue/broadcast: one message to everyone waiting, by each one's
     * channel. Nothing on the board changes, so nothing is read again.
     */
    broadcast: build.mutation<BroadcastResult, BroadcastBody>({
      query: (body) => ({ url: apiPath(broadcastPaths.send), method: 'POST', body }),
      rawResponseSchema: broadcastResponse,
      transformResponse: (response: { data: BroadcastResult }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useBroadcastMutation } = broadcastApi;
