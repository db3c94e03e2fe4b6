import {
  type BlockedPhone,
  type BlockPhoneResult,
  blockedPhonePaths,
  blockedPhonesResponse,
  blockPhoneResponse,
} from '@jono/contract/api/blocked-phones';
import { staffActionResponse } from '@jono/contract/api/staff-queue';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';
// A block takes the number's walk-in off the board, so the board's queue is read again.
import { queueTag } from './queue-board';

export const blockedTag = 'BlockedPhones' as const;

export const blockedPhonesApi = api
  .enhanceEndpoints({ addTagTypes: [blockedTag, queueTag] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/staff/blocked-phones (owner, receptionist); the shop id only keys the cache. */
      blockedPhones: build.query<BlockedPhone[], string>({
        query: () => apiPath(blockedPhonePaths.list),
        rawResponseSchema: blockedPhonesResponse,
        transformResponse: (response: { data: BlockedPhone[] }) => response.data,
        catchSchemaFailure: malformedAnswer,
        // A block made at another desk shows up with the next change of the queue.
        providesTags: [blockedTag, queueTag],
      }),
      blockPhone: build.mutation<BlockPhoneResult, { phone: string }>({
        query: (body) => ({ url: apiPath(blockedPhonePaths.block), method: 'POST', body }),
        rawResponseSchema: blockPhoneResponse,
        transformResponse: (response: { data: BlockPhoneResult }) => response.data,
        catchSchemaFailure: malformedAnswer,
        invalidatesTags: [blockedTag, queueTag],
      }),
      unblockPhone: build.mutation<string, { blockId: string }>({
        query: ({ blockId }) => ({
          url: apiPath(blockedPhonePaths.unblock(blockId)),
          method: 'DELETE',
        }),
        rawResponseSchema: staffActionResponse,
        transformResponse: (response: { message: string }) => response.message,
        catchSchemaFailure: malformedAnswer,
        invalidatesTags: [blockedTag],
      }),
    }),
  });

export const { useBlockedPhonesQuery, useBlockPhoneMutation, useUnblockPhoneMutation } =
  blockedPhonesApi;
