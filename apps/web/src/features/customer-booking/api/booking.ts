import {
  type BookingView,
  bookingPaths,
  bookingResponse,
  checkoutResponse,
} from '@jono/contract/api/booking';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One booking by its id (the id is the capability, like an order id). */
    booking: build.query<BookingView, string>({
      query: (bookingId) => apiPath(bookingPaths.booking(bookingId)),
      rawResponseSchema: bookingResponse,
      transformResponse: (response: { data: BookingView }) => response.data,
      catchSchemaFailure: malformedAnswer,
    }),
    /** A new checkout for a booking still waiting for its fee; 409 once the hold expired. */
    bookingCheckout: build.mutation<string, string>({
      query: (bookingId) => ({ url: apiPath(bookingPaths.checkout(bookingId)), method: 'POST' }),
      rawResponseSchema: checkoutResponse,
      transformResponse: (response: { data: { checkoutUrl: string } }) => response.data.checkoutUrl,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const { useBookingQuery, useBookingCheckoutMutation } = bookingApi;
