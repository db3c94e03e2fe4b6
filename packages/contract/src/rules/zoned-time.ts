/** Local calendar facts of an instant in an IANA time zone, without a date library. */
export interface ZonedParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** ISO weekday: 1 = Monday ... 7 = Sunday */
  weekday: number;
  /** Minutes after local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdayNumbers: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdayNumbers[parts.weekday ?? ''] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant at which a local wall-clock time happens (the first one, on a clock change). */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const guess = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 0, minutes);
  // Two passes settle the offset, including on the days the clocks change.
  let instant = guess;
  for (let pass = 0; pass < 2; pass++) {
    const local = zonedParts(new Date(instant), timeZone);
    const [ly, lm, ld] = local.date.split('-').map(Number);
    const localAsUtc = Date.UTC(ly ?? 1970, (lm ?? 1) - 1, ld ?? 1, 0, local.minutes);
    instant += guess - localAsUtc;
  }
  return new Date(instant);
}
