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
 * When a start is expected, on the shop's clock: "14:20 - 14:35", widened to whole five
 * minutes and, given `now`, beginning no earlier than it (the contract's formatStartRange);
 * "time not known" when unreadable.
 */
export const formatStartRange = (range: StartRangeAnswer, timeZone: string, now?: number): string =>
  startRangeOf(range, timeZone, now) ?? unknownTime();

/** A last moment on the shop's clock, rounded down to whole five minutes ("about 18:10"). */
export const formatShopCutOff = (instant: string, timeZone: string): string =>
  formatCutOff(instant, timeZone) ?? unknownTime();
