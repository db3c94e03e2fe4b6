import type { BookingStatus } from '@jono/contract/api/booking';
import {
  type StaffBooking,
  type StaffBookings,
  staffBookingActionResponse,
  staffBookingPaths,
  staffBookingsResponse,
} from '@jono/contract/api/staff-booking';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { BookingStatus, StaffBooking, StaffBookings };

/** A dispatch that takes the API's thunks (the store's own type lives in app/, above us). */
export type BookingsDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export interface BookingsFilter {
  /** The shop's local date, 'YYYY-MM-DD'. */
  date: string;
  status?: BookingStatus;
  q?: string;
}

/** One day's bookings, tagged by the date: an announcement about that date makes it stale. */
export const bookingsTag = 'StaffBookings' as const;

const actionResult = {
  rawResponseSchema: staffBookingActionResponse,
  transformResponse: (response: { data: StaffBooking }) => response.data,
  catchSchemaFailure: malformedAnswer,
  invalidatesTags: (_result: unknown, _error: unknown, { date }: { date: string }) => [
    { type: bookingsTag, id: date },
  ],
} as const;

/** Which booking a step is taken on; its date says which day's list to read again. */
interface BookingRef {
  bookingId: string;
  date: string;
}

export const staffBookingsApi = api
  .enhanceEndpoints({ addTagTypes: [bookingsTag] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/staff/bookings: one day of the caller's shop, filtered, with the day's counts. */
      staffBookings: build.query<StaffBookings, BookingsFilter>({
        query: ({ date, status, q }) => ({
          url: apiPath(staffBookingPaths.bookings),
          params: { date, ...(status ? { status } : {}), ...(q ? { q } : {}) },
        }),
        rawResponseSchema: staffBookingsResponse,
        transformResponse: (response: { data: StaffBookings }) => response.data,
        catchSchemaFailure: malformedAnswer,
        providesTags: (_result, _error, { date }) => [{ type: bookingsTag, id: date }],
      }),
      completeBooking: build.mutation<StaffBooking, BookingRef>({
        query: ({ bookingId }) => ({
          url: apiPath(staffBookingPaths.complete(bookingId)),
          method: 'POST',
        }),
        ...actionResult,
      }),
      markBookingNoShow: build.mutation<StaffBooking, BookingRef>({
        query: ({ bookingId }) => ({
          url: apiPath(staffBookingPaths.noShow(bookingId)),
          method: 'POST',
        }),
        ...actionResult,
      }),
      /** The shop cancels: a paid fee is refunded in full, whenever it happens. */
      cancelBookingByStaff: build.mutation<StaffBooking, BookingRef & { reason: string }>({
        query: ({ bookingId, reason }) => ({
          url: apiPath(staffBookingPaths.cancel(bookingId)),
          method: 'POST',
          body: { reason },
        }),
        ...actionResult,
      }),
      /** Staff move a booking to another free time; both days' lists are read again. */
      moveBookingByStaff: build.mutation<
        StaffBooking,
        BookingRef & { to: { date: string; time: string } }
      >({
        query: ({ bookingId, to }) => ({
          url: apiPath(staffBookingPaths.move(bookingId)),
          method: 'POST',
          body: to,
        }),
        ...actionResult,
        invalidatesTags: (_result, _error, { date, to }) => [
          { type: bookingsTag, id: date },
          { type: bookingsTag, id: to.date },
        ],
      }),
    }),
  });

export const {
  useStaffBookingsQuery,
  useCompleteBookingMutation,
  useMarkBookingNoShowMutation,
  useCancelBookingByStaffMutation,
  useMoveBookingByStaffMutation,
} = staffBookingsApi;

/** Marks a day's bookings stale (every day when `date` is null): mounted lists read again. */
export const bookingsChanged = (date: string | null) =>
  staffBookingsApi.util.invalidateTags(
    date === null ? [bookingsTag] : [{ type: bookingsTag, id: date }],
  );
