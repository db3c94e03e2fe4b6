import {
  type BookingView,
  bookingPaths,
  bookingResponse,
  cancelBookingResponse,
} from '@jono/contract/api/booking';
import { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

/** The server's words are English; the page says what happened in the customer's language. */
export type CancelOutcome = z.infer<typeof cancelBookingResponse>['data'];

/** The refund request answers the booking as it now stands (a superset of bookingResponse). */
const refundRequestedResponse = bookingResponse.extend({ message: z.string() });

const manageBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST lookup: a booking by its short code and the phone it was made with. */
    lookupBooking: build.mutation<BookingView, { code: string; phone: string }>({
      query: (body) => ({ url: apiPath(bookingPaths.lookup), method: 'POST', body }),
      rawResponseSchema: bookingResponse,
      transformResponse: (response: { data: BookingView }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** Cancels; inside the free window the fee is refunded at once ('refunded'). */
    cancelBooking: build.mutation<CancelOutcome, { bookingId: string; phone: string }>({
      query: ({ bookingId, phone }) => ({
        url: apiPath(bookingPaths.cancel(bookingId)),
        method: 'POST',
        body: { phone },
      }),
      rawResponseSchema: cancelBookingResponse,
      transformResponse: (response: { data: CancelOutcome }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** Moves the booking to another free time; the paid fee carries over. */
    moveBooking: build.mutation<
      BookingView,
      { bookingId: string; phone: string; date: string; time: string }
    >({
      query: ({ bookingId, ...body }) => ({
        url: apiPath(bookingPaths.move(bookingId)),
        method: 'POST',
        body,
      }),
      rawResponseSchema: bookingResponse,
      transformResponse: (response: { data: BookingView }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** Asks the shop for the fee back (cancelled too late for the automatic refund). */
    requestRefund: build.mutation<
      BookingView,
      { bookingId: string; phone: string; reason: string }
    >({
      query: ({ bookingId, phone, reason }) => ({
        url: apiPath(bookingPaths.refundRequest(bookingId)),
        method: 'POST',
        body: { phone, reason },
      }),
      rawResponseSchema: refundRequestedResponse,
      transformResponse: (response: { data: BookingView }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const {
  useLookupBookingMutation,
  useCancelBookingMutation,
  useMoveBookingMutation,
  useRequestRefundMutation,
} = manageBookingApi;
