import {
  type AnalyticsQuery,
  addDays,
  daysBetween,
  errorCodes,
  MAX_ANALYTICS_DAYS,
  zonedInstant,
} from '@jono/contract';
import { HttpError } from '../../lib/http-error';

/** Local dates (both included) and the instants they span: [start, end). */
export interface Period {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** A local date range as instants: from local midnight of `from` to local midnight after `to`. */
export function periodOf(from: string, to: string, timezone: string): Period {
  return {
    from,
    to,
    // zonedInstant settles the offset of each end on its own, so a period across a clock
    // change is 23 or 25 hours longer or shorter than whole UTC days, as it should be.
    start: zonedInstant(from, 0, timezone),
    end: zonedInstant(addDays(to, 1), 0, timezone),
  };
}

/** The asked period and the one of the same number of days just before it. */
export function analyticsPeriods(query: AnalyticsQuery, timezone: string) {
  const days = daysBetween(query.from, query.to) + 1;
  if (days > MAX_ANALYTICS_DAYS) {
    throw new HttpError(
      400,
      `querystring.to: a period covers at most ${MAX_ANALYTICS_DAYS} days`,
      errorCodes.validation,
    );
  }
  return {
    current: periodOf(query.from, query.to, timezone),
    previous: periodOf(addDays(query.from, -days), addDays(query.from, -1), timezone),
  };
}
