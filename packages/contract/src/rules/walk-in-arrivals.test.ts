import { describe, expect, it } from 'vitest';
import {
  arrivalWindows,
  HOURS_IN_WEEK,
  hourOfWeek,
  learnArrivalRates,
  learnTypicalVisit,
} from './walk-in-arrivals';

const none = () => Array.from({ length: HOURS_IN_WEEK }, () => 0);
/** Wednesday 17:00-18:00 on the shop's clock. */
const wednesday17 = 2 * 24 + 17;

describe('learning how many walk-ins come, by hour of the week', () => {
  it('expects nobody with no history', () => {
    expect(learnArrivalRates(none(), [0, 0, 0, 0, 0, 0, 0])).toEqual(none());
  });

  it('follows an hour seen over many weeks, and draws a thin one toward the same hour every day', () => {
    // Four walk-ins every Wednesday at 17 for 13 weeks, none at 17 on other days.
    const joins = none();
    joins[wednesday17] = 4 * 13;
    const rates = learnArrivalRates(joins, [13, 13, 13, 13, 13, 13, 13]);
    // The same hour on every day: 52 over 91 days and 3 days of nobody.
    const everyDay = 52 / 94;
    expect(rates[wednesday17]).toBeCloseTo((52 + 7 * everyDay) / 20, 5);
    expect(rates[wednesday17]).toBeGreaterThan(2.5);
    expect(rates[17]).toBeCloseTo((7 * everyDay) / 20, 5);
    expect(rates[wednesday17 - 1]).toBe(0);

    // One Wednesday seen: the hour is mostly what every day at 17 shows.
    const once = none();
    once[wednesday17] = 4;
    const early = learnArrivalRates(once, [1, 1, 1, 0, 0, 0, 0]);
    expect(early[wednesday17]).toBeCloseTo((4 + 7 * (4 / 6)) / 8, 5);
    expect(early[wednesday17]).toBeLessThan(4);
  });
});

describe('what a walk-in visit takes', () => {
  it('is unknown before anyone was served, then the middle of the visits and their plans', () => {
    expect(learnTypicalVisit([])).toBeNull();
    const visits = Array.from({ length: 40 }, (_, i) => ({
      minutes: 30 + (i % 5),
      plannedMinutes: i % 2 ? 30 : 20,
    }));
    const typical = learnTypicalVisit(visits);
    expect(typical?.plannedMinutes).toBe(25);
    expect(typical?.spread.median).toBeGreaterThan(30);
    expect(typical?.spread.p80).toBeGreaterThanOrEqual(typical?.spread.median ?? 0);
  });
});

describe('the walk-ins expected until the last start', () => {
  it("splits the time ahead at the hours of the shop's clock, each at its rate", () => {
    const rates = none();
    rates[wednesday17] = 6;
    rates[wednesday17 + 1] = 2;
    // Wednesday 25 November 2026, 17:40 in Helsinki (UTC+2), until 18:30.
    const now = Date.parse('2026-11-25T17:40:00+02:00');
    expect(hourOfWeek(now, 'Europe/Helsinki')).toBe(wednesday17);
    expect(arrivalWindows(rates, now, now + 50 * 60_000, 'Europe/Helsinki')).toEqual([
      { from: now, to: now + 20 * 60_000, perHour: 6 },
      { from: now + 20 * 60_000, to: now + 50 * 60_000, perHour: 2 },
    ]);
    expect(arrivalWindows(rates, now, now, 'Europe/Helsinki')).toEqual([]);
  });
});
