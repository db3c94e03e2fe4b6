import {
  type BookingReminder,
  bookingReminderPaths,
  type DayReminders,
  dayRemindersResponse,
  type ReminderSettings,
  type ReminderSettingsBody,
  reminderSettingsResponse,
} from '@jono/contract/api/booking-reminders';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';
import { bookingsTag } from './staff-bookings';

export type { BookingReminder, DayReminders, ReminderSettings, ReminderSettingsBody };

export const reminderSettingsTag = 'ReminderSettings' as const;

const remindersApi = api
  .enhanceEndpoints({ addTagTypes: [reminderSettingsTag, bookingsTag] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET: when the shop's reminders go and its quiet hours. */
      reminderSettings: build.query<ReminderSettings, void>({
        query: () => apiPath(bookingReminderPaths.settings),
        rawResponseSchema: reminderSettingsResponse,
        transformResponse: (response: { data: ReminderSettings }) => response.data,
        catchSchemaFailure: malformedAnswer,
        providesTags: [reminderSettingsTag],
      }),
      /** PUT answers the saved settings, which replace the cached ones at once. */
      updateReminderSettings: build.mutation<ReminderSettings, ReminderSettingsBody>({
        query: (body) => ({ url: apiPath(bookingReminderPaths.settings), method: 'PUT', body }),
        rawResponseSchema: reminderSettingsResponse,
        transformResponse: (response: { data: ReminderSettings }) => response.data,
        catchSchemaFailure: malformedAnswer,
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            dispatch(remindersApi.util.updateQueryData('reminderSettings', undefined, () => data));
        },
      }),
      /**
       * The reminders sent for one day's bookings, by booking id. Read again with the day's
       * list (the same tag) and every minute, as reminders go out with no one acting.
       */
      dayReminders: build.query<DayReminders, string>({
        query: (date) => ({ url: apiPath(bookingReminderPaths.ofDay), params: { date } }),
        rawResponseSchema: dayRemindersResponse,
        transformResponse: (response: { data: DayReminders }) => response.data,
        catchSchemaFailure: malformedAnswer,
        providesTags: (_result, _error, date) => [{ type: bookingsTag, id: date }],
      }),
    }),
  });

export const { useReminderSettingsQuery, useUpdateReminderSettingsMutation, useDayRemindersQuery } =
  remindersApi;
