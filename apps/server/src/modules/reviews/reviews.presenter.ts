import { formatShortCode, type OwnerReview, type PublicReview } from '@jono/contract';
import type { reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** The one shape of a review that leaves the server for the public. */
export function presentReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    comment: row.comment,
    author: row.authorName,
    visitMonth: row.visitMonth,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.replyText && row.repliedAt
        ? { text: row.replyText, at: row.repliedAt.toISOString() }
        : null,
  };
}

/** The owner's view adds the visit's code and the shop's report. */
export function presentOwnerReview(row: ReviewRow): OwnerReview {
  return {
    ...presentReview(row),
    orderCode: formatShortCode(row.orderCode),
    report:
      row.reportReason && row.reportedAt
        ? { reason: row.reportReason, at: row.reportedAt.toISOString() }
        : null,
  };
}
