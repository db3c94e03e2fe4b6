import { intlLocale } from '@/lib/format';

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "just now", "5 minutes ago", "yesterday" in the reader's language. */
export function formatTimeAgo(instant: string, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  let value = (new Date(instant).getTime() - now) / 60_000;
  if (Number.isNaN(value)) return '';
  if (Math.abs(value) < 1) return format.format(0, 'second');
  for (const [unit, next] of steps) {
    if (Math.abs(value) < next) return format.format(Math.round(value), unit);
    value /= next;
  }
  return format.format(Math.round(value), 'week');
}
