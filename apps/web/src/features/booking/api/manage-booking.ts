import {
  type BookingView,
  bookingPaths,
  bookingResponse,
  cancelBookingResponse,
} from '@jono/contract/api/booking';
import { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export interface CancelOutcome {
  message: string;
  booking: BookingView;
  /** 'refunded': the fee went back at once; 'none': nothing paid, or too late. */
  refund: 'refunded' | 'none';
}

/** The refund request's answer only has to say yes; the booking is read again for its state. */
const acceptedAnswer = z.object({ ok: z.literal(true), message: z.string().optional() });

const manageBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST lookup: a booking by its id and the phone it was made with. */
    lookupBooking: build.mutation<BookingView, { bookingId: string; phone: string }>({
      query: (body) => ({ url: apiPath(bookingPaths.lookup), method: 'POST', body }),
      rawResponseSchema: bookingResponse,
      transformResponse: (response: { data: BookingView }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    cancelBooking: build.mutation<CancelOutcome, { bookingId: string; phone: string }>({
      query: ({ bookingId, phone }) => ({
        url: apiPath(bookingPaths.cancel(bookingId)),
        method: 'POST',
        body: { phone },
      }),
      rawResponseSchema: cancelBookingResponse,
      transformResponse: (response: z.infer<typeof cancelBookingResponse>) => ({
        message: response.message,
        ...response.data,
      }),
      catchSchemaFailure: malformedAnswer,
    }),
    requestRefund: build.mutation<
      string | undefined,
      { bookingId: string; phone: string; reason: string }
    >({
      query: ({ bookingId, phone, reason }) => ({
        url: apiPath(bookingPaths.refundRequest(bookingId)),
        method: 'POST',
        body: { phone, reason },
      }),
      rawResponseSchema: acceptedAnswer,
      transformResponse: (response: z.infer<typeof acceptedAnswer>) => response.message,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useLookupBookingMutation, useCancelBookingMutation, useRequestRefundMutation } =
  manageBookingApi;
