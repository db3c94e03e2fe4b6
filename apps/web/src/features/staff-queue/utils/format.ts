import { intlLocale } from '@/lib/format';

/** Today's date on the shop's clock, e.g. "Sunday 22 November". */
export function shopDate(now: number, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(new Date(now));
}

/** A countdown: "12:05" left, or how far over as a positive value with `isOver`. */
export function countdown(endsAt: string, now: number): { text: string; isOver: boolean } {
  const seconds = Math.round((new Date(endsAt).getTime() - now) / 1000);
  const isOver = seconds < 0;
  const total = Math.abs(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  const text =
    hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
  return { text, isOver };
}

/** Whole minutes from an instant until now, never negative. */
export function minutesSince(instant: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(instant).getTime()) / 60_000));
}
