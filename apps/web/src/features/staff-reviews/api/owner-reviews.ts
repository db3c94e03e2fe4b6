import {
  type OwnerReview,
  type OwnerReviewsPage,
  ownerReviewResponse,
  ownerReviewsResponse,
  reviewPaths,
} from '@jono/contract/api/reviews';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { OwnerReview };

/** The owner's list of the shop's reviews; a reply or a report refreshes it. */
export const ownerReviewsTag = 'OwnerReviews' as const;

const PAGE = 20;

const ownerReviewsApi = api.enhanceEndpoints({ addTagTypes: [ownerReviewsTag] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/manage/reviews: every review of the shop, reported ones too, newest first. */
    ownerReviews: build.infiniteQuery<OwnerReviewsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => {
          const next = lastPage.offset + lastPage.reviews.length;
          return next < lastPage.total ? next : undefined;
        },
      },
      query: ({ pageParam }) => ({
        url: apiPath(reviewPaths.manage),
        params: { offset: pageParam, limit: PAGE },
      }),
      rawResponseSchema: ownerReviewsResponse,
      transformResponse: (response: { data: OwnerReviewsPage }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: [ownerReviewsTag],
    }),
    /** The shop's one public reply to a review. */
    replyToReview: build.mutation<OwnerReview, { reviewId: string; text: string }>({
      query: ({ reviewId, text }) => ({
        url: apiPath(reviewPaths.reply(reviewId)),
        method: 'POST',
        body: { text },
      }),
      rawResponseSchema: ownerReviewResponse,
      transformResponse: (response: { data: OwnerReview }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [ownerReviewsTag],
    }),
    /** Reports a review for removal: kept, and hidden from the public page. */
    reportReview: build.mutation<OwnerReview, { reviewId: string; reason: string }>({
      query: ({ reviewId, reason }) => ({
        url: apiPath(reviewPaths.report(reviewId)),
        method: 'POST',
        body: { reason },
      }),
      rawResponseSchema: ownerReviewResponse,
      transformResponse: (response: { data: OwnerReview }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [ownerReviewsTag],
    }),
  }),
});

export const { useOwnerReviewsInfiniteQuery, useReplyToReviewMutation, useReportReviewMutation } =
  ownerReviewsApi;
