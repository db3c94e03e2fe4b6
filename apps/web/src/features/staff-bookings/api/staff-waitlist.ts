import {
  type StaffWaitlist,
  type StaffWaitlistEntry,
  staffWaitlistPaths,
  staffWaitlistResponse,
  waitlistRemovedResponse,
} from '@jono/contract/api/waitlist';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';
import { bookingsTag } from './staff-bookings';

export type { StaffWaitlist, StaffWaitlistEntry };

const staffWaitlistApi = api.enhanceEndpoints({ addTagTypes: [bookingsTag] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The people waiting for one day. Read again with the day's bookings (the same tag): an
     * offer is a held booking, so every offer made, taken or run out announces that day.
     */
    dayWaitlist: build.query<StaffWaitlist, string>({
      query: (date) => ({ url: apiPath(staffWaitlistPaths.ofDay), params: { date } }),
      rawResponseSchema: staffWaitlistResponse,
      transformResponse: (response: { data: StaffWaitlist }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: (_result, _error, date) => [{ type: bookingsTag, id: date }],
    }),
    /** Takes a person off; a time held for them goes back to the day (and its next in line). */
    removeFromWaitlist: build.mutation<void, { entryId: string; date: string }>({
      query: ({ entryId }) => ({
        url: apiPath(staffWaitlistPaths.entry(entryId)),
        method: 'DELETE',
      }),
      rawResponseSchema: waitlistRemovedResponse,
      transformResponse: () => undefined,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: (_result, _error, { date }) => [{ type: bookingsTag, id: date }],
    }),
  }),
});

export const { useDayWaitlistQuery, useRemoveFromWaitlistMutation } = staffWaitlistApi;
