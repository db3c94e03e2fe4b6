import { intlLocale } from '@/lib/format';

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago an instant was, in the reader's language: "5 min ago", "2 hr ago",
 * "yesterday". Null under a minute, which the caller words itself ("just now").
 */
export function timeAgo(instant: string, now: number, language: string): string | null {
  const elapsed = Math.max(0, now - new Date(instant).getTime());
  const format = new Intl.RelativeTimeFormat(intlLocale(language), {
    numeric: 'auto',
    style: 'short',
  });
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return null;
}
