import { z } from 'zod';
import { shopRatingSchema } from './rating';
import { text } from './text';

export { type ShopRating, shopRatingSchema } from './rating';

/**
 * Reviews of served visits. A customer names their visit by the order's id (a walk-in's or a
 * booking's: the id is their capability, as on the tracking and booking pages) under the shop
 * it belongs to; anyone reads a shop's reviews; the owner replies and reports (area `manage`).
 */
export const reviewPaths = {
  /** GET the shop's reviews, newest first; POST a review of one of its visits. */
  shop: (shopId: string) => `/api/shops/${shopId}/reviews`,
  /** Whether this visit at the shop can be reviewed, and its review. */
  visit: (shopId: string, orderId: string) => `/api/shops/${shopId}/reviews/visits/${orderId}`,
  manage: '/api/manage/reviews',
  reply: (reviewId: string) => `/api/manage/reviews/${reviewId}/reply`,
  report: (reviewId: string) => `/api/manage/reviews/${reviewId}/report`,
} as const;

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_REASON_MAX = 500;

export const shopReviewsParams = z.object({ shopId: z.uuid() });
export const reviewVisitParams = z.object({ shopId: z.uuid(), orderId: z.uuid() });
export const reviewIdParams = z.object({ reviewId: z.uuid() });

export const reviewStarsSchema = z.number().int().min(1).max(5);

export const createReviewBody = z.object({
  /** The walk-in's or the booking's id. */
  orderId: z.uuid(),
  stars: reviewStarsSchema,
  comment: text({ max: REVIEW_COMMENT_MAX }).optional(),
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

/** A shop's answer to a review, shown under it. */
export const reviewReplySchema = z.object({ text: z.string(), at: z.string() });

/** One review as the public sees it: the author's first name and initial, and the visit's month. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  stars: reviewStarsSchema,
  comment: z.string().nullable(),
  /** "Aino V.", frozen when the review was written. */
  author: z.string(),
  /** The visit's month in the shop's time zone, YYYY-MM. */
  visitMonth: z.string(),
  createdAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * Why a visit cannot be reviewed now: it is not served yet (or was cancelled or missed), or it
 * already has its review.
 */
export const reviewEligibilitySchema = z.enum(['eligible', 'not_served', 'reviewed']);

export const visitReviewResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    eligibility: reviewEligibilitySchema,
    review: publicReviewSchema.nullable(),
  }),
});
export type VisitReview = z.infer<typeof visitReviewResponse>['data'];

export const createReviewResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: publicReviewSchema,
});

export const shopReviewsQuery = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export type ShopReviewsQuery = z.input<typeof shopReviewsQuery>;

/** Newest first; a review reported by the shop is kept but left out until it is looked at. */
export const shopReviewsResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    rating: shopRatingSchema,
    reviews: z.array(publicReviewSchema),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  }),
});
export type ShopReviewsPage = z.infer<typeof shopReviewsResponse>['data'];

/** The owner's view adds the visit's code and the report, if any. */
export const ownerReviewSchema = publicReviewSchema.extend({
  orderCode: z.string(),
  report: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

export const ownerReviewsQuery = shopReviewsQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type OwnerReviewsQuery = z.input<typeof ownerReviewsQuery>;

export const ownerReviewsResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    rating: shopRatingSchema,
    reviews: z.array(ownerReviewSchema),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  }),
});
export type OwnerReviewsPage = z.infer<typeof ownerReviewsResponse>['data'];

export const replyReviewBody = z.object({
  text: text({ max: REVIEW_REPLY_MAX, min: 1, tooShort: 'Write the reply' }),
});
export type ReplyReviewBody = z.input<typeof replyReviewBody>;

export const reportReviewBody = z.object({
  reason: text({ max: REVIEW_REPORT_REASON_MAX, min: 1, tooShort: 'Say why' }),
});
export type ReportReviewBody = z.input<typeof reportReviewBody>;

export const ownerReviewResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: ownerReviewSchema,
});
