import {
  type createReviewBody,
  errorCodes,
  type OwnerReviewsPage,
  type ownerReviewsQuery,
  type PublicReview,
  type ShopRating,
  type ShopReviewsPage,
  type shopReviewsQuery,
  type VisitReview,
  zonedParts,
} from '@jono/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../plugins/app/service-context';
import { activeShop, shopChairsAndClock } from '../shops/shops.service';
import { recordWebhookEvents } from '../webhooks/webhook-events.service';
import { reviewAuthorName } from './review-author';
import { announceShopRating } from './reviews.events';
import { presentOwnerReview, presentReview, type ReviewRow } from './reviews.presenter';

/** A walk-in or a booking as the queue and booking modules describe it for a review. */
export interface ReviewableVisit {
  kind: 'walkIn' | 'booking';
  id: string;
  shopId: string;
  customerName: string;
  shortCode: string;
  /** When the service finished, or when the visit began if no finish was recorded. */
  visitedAt: Date;
  /** A served walk-in or a completed booking. */
  isServed: boolean;
}

/** Finds a visit by its id among walk-ins, then bookings; given by the app, which owns both. */
export type FindVisit = (db: Db, orderId: string) => Promise<ReviewableVisit | null>;

const visitNotFound = () => notFound('Visit not found');

/** The visit, only under the shop it belongs to: another shop's order is as unknown as none. */
async function visitAtShop(db: Db, findVisit: FindVisit, shopId: string, orderId: string) {
  const visit = await findVisit(db, orderId);
  if (!visit || visit.shopId !== shopId) throw visitNotFound();
  return visit;
}

const reviewOf = (visit: ReviewableVisit) =>
  visit.kind === 'walkIn' ? eq(reviews.queueEntryId, visit.id) : eq(reviews.bookingId, visit.id);

export async function visitReview(
  db: Db,
  findVisit: FindVisit,
  shopId: string,
  orderId: string,
): Promise<VisitReview> {
  const visit = await visitAtShop(db, findVisit, shopId, orderId);
  const [row] = await db.select().from(reviews).where(reviewOf(visit));
  if (row) return { eligibility: 'reviewed', review: presentReview(row) };
  return { eligibility: visit.isServed ? 'eligible' : 'not_served', review: null };
}

/** One review per served visit; the author's name and the visit's month are frozen now. */
export async function createReview(
  ctx: ServiceContext,
  findVisit: FindVisit,
  shopId: string,
  body: z.output<typeof createReviewBody>,
): Promise<PublicReview> {
  const db = ctx.db;
  const visit = await visitAtShop(db, findVisit, shopId, body.orderId);
  if (!visit.isServed)
    throw new HttpError(409, 'Only a finished visit can be reviewed', errorCodes.visitNotServed);
  const shop = await shopChairsAndClock(db, shopId);
  if (!shop) throw notFound('Shop not found');
  try {
    const row = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(reviews)
        .values({
          shopId,
          queueEntryId: visit.kind === 'walkIn' ? visit.id : null,
          bookingId: visit.kind === 'booking' ? visit.id : null,
          orderCode: visit.shortCode,
          stars: body.stars,
          comment: body.comment ? body.comment : null,
          authorName: reviewAuthorName(visit.customerName),
          visitMonth: zonedParts(visit.visitedAt, shop.timezone).date.slice(0, 7),
        })
        .returning();
      if (!made) throw new Error('review insert returned nothing');
      await recordWebhookEvents(tx, [
        {
          shopId,
          type: 'review.posted',
          subject: `review:${made.id}`,
          data: { ...presentReview(made), visitKind: visit.kind, visitId: visit.id },
          at: ctx.now(),
        },
      ]);
      return made;
    });
    announceShopRating(ctx.io, shopId);
    return presentReview(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'This visit is already reviewed', errorCodes.alreadyReviewed);
    throw error;
  }
}

/** What the public sees: a review the shop reported stays stored but out of sight. */
const isPublic = () => isNull(reviews.reportedAt);

/** Average stars (one decimal) and count per shop, public reviews only. */
export async function shopRatings(
  db: Db,
  shopIds: readonly string[],
): Promise<Map<string, NonNullable<ShopRating>>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db
    .select({
      shopId: reviews.shopId,
      average: sql<string>`avg(${reviews.stars})`,
      count: count(),
    })
    .from(reviews)
    .where(and(inArray(reviews.shopId, [...shopIds]), isPublic()))
    .groupBy(reviews.shopId);
  return new Map(
    rows.map((row) => [
      row.shopId,
      { average: Math.round(Number(row.average) * 10) / 10, count: Number(row.count) },
    ]),
  );
}

async function ratingOf(db: Db, shopId: string): Promise<ShopRating> {
  return (await shopRatings(db, [shopId])).get(shopId) ?? null;
}

async function reviewPage(
  db: Db,
  shopId: string,
  { offset, limit }: { offset: number; limit: number },
  includeReported: boolean,
) {
  const where = includeReported
    ? eq(reviews.shopId, shopId)
    : and(eq(reviews.shopId, shopId), isPublic());
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

/** A shop's public reviews, newest first, with its rating; an unknown shop is 404. */
export async function shopReviews(
  db: Db,
  shopId: string,
  query: z.output<typeof shopReviewsQuery>,
): Promise<ShopReviewsPage> {
  await activeShop(db, shopId);
  const [{ rows, total }, rating] = await Promise.all([
    reviewPage(db, shopId, query, false),
    ratingOf(db, shopId),
  ]);
  return { rating, reviews: rows.map(presentReview), total, ...query };
}

/** Every review of the owner's shop, reported ones too. */
export async function ownerReviews(
  db: Db,
  shopId: string,
  query: z.output<typeof ownerReviewsQuery>,
): Promise<OwnerReviewsPage> {
  const [{ rows, total }, rating] = await Promise.all([
    reviewPage(db, shopId, query, true),
    ratingOf(db, shopId),
  ]);
  return { rating, reviews: rows.map(presentOwnerReview), total, ...query };
}

/**
 * Sets a once-only field of one of the shop's reviews. A review of another shop is 404; one
 * whose field is already set is a conflict, and the first answer stands.
 */
async function setOnce(
  db: Db,
  shopId: string,
  reviewId: string,
  unset: ReturnType<typeof isNull>,
  values: Partial<ReviewRow>,
  already: HttpError,
) {
  const [row] = await db
    .update(reviews)
    .set(values)
    .where(and(eq(reviews.id, reviewId), eq(reviews.shopId, shopId), unset))
    .returning();
  if (row) return presentOwnerReview(row);
  const [exists] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.shopId, shopId)));
  throw exists ? already : notFound('Review not found');
}

/** The shop answers a review publicly, once. */
export function replyToReview(
  db: Db,
  staff: { shopId: string; userId: string },
  reviewId: string,
  text: string,
  now: Date,
) {
  return setOnce(
    db,
    staff.shopId,
    reviewId,
    isNull(reviews.replyText),
    { replyText: text, repliedAt: now, repliedBy: staff.userId },
    new HttpError(409, 'This review already has a reply', errorCodes.alreadyReplied),
  );
}

/**
 * The shop reports a review for removal: the review and the report are both kept, and the
 * review leaves the public list and the rating until someone has looked at it.
 */
export function reportReview(
  db: Db,
  staff: { shopId: string; userId: string },
  reviewId: string,
  reason: string,
  now: Date,
) {
  return setOnce(
    db,
    staff.shopId,
    reviewId,
    isNull(reviews.reportedAt),
    { reportedAt: now, reportReason: reason, reportedBy: staff.userId },
    new HttpError(409, 'This review is already reported', errorCodes.alreadyReported),
  );
}
