const HH_MM = /^([01]\d|2[0-4]):([0-5]\d)$/;
const minutesPerDay = 24 * 60;

/** Minutes after midnight of 'HH:mm' ('24:00' is 1440), or null when malformed. */
export function parseClockTime(value: string): number | null {
  const match = HH_MM.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= minutesPerDay ? minutes : null;
}

export function formatClockTime(minutesAfterMidnight: number): string {
  const wrapped = ((minutesAfterMidnight % minutesPerDay) + minutesPerDay) % minutesPerDay;
  const hours = Math.floor(wrapped / 60);
  const minutes = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
