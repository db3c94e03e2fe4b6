import {
  type CreateReviewBody,
  createReviewResponse,
  type PublicReview,
  reviewPaths,
  type ShopReviewsPage,
  shopReviewsResponse,
  type VisitReview,
  visitReviewResponse,
} from '@jono/contract/api/reviews';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

/** A shop's public reviews; a new review refreshes its shop's list and its visit's state. */
export const reviewsTag = 'Reviews' as const;

/** How many reviews a page of the shop's list brings. */
export const REVIEWS_PAGE = 5;

const reviewsApi = api.enhanceEndpoints({ addTagTypes: [reviewsTag] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET whether this visit can be reviewed, and its review once written. */
    visitReview: build.query<VisitReview, { shopId: string; orderId: string }>({
      query: ({ shopId, orderId }) => apiPath(reviewPaths.visit(shopId, orderId)),
      rawResponseSchema: visitReviewResponse,
      transformResponse: (response: { data: VisitReview }) => response.data,
      catchSchemaFailure: malformedAnswer,
      providesTags: (_result, _error, { orderId }) => [{ type: reviewsTag, id: orderId }],
    }),
    /** POST the customer's stars and comment for a served visit. */
    createReview: build.mutation<PublicReview, CreateReviewBody & { shopId: string }>({
      query: ({ shopId, ...body }) => ({
        url: apiPath(reviewPaths.shop(shopId)),
        method: 'POST',
        body,
      }),
      rawResponseSchema: createReviewResponse,
      transformResponse: (response: { data: PublicReview }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: (_result, _error, { shopId, orderId }) => [
        { type: reviewsTag, id: orderId },
        { type: reviewsTag, id: shopId },
      ],
    }),
    /**
     * The shop's reviews, newest first: each "load more" asks the next offset and its page is
     * added to the one list cached per shop.
     */
    shopReviews: build.query<ShopReviewsPage, { shopId: string; offset: number }>({
      query: ({ shopId, offset }) =>
        apiPath(`${reviewPaths.shop(shopId)}?offset=${offset}&limit=${REVIEWS_PAGE}`),
      rawResponseSchema: shopReviewsResponse,
      transformResponse: (response: { data: ShopReviewsPage }) => response.data,
      catchSchemaFailure: malformedAnswer,
      serializeQueryArgs: ({ queryArgs }) => queryArgs.shopId,
      merge: (cached, page) => {
        if (page.offset === 0) return page;
        const known = new Set(cached.reviews.map((review) => review.id));
        return {
          ...page,
          offset: 0,
          limit: cached.reviews.length + page.reviews.length,
          reviews: [...cached.reviews, ...page.reviews.filter((r) => !known.has(r.id))],
        };
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.offset !== previousArg?.offset,
      providesTags: (_result, _error, { shopId }) => [{ type: reviewsTag, id: shopId }],
    }),
  }),
});

export const { useVisitReviewQuery, useCreateReviewMutation, useShopReviewsQuery } = reviewsApi;
