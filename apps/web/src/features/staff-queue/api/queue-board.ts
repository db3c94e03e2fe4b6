import {
  type CurrentStatus,
  currentStatusResponse,
  type QueueBoard,
  queueBoardResponse,
  staffActionResponse,
  staffQueuePaths,
} from '@jono/contract/api/staff-queue';
import type { QueueState } from '@jono/contract/events';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

/** A dispatch that takes the API's thunks (the store's own type lives in app/, above us). */
export type AppointmentsDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export type WaitingEntry = QueueBoard['waiting'][number];
export type InServiceEntry = QueueBoard['inService'][number];
export type FinishedEntry = QueueBoard['finished'][number];
export type BoardBarber = QueueBoard['barbers'][number];
export type BoardBooking = QueueBoard['bookings'][number];

/** What PATCH queue-status changes: the state by hand (null: automatic) and the limit. */
export interface QueueSettingsChanges {
  override?: QueueState | null;
  queueLimit?: number | null;
}

/** Everything drawn from the shop's queue; a live announcement makes it all stale at once. */
export const queueTag = 'ShopQueue' as const;

/** A board step's answer: its message; the board it changed is read again. */
export const actionResult = {
  rawResponseSchema: staffActionResponse,
  transformResponse: (response: { message: string }) => response.message,
  catchSchemaFailure: malformedAnswer,
  invalidatesTags: [queueTag],
} as const;

/** A board step is a POST to the step's own address, with a body only when it takes one. */
export const postStep = (path: string, body?: object) => ({
  url: apiPath(path),
  method: 'POST',
  ...(body ? { body } : {}),
});

export const queueBoardApi = api.enhanceEndpoints({ addTagTypes: [queueTag] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/staff/queue: today's board of the caller's shop. The shop id only keys the
     * cache, so another login in this tab never sees the previous shop's board.
     */
    queueBoard: build.query<QueueBoard, string>({
      query: () => apiPath(staffQueuePaths.board),
      rawResponseSchema: queueBoardResponse,
      transformResponse: (response: { data: QueueBoard }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [queueTag],
    }),
    /** GET /api/staff/current-status/{shopId}: the big screen's data (staff of that shop). */
    currentStatus: build.query<CurrentStatus, string>({
      query: (shopId) => apiPath(staffQueuePaths.currentStatus(shopId)),
      rawResponseSchema: currentStatusResponse,
      transformResponse: (response: { data: CurrentStatus }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [queueTag],
    }),
    startService: build.mutation<string, { orderId: string; barberId: string }>({
      query: ({ orderId, barberId }) => postStep(staffQueuePaths.start(orderId), { barberId }),
      ...actionResult,
    }),
    finishService: build.mutation<string, { orderId: string }>({
      query: ({ orderId }) => postStep(staffQueuePaths.finish(orderId)),
      ...actionResult,
    }),
    /** Calls a waiting customer to the chair; calling again sends it again. */
    callCustomer: build.mutation<string, { orderId: string }>({
      query: ({ orderId }) => postStep(staffQueuePaths.call(orderId), {}),
      ...actionResult,
    }),
    markNoShow: build.mutation<string, { orderId: string }>({
      query: ({ orderId }) => postStep(staffQueuePaths.noShow(orderId)),
      ...actionResult,
    }),
    cancelByStaff: build.mutation<string, { orderId: string; reason: string }>({
      query: ({ orderId, reason }) => postStep(staffQueuePaths.cancel(orderId), { reason }),
      ...actionResult,
    }),
    /** Takes back a finish or a no-show of the last seconds (UNDO_WINDOW_MS). */
    undoStep: build.mutation<string, { orderId: string }>({
      query: ({ orderId }) => postStep(staffQueuePaths.undo(orderId)),
      ...actionResult,
    }),
    moveUp: build.mutation<string, { orderId: string; beforeOrderId: string; reason: string }>({
      query: ({ orderId, beforeOrderId, reason }) =>
        postStep(staffQueuePaths.moveUp(orderId), { beforeOrderId, reason }),
      ...actionResult,
    }),
    /**
     * PATCH /api/staff/queue-status (owner, receptionist): answers the new board, which
     * replaces the cached one at once; customers hear the change from the server.
     */
    updateQueueSettings: build.mutation<QueueBoard, { shopId: string } & QueueSettingsChanges>({
      query: ({ shopId: _shopId, ...changes }) => ({
        url: apiPath(staffQueuePaths.queueStatus),
        method: 'PATCH',
        body: changes,
      }),
      rawResponseSchema: queueBoardResponse,
      transformResponse: (response: { data: QueueBoard }) => response.data,
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted({ shopId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(queueBoardApi.util.updateQueryData('queueBoard', shopId, () => data));
        } catch {
          // The page shows the failure; the board stays as it was.
        }
      },
    }),
  }),
});

export const {
  useQueueBoardQuery,
  useCurrentStatusQuery,
  useStartServiceMutation,
  useFinishServiceMutation,
  useMarkNoShowMutation,
  useCallCustomerMutation,
  useCancelByStaffMutation,
  useMoveUpMutation,
  useUndoStepMutation,
  useUpdateQueueSettingsMutation,
} = queueBoardApi;

/** Marks everything drawn from the queue stale: mounted screens read it again. */
export const queueChanged = () => queueBoardApi.util.invalidateTags([queueTag]);
