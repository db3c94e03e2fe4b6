import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BarberWeek,
  hoursProblem,
  type Span,
  shiftsOn,
  timeOffSpan,
  withoutSpans,
} from './barber-day';
import { addDays, weekdayOf } from './local-date';
import type { ShopCalendar, WeekdayHours } from './opening-hours';
import { formatClockTime, parseClockTime } from './time-range';
import { zonedInstant } from './zoned-time';

const everyDay = (opens: string, closes: string): WeekdayHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens, closes }));
const helsinki: ShopCalendar = {
  timezone: 'Europe/Helsinki',
  openingHours: everyDay('09:00', '18:00'),
  weeklyOffs: [],
};
const iso = (spans: Span[]) =>
  spans.map((s) => [new Date(s.start).toISOString(), new Date(s.end).toISOString()]);
const noTimeOff: BarberWeek = { hours: null, timeOff: [] };

describe("a barber's shifts on a date", () => {
  it('are the shop’s hours when the barber keeps none of their own', () => {
    expect(iso(shiftsOn(helsinki, noTimeOff, '2026-11-25'))).toEqual([
      ['2026-11-25T07:00:00.000Z', '2026-11-25T16:00:00.000Z'],
    ]);
  });

  it('are cut to the shop’s opening, and none on a holiday or weekly off', () => {
    const week = { hours: [{ weekday: 3, opens: '07:00', closes: '20:00' }], timeOff: [] };
    expect(iso(shiftsOn(helsinki, week, '2026-11-25'))).toEqual([
      ['2026-11-25T07:00:00.000Z', '2026-11-25T16:00:00.000Z'],
    ]);
    const holiday = { ...helsinki, holidays: [{ startsOn: '2026-11-25', endsOn: '2026-11-25' }] };
    expect(shiftsOn(holiday, week, '2026-11-25')).toEqual([]);
    expect(shiftsOn({ ...helsinki, weeklyOffs: [3] }, week, '2026-11-25')).toEqual([]);
  });

  it.each([
    // The last Sunday of March: Helsinki goes from UTC+2 to UTC+3 at 03:00 local.
    ['Europe/Helsinki', '2027-03-27', ['2027-03-27T07:00:00.000Z', '2027-03-27T16:00:00.000Z']],
    ['Europe/Helsinki', '2027-03-28', ['2027-03-28T06:00:00.000Z', '2027-03-28T15:00:00.000Z']],
    // The last Sunday of October: back to UTC+2 at 04:00 local.
    ['Europe/Helsinki', '2026-10-25', ['2026-10-25T07:00:00.000Z', '2026-10-25T16:00:00.000Z']],
    ['Europe/Helsinki', '2026-10-24', ['2026-10-24T06:00:00.000Z', '2026-10-24T15:00:00.000Z']],
    // New York: the second Sunday of March and the first of November.
    ['America/New_York', '2027-03-14', ['2027-03-14T13:00:00.000Z', '2027-03-14T22:00:00.000Z']],
    ['America/New_York', '2026-11-01', ['2026-11-01T14:00:00.000Z', '2026-11-01T23:00:00.000Z']],
  ])(
    'keep their wall-clock hours in %s on %s, a day the clocks change or the day around it',
    (timezone, date, expected) => {
      expect(iso(shiftsOn({ ...helsinki, timezone }, noTimeOff, date))).toEqual([expected]);
    },
  );

  it('lose the time off, whole days or part of one', () => {
    const week: BarberWeek = {
      hours: [
        { weekday: 3, opens: '09:00', closes: '12:00' },
        { weekday: 3, opens: '13:00', closes: '17:00' },
      ],
      timeOff: [
        timeOffSpan(
          { startsOn: '2026-11-25', endsOn: '2026-11-25', from: '10:00', until: '14:00' },
          'Europe/Helsinki',
        ),
      ],
    };
    expect(iso(shiftsOn(helsinki, week, '2026-11-25'))).toEqual([
      ['2026-11-25T07:00:00.000Z', '2026-11-25T08:00:00.000Z'],
      ['2026-11-25T12:00:00.000Z', '2026-11-25T15:00:00.000Z'],
    ]);
    const away = timeOffSpan({ startsOn: '2026-11-24', endsOn: '2026-11-25' }, 'Europe/Helsinki');
    expect(shiftsOn(helsinki, { ...week, timeOff: [away] }, '2026-11-25')).toEqual([]);
  });
});

describe('hours that fit the shop', () => {
  const shop = { openingHours: everyDay('09:00', '18:00'), weeklyOffs: [7] };
  it.each([
    [[{ weekday: 1, opens: '09:00', closes: '18:00' }], null],
    [[{ weekday: 1, opens: '08:59', closes: '12:00' }], 'OUTSIDE_OPENING'],
    [[{ weekday: 7, opens: '10:00', closes: '12:00' }], 'CLOSED_DAY'],
    [[{ weekday: 1, opens: '12:00', closes: '12:00' }], 'EMPTY_HOURS'],
    [
      [
        { weekday: 1, opens: '09:00', closes: '12:00' },
        { weekday: 1, opens: '12:00', closes: '18:00' },
      ],
      null,
    ],
    [
      [
        { weekday: 1, opens: '09:00', closes: '12:01' },
        { weekday: 1, opens: '12:00', closes: '18:00' },
      ],
      'OVERLAPPING_HOURS',
    ],
  ])('%j: %s', (hours, problem) => {
    expect(hoursProblem(hours, shop)?.problem ?? null).toBe(problem);
  });
});

/**
 * The oracle: walk the date's real minutes one by one (a day the clocks change has 23 or 25
 * hours) and ask of each whether the shop is open, the barber's hours cover it and no time
 * off does. A wall time is read as `zonedInstant` reads it (its own tests cover the days the
 * clocks change), so what is checked here is the cutting and joining of the intervals.
 */
function oracle(shop: ShopCalendar, week: BarberWeek, date: string): Span[] {
  const weekday = weekdayOf(date);
  const spans: Span[] = [];
  if (shop.weeklyOffs.includes(weekday)) return spans;
  const opening = shop.openingHours.find((h) => h.weekday === weekday);
  if (!opening) return spans;
  const hours = week.hours ?? [opening];
  const at = (time: string) =>
    zonedInstant(date, parseClockTime(time) ?? 0, shop.timezone).getTime();
  const covers = (h: { opens: string; closes: string }) => {
    const [from, to] = [at(h.opens), at(h.closes)];
    return (instant: number) => from <= instant && instant < to;
  };
  const isOpen = covers(opening);
  const worked = hours.filter((h) => h.weekday === weekday).map(covers);
  const dayEnd = zonedInstant(addDays(date, 1), 0, shop.timezone).getTime();
  for (
    let instant = zonedInstant(date, 0, shop.timezone).getTime();
    instant < dayEnd;
    instant += 60_000
  ) {
    const works = isOpen(instant) && worked.some((inside) => inside(instant));
    const off = week.timeOff.some((t) => t.start <= instant && instant < t.end);
    if (!works || off) continue;
    const last = spans[spans.length - 1];
    if (last && last.end === instant) last.end = instant + 60_000;
    else spans.push({ start: instant, end: instant + 60_000 });
  }
  return spans;
}

const clock = fc
  .integer({ min: 0, max: 24 * 4 })
  .map((q) => formatClockTime(q * 15).replace(/^00:00$/, '00:00'));
const interval = fc
  .tuple(fc.integer({ min: 1, max: 7 }), clock, clock)
  .filter(([, a, b]) => a < b)
  .map(([weekday, opens, closes]) => ({ weekday, opens, closes }));

describe('the shifts against the minute-by-minute oracle', () => {
  it('agree over random hours, opening and time off (1,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Europe/Helsinki', 'America/New_York', 'Asia/Kolkata'),
        fc.constantFrom('2026-11-25', '2027-03-28', '2026-10-25', '2027-03-14', '2026-11-01'),
        fc.tuple(clock, clock).filter(([a, b]) => a < b),
        fc.option(fc.uniqueArray(interval, { maxLength: 4, selector: (h) => `${h.weekday}` }), {
          nil: null,
        }),
        fc.array(fc.tuple(fc.integer({ min: -2, max: 2 }), clock, clock), { maxLength: 3 }),
        (timezone, date, [opens, closes], hours, offs) => {
          const shop: ShopCalendar = {
            timezone,
            openingHours: everyDay(opens, closes),
            weeklyOffs: [],
          };
          const timeOff = offs.map(([day, from, until]) =>
            from < until
              ? timeOffSpan(
                  { startsOn: addDays(date, day), endsOn: addDays(date, day), from, until },
                  timezone,
                )
              : timeOffSpan({ startsOn: addDays(date, day), endsOn: addDays(date, day) }, timezone),
          );
          const week = { hours, timeOff };
          expect(shiftsOn(shop, week, date)).toEqual(oracle(shop, week, date));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('leave a shift whole when the time off falls in the hour the clocks skip', () => {
    // 02:00-03:00 on the night New York springs forward is no time at all.
    const shop: ShopCalendar = {
      timezone: 'America/New_York',
      openingHours: everyDay('00:00', '03:15'),
      weeklyOffs: [],
    };
    const off = timeOffSpan(
      { startsOn: '2027-03-14', endsOn: '2027-03-14', from: '02:00', until: '03:00' },
      shop.timezone,
    );
    expect(shiftsOn(shop, { hours: null, timeOff: [off] }, '2027-03-14')).toHaveLength(1);
  });

  it('cut nothing that time off does not cover', () => {
    expect(withoutSpans([{ start: 0, end: 10 }], [{ start: 10, end: 20 }])).toEqual([
      { start: 0, end: 10 },
    ]);
  });
});
