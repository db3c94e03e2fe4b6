import type { StartRangeAnswer } from '@jono/contract/api/shops';
import { intlLocale } from './format';

/*
 * Times on the shop's clock in the reader's way of writing them, with Intl alone: the home
 * page's cards show them, so nothing here may pull the contract's time-zone rules along.
 */

const shopTimeFormat = (language: string, timeZone: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short', timeZone });

/** "19:44" ("19.44" in Finnish) on the shop's clock, in the reader's way of writing times. */
export function formatShopTime(instant: string, language: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '–';
  return shopTimeFormat(language, timeZone).format(date);
}

// Every time zone's offset is a whole multiple of five minutes, so rounding an instant to
// five minutes rounds the shop's clock alike.
const fiveMinutesMs = 5 * 60_000;
const fiveMinutesDown = (ms: number) => Math.floor(ms / fiveMinutesMs) * fiveMinutesMs;
const fiveMinutesUp = (ms: number) => Math.ceil(ms / fiveMinutesMs) * fiveMinutesMs;

/**
 * When a start is expected, on the shop's clock in the reader's way of writing times:
 * "14:20–14:35" ("14.20–14.35" in Finnish). Widened to whole five minutes (earliest down,
 * latest up): an estimate reads as the rough guess it is, and the widening never narrows it.
 * One time when both ends meet; "–" when the range is unreadable.
 */
export function formatStartRange(
  range: StartRangeAnswer,
  language: string,
  timeZone: string,
): string {
  const earliest = Date.parse(range.earliest);
  const latest = Date.parse(range.latest);
  if (Number.isNaN(earliest) || Number.isNaN(latest)) return '–';
  const format = shopTimeFormat(language, timeZone);
  const from = fiveMinutesDown(earliest);
  const to = fiveMinutesUp(latest);
  if (to <= from) return format.format(from);
  // Intl's formatRange would add both dates to a range across midnight; two times joined by
  // an en dash is the time range pattern of every language the web speaks.
  return `${format.format(from)}–${format.format(to)}`;
}

/**
 * A last moment on the shop's clock ("Walk-ins until about 18:10"), rounded down to whole
 * five minutes so "about" never promises later than it is.
 */
export function formatShopCutOff(instant: string, language: string, timeZone: string): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return '–';
  return shopTimeFormat(language, timeZone).format(fiveMinutesDown(at));
}
