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

const HOUR_MS = 60 * MINUTE_MS;
/** Hours kept per zone before the memo starts again: about eleven years of hours. */
const MEMO_HOURS = 100_000;
/** Per zone, per UTC hour: the offset all through that hour, or null if it changes in it. */
const hourOffsets = new Map<string, Map<number, number | null>>();

const readOffset = (timeZone: string, instant: number) =>
  tzOffset(timeZone, new Date(instant)) * MINUTE_MS;

/**
 * The zone's offset from UTC at an instant, in milliseconds. Reading it costs a formatter
 * call, and slots, shifts and estimates ask for the same hours again and again, so an hour
 * whose offset is the same at its first and its last millisecond is remembered (no zone
 * changes its offset twice within an hour); the hour of a change is read every time.
 */
function offsetAt(timeZone: string, instant: number): number {
  let hours = hourOffsets.get(timeZone);
  if (!hours) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  const hour = Math.floor(instant / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = readOffset(timeZone, hour * HOUR_MS);
    offset = first === readOffset(timeZone, (hour + 1) * HOUR_MS - 1) ? first : null;
    if (hours.size >= MEMO_HOURS) hours.clear();
    hours.set(hour, offset);
  }
  return offset ?? readOffset(timeZone, instant);
}

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
  // The same offset both sides: no change in between, so the wall time happens once, at it.
  if (before === after) return new Date(wall - before);
  const readings = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(timeZone, instant) === wall,
  );
  if (readings.length === 0) return new Date(wall - before);
  return new Date(Math.min(...readings));
}

/**
 * The instants of a local date's wall times, `minutes` after its midnight, as zonedInstant
 * reads them. A day whose midnights are 24 hours apart keeps one offset all through, so its
 * times are its midnight plus their minutes, with no zone lookups; the day the clocks change
 * reads each time on its own.
 */
export function localDayClock(date: string, timeZone: string): (minutes: number) => number {
  const midnight = zonedInstant(date, 0, timeZone).getTime();
  const next = zonedInstant(date, 24 * 60, timeZone).getTime();
  if (next - midnight === DAY_MS) return (minutes) => midnight + minutes * MINUTE_MS;
  return (minutes) => zonedInstant(date, minutes, timeZone).getTime();
}
