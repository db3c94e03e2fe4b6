import {
  type CalendarFeed,
  type CalendarFeeds,
  type CustomerNameChoice,
  calendarFeedPaths,
  calendarFeedsResponse,
  type FeedScope,
  feedResponse,
  type MadeFeed,
  madeFeedResponse,
} from '@jono/contract/api/calendar-feeds';
import { api, apiPath, malformedAnswer, teamTag } from '@/lib/api-client';

export type { CalendarFeed, CalendarFeeds, CustomerNameChoice, FeedScope, MadeFeed };

/** The caller's calendar feeds: every change reads them again. */
const feedsTag = 'CalendarFeeds' as const;

const calendarFeedsApi = api.enhanceEndpoints({ addTagTypes: [feedsTag] }).injectEndpoints({
  endpoints: (build) => ({
    calendarFeeds: build.query<CalendarFeeds, void>({
      query: () => apiPath(calendarFeedPaths.list),
      rawResponseSchema: calendarFeedsResponse,
      transformResponse: (response: { data: CalendarFeeds }) => response.data,
      catchSchemaFailure: malformedAnswer,
      // A member who joins or leaves the team gains or loses a feed.
      providesTags: [feedsTag, teamTag],
    }),
    /** Makes the feed or gives it a new address; the answer holds the address, once. */
    makeFeed: build.mutation<MadeFeed, { scope: FeedScope; withWalkIns: boolean }>({
      query: ({ scope, withWalkIns }) => ({
        url: apiPath(calendarFeedPaths.feed(scope)),
        method: 'PUT',
        body: { withWalkIns },
      }),
      rawResponseSchema: madeFeedResponse,
      transformResponse: (response: { data: MadeFeed }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [feedsTag],
    }),
    changeFeed: build.mutation<CalendarFeed, { scope: FeedScope; withWalkIns: boolean }>({
      query: ({ scope, withWalkIns }) => ({
        url: apiPath(calendarFeedPaths.feed(scope)),
        method: 'PATCH',
        body: { withWalkIns },
      }),
      rawResponseSchema: feedResponse,
      transformResponse: (response: { data: CalendarFeed }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [feedsTag],
    }),
    stopFeed: build.mutation<unknown, FeedScope>({
      query: (scope) => ({ url: apiPath(calendarFeedPaths.feed(scope)), method: 'DELETE' }),
      invalidatesTags: [feedsTag],
    }),
    setCustomerNames: build.mutation<unknown, CustomerNameChoice>({
      query: (customerNames) => ({
        url: apiPath(calendarFeedPaths.settings),
        method: 'PATCH',
        body: { customerNames },
      }),
      invalidatesTags: [feedsTag],
    }),
  }),
});

export const {
  useCalendarFeedsQuery,
  useMakeFeedMutation,
  useChangeFeedMutation,
  useStopFeedMutation,
  useSetCustomerNamesMutation,
} = calendarFeedsApi;
