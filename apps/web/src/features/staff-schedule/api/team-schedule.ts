import { type StaffBooking, staffBookingPaths } from '@jono/contract/api/staff-booking';
import {
  hoursSavedResponse,
  type MemberWeek,
  type TeamWeek,
  type TimeOff,
  type TimeOffChange,
  teamSchedulePaths,
  teamWeekResponse,
  timeOffAddedResponse,
} from '@jono/contract/api/team-schedule';
import type { WeekdayHours } from '@jono/contract/rules/opening-hours';
import { api, apiPath, malformedAnswer, teamTag } from '@/lib/api-client';

export type { MemberWeek, StaffBooking, TeamWeek, TimeOff, TimeOffChange, WeekdayHours };

/** The team's week: every change to hours or time off reads it again. */
export const teamScheduleTag = 'TeamSchedule' as const;

const teamScheduleApi = api.enhanceEndpoints({ addTagTypes: [teamScheduleTag] }).injectEndpoints({
  endpoints: (build) => ({
    /** The seven days from `from` (a Monday), for every serving member. */
    teamWeek: build.query<TeamWeek, string>({
      query: (from) => ({ url: apiPath(teamSchedulePaths.week), params: { from } }),
      rawResponseSchema: teamWeekResponse,
      transformResponse: (response: { data: TeamWeek }) => response.data,
      catchSchemaFailure: malformedAnswer,
      // A member who joins, leaves or changes role changes the team's rows as well.
      providesTags: [teamScheduleTag, teamTag],
    }),
    /** Null hours: the member works the shop's opening hours. */
    /** The member's coming bookings the new hours leave out come back: still theirs. */
    setMemberHours: build.mutation<
      StaffBooking[],
      { userId: string; hours: WeekdayHours[] | null }
    >({
      query: ({ userId, hours }) => ({
        url: apiPath(teamSchedulePaths.hours(userId)),
        method: 'PUT',
        body: { hours },
      }),
      rawResponseSchema: hoursSavedResponse,
      transformResponse: (response: { bookingsHit: StaffBooking[] }) => response.bookingsHit,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [teamScheduleTag],
    }),
    /** The member's bookings the time off falls on come back: they are still theirs. */
    addTimeOff: build.mutation<StaffBooking[], { userId: string; body: TimeOffChange }>({
      query: ({ userId, body }) => ({
        url: apiPath(teamSchedulePaths.timeOff(userId)),
        method: 'POST',
        body,
      }),
      rawResponseSchema: timeOffAddedResponse,
      transformResponse: (response: { bookingsHit: StaffBooking[] }) => response.bookingsHit,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [teamScheduleTag],
    }),
    /** A booking goes to another barber free at its time; the customer is told. */
    giveBooking: build.mutation<unknown, { bookingId: string; barberId: string }>({
      query: ({ bookingId, barberId }) => ({
        url: apiPath(staffBookingPaths.barber(bookingId)),
        method: 'POST',
        body: { barberId },
      }),
      invalidatesTags: [teamScheduleTag],
    }),
    deleteTimeOff: build.mutation<unknown, { userId: string; entryId: string }>({
      query: ({ userId, entryId }) => ({
        url: apiPath(teamSchedulePaths.timeOffEntry(userId, entryId)),
        method: 'DELETE',
      }),
      invalidatesTags: [teamScheduleTag],
    }),
  }),
});

export const {
  useTeamWeekQuery,
  useSetMemberHoursMutation,
  useAddTimeOffMutation,
  useDeleteTimeOffMutation,
  useGiveBookingMutation,
} = teamScheduleApi;
