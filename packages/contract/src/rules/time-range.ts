const HH_MM = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Minutes after midnight of 'HH:mm' ('24:00' is 1440), or null when malformed. */
export function parseClockTime(value: string): number | null {
  const match = HH_MM.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

export function formatClockTime(minutesAfterMidnight: number): string {
  const wrapped = ((minutesAfterMidnight % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  const minutes = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Spec section 9: 'HH:mm - HH:mm' from a start 'HH:mm' plus minutes; spec section 8: "Invalid Date". */
export function formatTimeRange(start: string, durationMinutes: number): string {
  const startMinutes = parseClockTime(start);
  if (startMinutes === null || !Number.isFinite(durationMinutes)) return 'Invalid Date';
  return `${formatClockTime(startMinutes)} - ${formatClockTime(startMinutes + durationMinutes)}`;
}
