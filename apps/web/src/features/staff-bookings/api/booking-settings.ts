import {
  type BookingSettings,
  type BookingSettingsBody,
  bookingSettingsResponse,
  staffBookingPaths,
} from '@jono/contract/api/staff-booking';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { BookingSettings, BookingSettingsBody };

export const bookingSettingsTag = 'BookingSettings' as const;

const settingsApi = api.enhanceEndpoints({ addTagTypes: [bookingSettingsTag] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/staff/booking-settings, with the opening hours the booking hours must fit in. */
    bookingSettings: build.query<BookingSettings, void>({
      query: () => apiPath(staffBookingPaths.settings),
      rawResponseSchema: bookingSettingsResponse,
      transformResponse: (response: { data: BookingSettings }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [bookingSettingsTag],
    }),
    /** PUT answers the saved settings, which replace the cached ones at once. */
    updateBookingSettings: build.mutation<BookingSettings, BookingSettingsBody>({
      query: (body) => ({ url: apiPath(staffBookingPaths.settings), method: 'PUT', body }),
      rawResponseSchema: bookingSettingsResponse,
      transformResponse: (response: { data: BookingSettings }) => response.data,
      catchSchemaFailure: malformedAnswer,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(settingsApi.util.updateQueryData('bookingSettings', undefined, () => data));
      },
    }),
  }),
});

export const { useBookingSettingsQuery, useUpdateBookingSettingsMutation } = settingsApi;
