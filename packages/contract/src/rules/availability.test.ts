import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookingCalendar,
  bookableSlots,
  bookingWindow,
  type ChairHold,
  findBookableSlot,
  monthAvailability,
  slotsNeeded,
} from './availability';
import { addDays, weekdayOf } from './local-date';
import { zonedInstant } from './zoned-time';

const HELSINKI = 'Europe/Helsinki';
const weekdays = [1, 2, 3, 4, 5, 6, 7];
const hours = (opens: string, closes: string, days = weekdays) =>
  days.map((weekday) => ({ weekday, opens, closes }));

/** Open 09-17 every day but Sunday (weekly off), 30-minute slots, 2 chairs, 60 days ahead. */
const shop: BookingCalendar = {
  timezone: HELSINKI,
  openingHours: hours('09:00', '17:00'),
  weeklyOffs: [7],
  holidays: [],
  bookingHours: [],
  slotLengthMinutes: 30,
  bookableChairs: 2,
  horizonDays: 60,
};

// Sunday 2026-11-22 20:00 in Helsinki; the next day is Monday 2026-11-23.
const now = zonedInstant('2026-11-22', 20 * 60, HELSINKI);
const MONDAY = '2026-11-23';
const local = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return zonedInstant(date, (h ?? 0) * 60 + (m ?? 0), HELSINKI).getTime();
};
const times = (calendar: BookingCalendar, date: string, minutes: number, holds: ChairHold[] = []) =>
  bookableSlots(calendar, date, minutes, holds, now).map((s) => s.time);
const hold = (chair: number, date: string, from: string, to: string): ChairHold => ({
  chair,
  start: local(date, from),
  end: local(date, to),
});

describe('calendar helpers', () => {
  it('names ISO weekdays', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });

  it('counts whole slots, at least one', () => {
    expect(slotsNeeded(0, 30)).toBe(1);
    expect(slotsNeeded(30, 30)).toBe(1);
    expect(slotsNeeded(31, 30)).toBe(2);
    expect(slotsNeeded(90, 30)).toBe(3);
  });

  it('computes today, tomorrow and the horizon in the shop time zone, not UTC', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Helsinki.
    const lateUtc = new Date('2026-11-22T23:30:00Z');
    expect(bookingWindow(shop, lateUtc)).toEqual({
      today: '2026-11-23',
      tomorrow: '2026-11-24',
      lastDate: '2027-01-22',
    });
  });
});

describe('the starts of one day', () => {
  it('offers every slot from opening until the order still ends by closing', () => {
    const starts = times(shop, MONDAY, 30);
    expect(starts).toHaveLength(16);
    expect(starts[0]).toBe('09:00');
    expect(starts.at(-1)).toBe('16:30');
  });

  it('gives a longer order consecutive slots that end by closing', () => {
    expect(times(shop, MONDAY, 45).at(-1)).toBe('16:00');
    expect(times(shop, MONDAY, 90).at(-1)).toBe('15:30');
    const [slot] = bookableSlots(shop, MONDAY, 45, [], now);
    expect(slot?.slotStarts).toEqual([local(MONDAY, '09:00'), local(MONDAY, '09:30')]);
    expect(slot?.endAt).toBe(local(MONDAY, '09:45'));
  });

  it('has no starts on a weekly off, a holiday or a weekday without hours', () => {
    expect(times(shop, '2026-11-29', 30)).toEqual([]);
    const onHoliday = { ...shop, holidays: [{ startsOn: '2026-11-23', endsOn: '2026-11-24' }] };
    expect(times(onHoliday, MONDAY, 30)).toEqual([]);
    expect(times(onHoliday, '2026-11-24', 30)).toEqual([]);
    expect(times(onHoliday, '2026-11-25', 30)).toHaveLength(16);
    const noMondays = { ...shop, openingHours: hours('09:00', '17:00', [2, 3, 4, 5, 6]) };
    expect(times(noMondays, MONDAY, 30)).toEqual([]);
  });

  it('keeps booking hours inside the opening hours', () => {
    const short = { ...shop, bookingHours: [{ weekday: 1, opens: '10:00', closes: '12:00' }] };
    expect(times(short, MONDAY, 30)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    // Tuesday is not listed: all its opening hours take bookings.
    expect(times(short, '2026-11-24', 30)).toHaveLength(16);
    const wider = { ...shop, bookingHours: [{ weekday: 1, opens: '07:00', closes: '20:00' }] };
    expect(times(wider, MONDAY, 30)).toHaveLength(16);
  });

  it('steps by the slot length', () => {
    const hourly = { ...shop, slotLengthMinutes: 60 };
    expect(times(hourly, MONDAY, 30)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('offers a start while any one chair is free, on the lowest such chair', () => {
    const holds = [hold(0, MONDAY, '10:00', '11:00'), hold(1, MONDAY, '10:00', '10:30')];
    const starts = bookableSlots(shop, MONDAY, 30, holds, now);
    expect(starts.map((s) => s.time)).not.toContain('10:00');
    expect(starts.find((s) => s.time === '10:30')?.chair).toBe(1);
    expect(starts.find((s) => s.time === '11:00')?.chair).toBe(0);
  });

  it('needs one chair free for all the consecutive slots of a long order', () => {
    // Each chair is free for one half of 10:00-11:00, but neither for the whole hour.
    const holds = [hold(0, MONDAY, '10:30', '11:00'), hold(1, MONDAY, '10:00', '10:30')];
    expect(times(shop, MONDAY, 60, holds)).not.toContain('10:00');
    expect(times(shop, MONDAY, 30, holds)).toContain('10:00');
    expect(times(shop, MONDAY, 30, holds)).toContain('10:30');
  });

  it('is full when every bookable chair is held', () => {
    const allDay = [hold(0, MONDAY, '09:00', '17:00'), hold(1, MONDAY, '09:00', '17:00')];
    expect(times(shop, MONDAY, 30, allDay)).toEqual([]);
    expect(times({ ...shop, bookableChairs: 3 }, MONDAY, 30, allDay)).toHaveLength(16);
    expect(times({ ...shop, bookableChairs: 0 }, MONDAY, 30)).toEqual([]);
  });

  it('ignores holds on other days', () => {
    const tuesday = [
      hold(0, '2026-11-24', '09:00', '17:00'),
      hold(1, '2026-11-24', '09:00', '17:00'),
    ];
    expect(times(shop, MONDAY, 30, tuesday)).toHaveLength(16);
  });

  it('never offers a start in the past, nor a date before today', () => {
    const midMorning = zonedInstant(MONDAY, 12 * 60 + 10, HELSINKI);
    const starts = bookableSlots(shop, MONDAY, 30, [], midMorning).map((s) => s.time);
    expect(starts[0]).toBe('12:30');
    expect(bookableSlots(shop, '2026-11-20', 30, [], now)).toEqual([]);
  });

  it('stops at the horizon', () => {
    const last = addDays('2026-11-22', 60);
    expect(times({ ...shop, weeklyOffs: [] }, last, 30)).toHaveLength(16);
    expect(times({ ...shop, weeklyOffs: [] }, addDays(last, 1), 30)).toEqual([]);
  });

  it('finds the exact slot a customer asked for, or nothing', () => {
    expect(findBookableSlot(shop, MONDAY, '10:30', 30, [], now)?.startAt).toBe(
      local(MONDAY, '10:30'),
    );
    expect(findBookableSlot(shop, MONDAY, '10:15', 30, [], now)).toBeNull();
    expect(findBookableSlot(shop, MONDAY, '16:30', 45, [], now)).toBeNull();
  });

  it('uses the shop time zone for wall-clock times', () => {
    const newYork = { ...shop, timezone: 'America/New_York' };
    const [first] = bookableSlots(newYork, MONDAY, 30, [], now);
    expect(first?.time).toBe('09:00');
    expect(new Date(first?.startAt ?? 0).toISOString()).toBe('2026-11-23T14:00:00.000Z');
  });
});

describe('the days the clocks change in Europe/Helsinki', () => {
  const aroundTheClock: BookingCalendar = {
    ...shop,
    openingHours: hours('00:00', '24:00'),
    weeklyOffs: [],
    slotLengthMinutes: 60,
    bookableChairs: 1,
    horizonDays: 365,
  };

  it('has no slot in the missing hour when the clocks go forward', () => {
    const slots = bookableSlots(aroundTheClock, '2027-03-28', 60, [], now);
    expect(slots).toHaveLength(23);
    expect(slots.map((s) => s.time).slice(0, 4)).toEqual(['00:00', '01:00', '02:00', '04:00']);
    for (let i = 1; i < slots.length; i++) {
      expect((slots[i]?.startAt ?? 0) - (slots[i - 1]?.startAt ?? 0)).toBe(3_600_000);
    }
  });

  it('offers the repeated hour twice when the clocks go back', () => {
    const slots = bookableSlots(aroundTheClock, '2027-10-31', 60, [], now);
    expect(slots).toHaveLength(25);
    expect(slots.filter((s) => s.time === '03:00')).toHaveLength(2);
    expect(new Set(slots.map((s) => s.startAt)).size).toBe(25);
  });

  it('gives a two-hour order two real hours across the jump', () => {
    const slot = findBookableSlot(aroundTheClock, '2027-03-28', '02:00', 120, [], now);
    expect(slot?.slotStarts).toHaveLength(2);
    expect((slot?.endAt ?? 0) - (slot?.startAt ?? 0)).toBe(2 * 3_600_000);
    expect(slot?.slotStarts[1]).toBe(local('2027-03-28', '04:00'));
  });

  it('keeps a normal shop day the same length on both days', () => {
    const daytime = { ...aroundTheClock, openingHours: hours('09:00', '17:00') };
    expect(times(daytime, '2027-03-28', 60)).toHaveLength(8);
    expect(times(daytime, '2027-10-31', 60)).toHaveLength(8);
  });
});

describe('the month overview', () => {
  it('names every day of the month past, closed, available, full or beyond the horizon', () => {
    const short = { ...shop, horizonDays: 10 };
    const holds = [
      hold(0, '2026-11-24', '09:00', '17:00'),
      hold(1, '2026-11-24', '09:00', '17:00'),
    ];
    const days = monthAvailability(short, '2026-11', 30, holds, now);
    expect(days).toHaveLength(30);
    const status = Object.fromEntries(days.map((d) => [d.date, d.status]));
    expect(status['2026-11-21']).toBe('past');
    expect(status['2026-11-22']).toBe('closed'); // today, a Sunday
    expect(status['2026-11-23']).toBe('available');
    expect(status['2026-11-24']).toBe('full');
    expect(status['2026-11-29']).toBe('closed');
    expect(status['2026-12-02']).toBeUndefined();
    expect(days.find((d) => d.date === '2026-11-23')?.freeStarts).toBe(16);
    expect(monthAvailability(short, '2026-12', 30, [], now).at(-1)?.status).toBe('beyond_horizon');
  });

  it('knows February of a leap year', () => {
    const far = { ...shop, horizonDays: 800 };
    expect(monthAvailability(far, '2028-02', 30, [], now)).toHaveLength(29);
  });
});

describe('offered starts never collide with a hold (property)', () => {
  const holdArbitrary = fc.record({
    chair: fc.integer({ min: 0, max: 2 }),
    fromSlot: fc.integer({ min: 0, max: 15 }),
    slots: fc.integer({ min: 1, max: 4 }),
  });

  it('every offered start fits one free chair inside the hours, and a free chair is always offered', () => {
    fc.assert(
      fc.property(
        fc.array(holdArbitrary, { maxLength: 12 }),
        fc.integer({ min: 5, max: 150 }),
        fc.integer({ min: 1, max: 3 }),
        (raw, minutes, chairs) => {
          const calendar = { ...shop, bookableChairs: chairs };
          const slotMs = 30 * 60_000;
          const opens = local(MONDAY, '09:00');
          const closes = local(MONDAY, '17:00');
          const holds = raw.map((h) => ({
            chair: h.chair,
            start: opens + h.fromSlot * slotMs,
            end: opens + (h.fromSlot + h.slots) * slotMs,
          }));
          const needed = slotsNeeded(minutes, 30);
          const offered = bookableSlots(calendar, MONDAY, minutes, holds, now);
          const isFree = (chair: number, start: number) =>
            !holds.some(
              (h) => h.chair === chair && h.start < start + needed * slotMs && start < h.end,
            );
          for (const slot of offered) {
            expect(slot.chair).toBeLessThan(chairs);
            expect(slot.startAt + needed * slotMs).toBeLessThanOrEqual(closes);
            expect(isFree(slot.chair, slot.startAt)).toBe(true);
          }
          // Completeness: every start with some free chair is offered.
          const offeredStarts = new Set(offered.map((s) => s.startAt));
          for (let start = opens; start + needed * slotMs <= closes; start += slotMs) {
            const anyFree = Array.from({ length: chairs }, (_, c) => c).some((c) =>
              isFree(c, start),
            );
            expect(offeredStarts.has(start)).toBe(anyFree);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
