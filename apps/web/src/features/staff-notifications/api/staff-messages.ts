import {
  type StaffMessage,
  staffActionResponse,
  staffMessagesResponse,
  staffQueuePaths,
} from '@jono/contract/api/staff-queue';
import { createSelector, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

/** A dispatch that takes the API's thunks (the store's own type lives in app/, above us). */
export type NotificationsDispatch = ThunkDispatch<WithStaffMessages, unknown, UnknownAction>;

/** The newest messages the bell lists; older ones stay on the server. */
const keptMessages = 50;

export interface StaffMessages {
  messages: StaffMessage[];
  /** Counted by the server, so it may include unread messages beyond the list. */
  unread: number;
}

export const staffMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/staff/messages: the newest messages of the caller's shop and how many are
     * unread. The shop id only keys the cache, so another login in this tab never sees them.
     * This cache is the one copy of the messages: live ones and reads are written into it.
     */
    staffMessages: build.query<StaffMessages, string>({
      query: () => apiPath(staffQueuePaths.messages),
      rawResponseSchema: staffMessagesResponse,
      transformResponse: (response: { data: StaffMessage[]; unread: number }) => ({
        messages: response.data.slice(0, keptMessages),
        unread: response.unread,
      }),
      catchSchemaFailure: malformedAnswer,
    }),
    /** POST /api/staff/messages/read: the given messages, or all of the shop's without ids. */
    markMessagesRead: build.mutation<unknown, { shopId: string; ids?: string[] }>({
      query: ({ ids }) => ({
        url: apiPath(staffQueuePaths.messagesRead),
        method: 'POST',
        body: ids ? { ids } : {},
      }),
      rawResponseSchema: staffActionResponse,
      catchSchemaFailure: malformedAnswer,
      // Shown as read at once; the server's list says otherwise only if saving failed.
      async onQueryStarted({ shopId, ids }, { dispatch, queryFulfilled }) {
        const marked = ids ? new Set(ids) : null;
        dispatch(
          staffMessagesApi.util.updateQueryData('staffMessages', shopId, (list) => {
            let count = 0;
            for (const message of list.messages) {
              if (!message.isRead && (!marked || marked.has(message.id))) {
                message.isRead = true;
                count += 1;
              }
            }
            list.unread = marked ? Math.max(0, list.unread - count) : 0;
          }),
        );
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

/**
 * A message announced live ('staff:message') goes on top of the list, counted unread once.
 * Before the first read there is no list to add it to, and none is needed: the server
 * saves a message before announcing it, so that read brings it.
 */
export function staffMessageReceived(shopId: string, message: StaffMessage) {
  return staffMessagesApi.util.updateQueryData('staffMessages', shopId, (list) => {
    if (list.messages.some((known) => known.id === message.id)) return;
    list.messages.unshift(message);
    list.messages.splice(keptMessages);
    if (!message.isRead) list.unread += 1;
  });
}

/** Reads the list again (after a reconnect: messages missed meanwhile are not replayed). */
export function refetchStaffMessages(shopId: string) {
  return staffMessagesApi.endpoints.staffMessages.initiate(shopId, {
    subscribe: false,
    forceRefetch: true,
  });
}

/** A store holding the API cache, as the selectors below read it. */
export type WithStaffMessages = Parameters<
  ReturnType<typeof staffMessagesApi.endpoints.staffMessages.select>
>[0];

const noMessages: StaffMessages = { messages: [], unread: 0 };

/**
 * The shop's messages as last read and since extended live; none before the first read. The
 * cached answer itself, so it stays the same object until the cache entry changes.
 */
export const selectStaffMessages = (state: WithStaffMessages, shopId: string): StaffMessages =>
  staffMessagesApi.endpoints.staffMessages.select(shopId)(state).data ?? noMessages;

/** The bell's marker (the appointments state's hasNewNotification): anything unread. */
export const selectHasNewNotification = createSelector(
  [selectStaffMessages],
  ({ unread }) => unread > 0,
);
