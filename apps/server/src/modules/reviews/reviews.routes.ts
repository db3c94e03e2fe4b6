import {
  createReviewBody,
  createReviewResponse,
  ownerReviewResponse,
  ownerReviewsQuery,
  ownerReviewsResponse,
  replyReviewBody,
  reportReviewBody,
  reviewIdParams,
  reviewPaths,
  reviewVisitParams,
  shopReviewsParams,
  shopReviewsQuery,
  shopReviewsResponse,
  visitReviewResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import {
  createReview,
  type FindVisit,
  ownerReviews,
  replyToReview,
  reportReview,
  shopReviews,
  visitReview,
} from './reviews.service';

/**
 * Customers review their served visits and anyone reads a shop's reviews; the owner replies
 * and reports (area `manage`). Visits belong to the queue and booking modules: the app hands
 * in how to find one.
 */
export default async function reviewRoutes(
  app: FastifyInstance,
  { findVisit }: { findVisit: FindVisit },
) {
  registerCustomerRoutes(app, findVisit);
  registerOwnerRoutes(app);
}

/** Without a login: a shop's reviews, and a customer's review of a visit of theirs. */
function registerCustomerRoutes(app: FastifyInstance, findVisit: FindVisit) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    reviewPaths.shop(':shopId'),
    {
      schema: {
        params: shopReviewsParams,
        querystring: shopReviewsQuery,
        response: { 200: shopReviewsResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await shopReviews(app.db, request.params.shopId, request.query),
    }),
  );

  routes.post(
    reviewPaths.shop(':shopId'),
    {
      // A customer writes one review per visit; a burst is someone guessing order ids.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        params: shopReviewsParams,
        body: createReviewBody,
        response: { 201: createReviewResponse },
      },
    },
    async (request, reply) => {
      const review = await createReview(app.ctx, findVisit, request.params.shopId, request.body);
      return reply
        .status(201)
        .send({ ok: true, message: 'Thank you for your review', data: review });
    },
  );

  routes.get(
    reviewPaths.visit(':shopId', ':orderId'),
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: reviewVisitParams, response: { 200: visitReviewResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await visitReview(app.db, findVisit, request.params.shopId, request.params.orderId),
    }),
  );
}

/** The owner's side: every review of the shop, a reply to one, a report of one. */
function registerOwnerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    reviewPaths.manage,
    {
      config: { area: 'manage' },
      schema: { querystring: ownerReviewsQuery, response: { 200: ownerReviewsResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await ownerReviews(app.db, staffOf(request).shopId, request.query),
    }),
  );

  routes.post(
    reviewPaths.reply(':reviewId'),
    {
      config: { area: 'manage' },
      schema: {
        params: reviewIdParams,
        body: replyReviewBody,
        response: { 200: ownerReviewResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'Reply published',
      data: await replyToReview(
        app.db,
        staffOf(request),
        request.params.reviewId,
        request.body.text,
        app.now(),
      ),
    }),
  );

  routes.post(
    reviewPaths.report(':reviewId'),
    {
      config: { area: 'manage' },
      schema: {
        params: reviewIdParams,
        body: reportReviewBody,
        response: { 200: ownerReviewResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'Review reported',
      data: await reportReview(
        app.db,
        staffOf(request),
        request.params.reviewId,
        request.body.reason,
        app.now(),
      ),
    }),
  );
}
