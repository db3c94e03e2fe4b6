import {
  type JoinQueueBody,
  joinQueueResponse,
  type QueuePlace,
  queuePaths,
} from '@jono/contract/api/queue';
import { api, apiPath } from '@/lib/api-client';
import { malformedAnswer } from './malformed-answer';

export interface JoinQueueRequest {
  body: JoinQueueBody;
  /** One per submission attempt, the same on its retries: the server joins only once. */
  idempotencyKey: string;
}

const joinQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/queue: joins the walk-in queue; answers the new place. */
    joinQueue: build.mutation<QueuePlace, JoinQueueRequest>({
      query: ({ body, idempotencyKey }) => ({
        url: apiPath(queuePaths.join),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      rawResponseSchema: joinQueueResponse,
      transformResponse: (response: { data: QueuePlace }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useJoinQueueMutation } = joinQueueApi;
