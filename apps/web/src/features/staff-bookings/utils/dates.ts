import { daysBetween } from '@jono/contract/rules/local-date';
import { formatLocalDate } from '@/lib/dates';

/** A range of local dates: one date when it is a single day. */
export function formatDateRange(startsOn: string, endsOn: string, language: string): string {
  if (startsOn === endsOn) return formatLocalDate(startsOn, language);
  return `${formatLocalDate(startsOn, language)} – ${formatLocalDate(endsOn, language)}`;
}

/** Days in a range, both ends included. */
export function daysInRange(startsOn: string, endsOn: string): number {
  return daysBetween(startsOn, endsOn) + 1;
}
