const HH_MM = /^([01]\d|2[0-4]):([0-5]\d)$/;
const minutesPerDay = 24 * 60;

function readClockTime(value: string): number | null {
  const match = HH_MM.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= minutesPerDay ? minutes : null;
}

/** Every well-formed 'HH:mm' there is, read once: a day's slots and shifts read the same few. */
const clockTimes = new Map<string, number>();

/** Minutes after midnight of 'HH:mm' ('24:00' is 1440), or null when malformed. */
export function parseClockTime(value: string): number | null {
  const known = clockTimes.get(value);
  if (known !== undefined) return known;
  const minutes = readClockTime(value);
  // Only well-formed times are kept, so what callers send cannot grow the map past 1,441.
  if (minutes !== null) clockTimes.set(value, minutes);
  return minutes;
}

export function formatClockTime(minutesAfterMidnight: number): string {
  const wrapped = ((minutesAfterMidnight % minutesPerDay) + minutesPerDay) % minutesPerDay;
  const hours = Math.floor(wrapped / 60);
  const minutes = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
