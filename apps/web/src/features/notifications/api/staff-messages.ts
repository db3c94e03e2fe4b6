import {
  type StaffMessage,
  staffActionResponse,
  staffMessagesResponse,
  staffQueuePaths,
} from '@jono/contract/api/staff-queue';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';
import { messagesLoaded, messagesRead } from '../stores/notifications-slice';

/** A dispatch that takes the API's thunks (the store's own type lives in app/, above us). */
export type NotificationsDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export interface StaffMessages {
  messages: StaffMessage[];
  unread: number;
}

export const staffMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/staff/messages: the newest messages of the caller's shop and how many are
     * unread. The shop id only keys the cache, so another login in this tab never sees them.
     * Every answer lands in the notifications slice, which live messages then extend.
     */
    staffMessages: build.query<StaffMessages, string>({
      query: () => apiPath(staffQueuePaths.messages),
      rawResponseSchema: staffMessagesResponse,
      transformResponse: (response: { data: StaffMessage[]; unread: number }) => ({
        messages: response.data,
        unread: response.unread,
      }),
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted(_shopId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(messagesLoaded(data));
        } catch {
          // The bell keeps what it had; the next read or live message fills it.
        }
      },
    }),
    /** POST /api/staff/messages/read: the given messages, or all of the shop's without ids. */
    markMessagesRead: build.mutation<unknown, string[] | undefined>({
      query: (ids) => ({
        url: apiPath(staffQueuePaths.messagesRead),
        method: 'POST',
        body: ids ? { ids } : {},
      }),
      rawResponseSchema: staffActionResponse,
      catchSchemaFailure: malformedAnswer,
      // Shown as read at once; the server's list says otherwise only if saving failed.
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        dispatch(messagesRead(ids));
        try {
          await queryFulfilled;
        } catch {
          // Unread again on the next read of the list: nothing is lost.
        }
      },
    }),
  }),
});

export const { useStaffMessagesQuery, useMarkMessagesReadMutation } = staffMessagesApi;

/** Reads the list again (after a reconnect: messages missed meanwhile are not replayed). */
export function refetchStaffMessages(shopId: string) {
  return staffMessagesApi.endpoints.staffMessages.initiate(shopId, {
    subscribe: false,
    forceRefetch: true,
  });
}
