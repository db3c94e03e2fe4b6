import { and, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema';

const q = queueEntries;

/** Seconds since the epoch, rounded to whole `seconds` one way: the screens' rounding. */
const rounded = (instant: SQLWrapper, way: 'floor' | 'ceil', seconds: number) =>
  sql`${sql.raw(way)}(extract(epoch from ${instant}) / ${sql.raw(String(seconds))}) * ${sql.raw(String(seconds))}`;

/**
 * The range as the customer read it at join, in clock minutes: widened to whole five minutes
 * (earliest down, latest up) as `formatStartRange` writes it, and never before the minute
 * they joined (the screen says the next minute; a start in the joining minute is "now", not
 * early). One time when both ends meet.
 */
const shownFrom = sql`greatest(${rounded(q.estimatedEarliestAt, 'floor', 300)}, ${rounded(q.joinedAt, 'floor', 60)})`;
const shownTo = sql`greatest(${rounded(q.estimatedLatestAt, 'ceil', 300)}, ${shownFrom})`;
/** The start as a clock shows it: its minute. Inside when that minute is one the range shows. */
const startMinute = rounded(q.startedAt, 'floor', 60);

const startedBefore = sql`${startMinute} < ${shownFrom}`;
const startedAfter = sql`${startMinute} > ${shownTo}`;
const counted = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** How the starts of a set of walk-ins fell against the ranges they were shown at join. */
export interface ShownRangeTally {
  /** Walk-ins that started and had been shown a range. */
  visits: number;
  within: number;
  /** Started before the range began: the harmful side, as the leave-now alert uses its start. */
  early: number;
  late: number;
}

/**
 * The one reading of estimate accuracy: among the walk-ins `where` picks that started and had
 * been shown a range when they joined, how many started inside it (by the minute, ends
 * included), before it and after it. The owner's analytics and the accuracy customers see on
 * the shop's page are both this statement.
 */
export async function shownRangeTally(db: Db, where: SQL | undefined): Promise<ShownRangeTally> {
  const [row] = await db
    .select({
      visits: sql<number>`count(*)`.mapWith(Number),
      early: counted(startedBefore),
      late: counted(startedAfter),
    })
    .from(q)
    .where(
      and(
        where,
        isNotNull(q.startedAt),
        isNotNull(q.estimatedEarliestAt),
        isNotNull(q.estimatedLatestAt),
      ),
    );
  const visits = row?.visits ?? 0;
  const early = row?.early ?? 0;
  const late = row?.late ?? 0;
  return { visits, within: visits - early - late, early, late };
}
