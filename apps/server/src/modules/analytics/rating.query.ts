import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import type { Period } from './analytics-period';
import { during } from './analytics-sql';

/**
 * The average stars (one decimal) and count of the reviews written in the period, as the
 * public sees them (a reported review is left out); null when none were written.
 */
export async function periodRating(db: Db, shopId: string, period: Period) {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${reviews.stars})`, count: count() })
    .from(reviews)
    .where(
      and(
        eq(reviews.shopId, shopId),
        isNull(reviews.reportedAt),
        during(reviews.createdAt, period),
      ),
    );
  const reviewCount = Number(row?.count ?? 0);
  if (!row || reviewCount === 0) return null;
  return { average: Math.round(Number(row.average) * 10) / 10, count: reviewCount };
}
