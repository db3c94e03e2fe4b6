import type { StartRangeAnswer } from '@jono/contract/api/shops';
import {
  formatCutOff,
  formatTime,
  formatStartRange as startRangeOf,
} from '@jono/contract/rules/written-forms';
import { unknownTime } from './format';

/*
 * Times on the shop's clock, written 'HH:mm' like every time the product shows, with Intl
 * alone: the home page's cards show them, so nothing here may pull the contract's time-zone
 * rules along.
 */

/**
 * 'HH:mm' of an instant on the shop's clock (the screen may be in another time zone); "time
 * not known" in the page's language when the instant is unreadable.
 */
export function shopClock(instant: string | number, timeZone: string): string {
  return formatTime(instant, timeZone) ?? unknownTime();
}

/**
 * "09:30 - 10:15": from a start instant to `minutes` later, both on the shop's clock. The end
 * is the instant the minutes lead to, so a night the clocks change shows the time the clock
 * will really read (02:30 plus 50 minutes is 04:20 when 03:00 becomes 04:00).
 */
export function formatShopTimeSpan(startAt: string, minutes: number, timeZone: string): string {
  const start = Date.parse(startAt);
  if (Number.isNaN(start) || !Number.isFinite(minutes)) return unknownTime();
  return `${shopClock(start, timeZone)} - ${shopClock(start + minutes * 60_000, timeZone)}`;
}

/**
 * When a start is expected, on the shop's clock: "14:20 - 14:35", widened to whole five
 * minutes and, given `now`, beginning no earlier than it (the contract's formatStartRange);
 * "time not known" when unreadable.
 */
export const formatStartRange = (range: StartRangeAnswer, timeZone: string, now?: number): string =>
  startRangeOf(range, timeZone, now) ?? unknownTime();

/** A last moment on the shop's clock, rounded down to whole five minutes ("about 18:10"). */
export const formatShopCutOff = (instant: string, timeZone: string): string =>
  formatCutOff(instant, timeZone) ?? unknownTime();
