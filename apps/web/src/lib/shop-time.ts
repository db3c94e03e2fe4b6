import type { StartRangeAnswer } from '@jono/contract/api/shops';
import { formatTime } from '@jono/contract/rules/written-forms';
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

// Every time zone's offset is a whole multiple of five minutes, so rounding an instant to
// five minutes rounds the shop's clock alike.
const fiveMinutesMs = 5 * 60_000;
const fiveMinutesDown = (ms: number) => Math.floor(ms / fiveMinutesMs) * fiveMinutesMs;
const fiveMinutesUp = (ms: number) => Math.ceil(ms / fiveMinutesMs) * fiveMinutesMs;

/**
 * When a start is expected, on the shop's clock: "14:20 - 14:35", joined like the service
 * range so a card showing both writes ranges one way. Widened to whole five minutes (earliest down,
 * latest up): an estimate reads as the rough guess it is, and the widening never narrows it.
 * One time when both ends meet.
 */
export function formatStartRange(range: StartRangeAnswer, timeZone: string): string {
  const earliest = Date.parse(range.earliest);
  const latest = Date.parse(range.latest);
  if (Number.isNaN(earliest) || Number.isNaN(latest)) return unknownTime();
  const from = fiveMinutesDown(earliest);
  const to = fiveMinutesUp(latest);
  if (to <= from) return shopClock(from, timeZone);
  // Two times without dates, also across midnight.
  return `${shopClock(from, timeZone)} - ${shopClock(to, timeZone)}`;
}

/**
 * A last moment on the shop's clock ("Walk-ins until about 18:10"), rounded down to whole
 * five minutes so "about" never promises later than it is.
 */
export function formatShopCutOff(instant: string, timeZone: string): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return unknownTime();
  return shopClock(fiveMinutesDown(at), timeZone);
}
