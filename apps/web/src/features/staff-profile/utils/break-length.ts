import { MAX_BREAK_MINUTES } from '@jono/contract/api/auth';

/** The lengths a break is most often given, minutes. */
const breakPresets = [10, 15, 30, 60];

/** The usual lengths with the shop's own among them, shortest first. */
export const breakPresetsWith = (shopDefault: number) =>
  [...new Set([...breakPresets, shopDefault])].sort((a, b) => a - b);

export type BreakLength = { minutes: number } | { problem: 'passed' | 'tooLong' };

/**
 * The minutes from `now` until `time` ('HH:mm') today on the screen's clock, rounded up to
 * a whole minute: how long a break "until 13:30" lasts. A time already past is refused
 * rather than taken as tomorrow's, and so is one further off than the longest break.
 */
export function breakUntil(time: string, now: number): BreakLength {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(':').map(Number);
  const end = new Date(now);
  end.setHours(hours, minutes, 0, 0);
  const length = Math.ceil((end.getTime() - now) / 60_000);
  if (!(length > 0)) return { problem: 'passed' };
  if (length > MAX_BREAK_MINUTES) return { problem: 'tooLong' };
  return { minutes: length };
}

/** The length that moves a break's end `extra` minutes later, counted from now. */
export function extendedBreak(breakEndsAt: string, extra: number, now: number): number {
  const left = Math.max(0, Math.ceil((Date.parse(breakEndsAt) - now) / 60_000));
  return Math.min(MAX_BREAK_MINUTES, left + extra);
}
