import type { RefundStatus } from '@jono/contract/api/booking';
import {
  type RefundRequest,
  refundActionResponse,
  refundsResponse,
  staffBookingPaths,
} from '@jono/contract/api/staff-booking';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { RefundRequest, RefundStatus };

/** A dispatch that takes the API's thunks (the store's own type lives in app/, above us). */
export type RefundsDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The list is asked for by status; null asks for every request. */
export type RefundsFilter = RefundStatus | null;

export const refundsTag = 'RefundRequests' as const;

/**
 * A handled request replaces its row in the list on screen at once, so staff see the outcome
 * where they acted; the live announcement that follows reads the list again.
 */
const replaceRow = (handled: RefundRequest) => (list: RefundRequest[]) =>
  list.map((request) => (request.id === handled.id ? handled : request));

const actionResult = {
  rawResponseSchema: refundActionResponse,
  transformResponse: (response: { data: RefundRequest }) => response.data,
  catchSchemaFailure: malformedAnswer,
} as const;

export const refundsApi = api.enhanceEndpoints({ addTagTypes: [refundsTag] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/staff/refunds: the caller's shop's refund requests, newest first. */
    refundRequests: build.query<RefundRequest[], RefundsFilter>({
      query: (status) => ({
        url: apiPath(staffBookingPaths.refunds),
        params: status ? { status } : {},
      }),
      rawResponseSchema: refundsResponse,
      transformResponse: (response: { data: RefundRequest[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [refundsTag],
    }),
    /** Refunds through the payment provider; the customer gets a mail. */
    approveRefund: build.mutation<RefundRequest, { refundId: string; filter: RefundsFilter }>({
      query: ({ refundId }) => ({
        url: apiPath(staffBookingPaths.approveRefund(refundId)),
        method: 'POST',
      }),
      ...actionResult,
      async onQueryStarted({ filter }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(refundsApi.util.updateQueryData('refundRequests', filter, replaceRow(data)));
        }
      },
    }),
    rejectRefund: build.mutation<
      RefundRequest,
      { refundId: string; filter: RefundsFilter; reason: string }
    >({
      query: ({ refundId, reason }) => ({
        url: apiPath(staffBookingPaths.rejectRefund(refundId)),
        method: 'POST',
        body: { reason },
      }),
      ...actionResult,
      async onQueryStarted({ filter }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(refundsApi.util.updateQueryData('refundRequests', filter, replaceRow(data)));
        }
      },
    }),
  }),
});

export const { useRefundRequestsQuery, useApproveRefundMutation, useRejectRefundMutation } =
  refundsApi;

/** Marks the refund lists stale: mounted lists read again. */
export const refundsChanged = () => refundsApi.util.invalidateTags([refundsTag]);
