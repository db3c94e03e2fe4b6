import {
  type Holiday,
  type HolidayBody,
  holidayConflictsResponse,
  holidayCreatedResponse,
  holidaysResponse,
  type StaffBooking,
  staffBookingPaths,
} from '@jono/contract/api/staff-booking';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { Holiday, HolidayBody };

export interface HolidayCreated {
  holiday: Holiday;
  /** Live bookings inside the new holiday: the shop has to contact these customers. */
  conflicts: StaffBooking[];
}

export const holidaysTag = 'Holidays' as const;

const holidaysApi = api.enhanceEndpoints({ addTagTypes: [holidaysTag] }).injectEndpoints({
  endpoints: (build) => ({
    holidays: build.query<Holiday[], void>({
      query: () => apiPath(staffBookingPaths.holidays),
      rawResponseSchema: holidaysResponse,
      transformResponse: (response: { data: Holiday[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [holidaysTag],
    }),
    /** The live bookings a holiday over these dates would cover (asked before saving). */
    holidayConflicts: build.query<StaffBooking[], { startsOn: string; endsOn: string }>({
      query: (range) => ({ url: apiPath(staffBookingPaths.holidayConflicts), params: range }),
      rawResponseSchema: holidayConflictsResponse,
      transformResponse: (response: { data: StaffBooking[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      // Always asked afresh: a booking may have come in since the last look.
      keepUnusedDataFor: 0,
    }),
    createHoliday: build.mutation<HolidayCreated, HolidayBody>({
      query: (body) => ({ url: apiPath(staffBookingPaths.holidays), method: 'POST', body }),
      rawResponseSchema: holidayCreatedResponse,
      transformResponse: (response: { data: HolidayCreated }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [holidaysTag],
    }),
    /** DELETE answers the holidays left, which replace the cached list at once. */
    deleteHoliday: build.mutation<Holiday[], string>({
      query: (holidayId) => ({
        url: apiPath(staffBookingPaths.holiday(holidayId)),
        method: 'DELETE',
      }),
      rawResponseSchema: holidaysResponse,
      transformResponse: (response: { data: Holiday[] }) => response.data,
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted(_holidayId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(holidaysApi.util.updateQueryData('holidays', undefined, () => data));
      },
    }),
  }),
});

export const {
  useHolidaysQuery,
  useLazyHolidayConflictsQuery,
  useCreateHolidayMutation,
  useDeleteHolidayMutation,
} = holidaysApi;
