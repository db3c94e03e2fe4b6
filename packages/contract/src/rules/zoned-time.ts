// The subpath, not the package root: the root also loads TZDate, whose Date patching no
// bundler may drop.
import { tzOffset } from '@date-fns/tz/tzOffset';

/** Local calendar facts of an instant in an IANA time zone. */
export interface ZonedParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** ISO weekday: 1 = Monday ... 7 = Sunday */
  weekday: number;
  /** Minutes after local midnight. */
  minutes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The zone's offset from UTC at an instant, in milliseconds. */
const offsetAt = (timeZone: string, instant: number) =>
  tzOffset(timeZone, new Date(instant)) * MINUTE_MS;

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  // The wall clock of the zone, read through the UTC fields of a shifted Date.
  const wall = new Date(instant.getTime() + offsetAt(timeZone, instant.getTime()));
  const day = wall.getUTCDay();
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: day === 0 ? 7 : day,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * The instant at which a local wall-clock time happens in a zone.
 *
 * On the day the clocks go back, an hour of wall times happens twice: the earlier instant is
 * the one (the first 03:30 in Helsinki, still on summer time). On the day they go forward, an
 * hour of wall times never happens: such a time is read with the offset in force before the
 * change, so it lands as far past the change as it was meant to be past the skipped hour's
 * start (02:30 in New York on the spring day is 03:30 summer time).
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 0, minutes);
  // No zone changes its offset twice within two days, so the offsets a day either side are
  // the only ones this wall time can be read with.
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  const readings = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(timeZone, instant) === wall,
  );
  if (readings.length === 0) return new Date(wall - before);
  return new Date(Math.min(...readings));
}
