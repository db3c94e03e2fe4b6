import { daysBetween } from '@jono/contract/rules/local-date';

/** Days in a range, both ends included. */
export function daysInRange(startsOn: string, endsOn: string): number {
  return daysBetween(startsOn, endsOn) + 1;
}
