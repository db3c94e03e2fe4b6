import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import { holidays } from '../../db/schema';
import { jsonObjectOf } from '../../lib/sql-json';

/** A holiday's first and last day, as `holidaysTouching` lists them. */
export const holidaySpanSchema = z.object({ startsOn: z.string(), endsOn: z.string() });

/**
 * As a JSON list, in a statement about the shop `shopId`: its holidays that touch the local
 * dates from `first` to `last`.
 */
export function holidaysTouching(shopId: SQLWrapper, first: SQL, last: SQL): SQL<string> {
  const h = holidays;
  const span = jsonObjectOf(holidaySpanSchema, { startsOn: h.startsOn, endsOn: h.endsOn });
  return sql`(select coalesce(json_agg(${span}), '[]')
    from ${h}
    where ${h.shopId} = ${shopId} and ${h.endsOn} >= ${first} and ${h.startsOn} <= ${last})`;
}

/**
 * Holidays that touch the days from a day before `today` to a day after. Holidays are whole
 * local days, and that margin covers every time zone.
 */
export const holidaysAround = (shopId: SQLWrapper, today: SQLWrapper): SQL<string> =>
  holidaysTouching(shopId, sql`${today}::date - 1`, sql`${today}::date + 1`);
