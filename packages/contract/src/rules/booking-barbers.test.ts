import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookingCalendar,
  bookableSlots,
  type ChairHold,
  firstFreeSlots,
  monthAvailability,
} from './availability';
import type { Span } from './barber-day';
import { type BookingBarber, worksThrough } from './booking-barbers';
import { zonedInstant, zonedParts } from './zoned-time';

const HELSINKI = 'Europe/Helsinki';
const everyDay = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens, closes }));

// Sunday 2026-11-22 20:00 in Helsinki; Monday 2026-11-23 is bookable.
const now = zonedInstant('2026-11-22', 20 * 60, HELSINKI);
const MONDAY = '2026-11-23';
const at = (date: string, minutes: number) => zonedInstant(date, minutes, HELSINKI).getTime();
const clock = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const barber = (
  id: string,
  hours: BookingBarber['week']['hours'] = null,
  timeOff: Span[] = [],
): BookingBarber => ({
  id,
  week: { hours, timeOff },
});

/** Open 09-17 every day, 30-minute slots, 3 chairs; Aino all day, Ben 12-17. */
const shop: BookingCalendar = {
  timezone: HELSINKI,
  openingHours: everyDay('09:00', '17:00'),
  weeklyOffs: [],
  holidays: [],
  bookingHours: [],
  slotLengthMinutes: 30,
  bookableChairs: 3,
  horizonDays: 60,
  barbers: [barber('aino'), barber('ben', everyDay('12:00', '17:00'))],
};
const held = (barberId: string, chair: number, from: string, to: string): ChairHold => ({
  chair,
  barberId,
  start: at(MONDAY, clock(from)),
  end: at(MONDAY, clock(to)),
});
const times = (
  calendar: BookingCalendar,
  minutes: number,
  holds: ChairHold[],
  who: string | null,
) => bookableSlots(calendar, MONDAY, minutes, holds, now, who).map((s) => s.time);

describe('whether a barber works through a service', () => {
  const split = [
    { weekday: 1, opens: '09:00', closes: '12:00' },
    { weekday: 1, opens: '12:00', closes: '14:00' },
    { weekday: 1, opens: '15:00', closes: '17:00' },
  ];
  const through = (from: string, to: string, hours = split, timeOff: Span[] = []) =>
    worksThrough(shop, { hours, timeOff }, MONDAY, {
      start: at(MONDAY, clock(from)),
      end: at(MONDAY, clock(to)),
    });

  it('counts shifts that meet as one stretch, and a gap between them as not at work', () => {
    expect(through('11:30', '12:30')).toBe(true);
    expect(through('13:30', '15:00')).toBe(false);
    expect(through('16:30', '17:00')).toBe(true);
    expect(through('16:30', '17:30')).toBe(false);
  });

  it('takes out time off and follows the shop when the barber has no hours of their own', () => {
    const lunch = [{ start: at(MONDAY, clock('12:00')), end: at(MONDAY, clock('12:30')) }];
    expect(through('11:30', '12:30', split, lunch)).toBe(false);
    expect(
      worksThrough(shop, { hours: null, timeOff: [] }, MONDAY, {
        start: at(MONDAY, clock('08:30')),
        end: at(MONDAY, clock('09:30')),
      }),
    ).toBe(false);
    expect(through('16:00', '16:30', [{ weekday: 2, opens: '09:00', closes: '17:00' }])).toBe(
      false,
    );
  });
});

describe('slots for a named barber', () => {
  it('follow that barber’s hours', () => {
    const ben = times(shop, 30, [], 'ben');
    expect(ben[0]).toBe('12:00');
    expect(ben.at(-1)).toBe('16:30');
    expect(times(shop, 30, [], 'aino')[0]).toBe('09:00');
  });

  it('leave out the barber’s bookings but not a colleague’s', () => {
    const holds = [held('aino', 0, '10:00', '11:00')];
    expect(times(shop, 30, holds, 'aino')).not.toContain('10:00');
    expect(times(shop, 30, holds, 'aino')).not.toContain('10:30');
    expect(times(shop, 30, holds, 'aino')).toContain('11:00');
    expect(times(shop, 30, holds, null)).not.toContain('10:00');
    const later = [held('aino', 0, '13:00', '14:00')];
    expect(times(shop, 30, later, null)).toContain('13:00');
  });

  it('leave out time off, and a service that would run past the end of a shift', () => {
    const off = { start: at(MONDAY, clock('14:00')), end: at(MONDAY, clock('15:00')) };
    const calendar = { ...shop, barbers: [barber('ben', everyDay('12:00', '17:00'), [off])] };
    expect(times(calendar, 60, [], 'ben')).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });

  it('are none for someone who does not take bookings here', () => {
    expect(times(shop, 30, [], 'stranger')).toEqual([]);
    const month = monthAvailability(shop, '2026-11', 30, [], now, 'stranger');
    expect(month.find((d) => d.date === MONDAY)?.status).toBe('full');
  });
});

describe('"any barber"', () => {
  it('goes to the barber with the fewest bookings that day, the first listed on a tie', () => {
    const [morning] = bookableSlots(shop, MONDAY, 30, [], now).filter((s) => s.time === '12:00');
    expect(morning?.barberId).toBe('aino');
    const ainoBusy = [held('aino', 0, '09:00', '09:30')];
    const [noon] = bookableSlots(shop, MONDAY, 30, ainoBusy, now).filter((s) => s.time === '12:00');
    expect(noon?.barberId).toBe('ben');
  });

  it('is offered only while a barber is free, even with chairs to spare', () => {
    const both = [held('aino', 0, '12:00', '13:00'), held('ben', 1, '12:00', '12:30')];
    const offered = times(shop, 30, both, null);
    expect(offered).not.toContain('12:00');
    expect(offered).toContain('12:30');
  });

  it('counts a booking nobody has been given yet against a chair only', () => {
    const unassigned: ChairHold = { ...held('x', 0, '09:00', '10:00'), barberId: null };
    const oneChair = { ...shop, bookableChairs: 1 };
    expect(times(oneChair, 30, [unassigned], 'aino')).not.toContain('09:00');
    expect(times(shop, 30, [unassigned], 'aino')).toContain('09:00');
  });
});

/**
 * The oracle: minute by minute, who works and who is booked. A start is offered for a barber
 * when every minute of the service is inside their hours and outside their time off, and every
 * minute of the slots it takes is free of their bookings and of one chair's.
 */
describe('when each barber is next free', () => {
  const TUESDAY = '2026-11-24';
  const dayOff = (date: string): Span => ({ start: at(date, 0), end: at(date, 24 * 60) });

  it('gives anyone and each barber their first free start, days ahead for one who is away', () => {
    const calendar: BookingCalendar = {
      ...shop,
      barbers: [barber('aino'), barber('ben', everyDay('12:00', '17:00'), [dayOff(MONDAY)])],
    };
    // Aino is booked 09:00-10:00 on Monday: anyone's first start is then 10:00, hers too.
    const holds = [held('aino', 0, '09:00', '10:00')];
    const first = firstFreeSlots(calendar, 60, holds, now);
    expect(first.any).toMatchObject({ date: MONDAY, time: '10:00', barberId: 'aino' });
    expect(first.barbers).toEqual([
      { barberId: 'aino', slot: expect.objectContaining({ date: MONDAY, time: '10:00' }) },
      { barberId: 'ben', slot: expect.objectContaining({ date: TUESDAY, time: '12:00' }) },
    ]);
    // Each answer is the first slot the day's own list offers that barber.
    for (const { barberId, slot } of first.barbers) {
      const day = bookableSlots(calendar, slot?.date ?? '', 60, holds, now, barberId);
      expect(slot?.startAt).toBe(day[0]?.startAt);
    }
  });

  it('answers null for a barber with no free time within the horizon', () => {
    const calendar: BookingCalendar = {
      ...shop,
      horizonDays: 2,
      barbers: [
        barber('aino'),
        barber('ben', null, [{ start: now.getTime(), end: at('2026-11-30', 0) }]),
      ],
    };
    const first = firstFreeSlots(calendar, 30, [], now);
    expect(first.any?.barberId).toBe('aino');
    expect(first.barbers.map((b) => b.slot && b.barberId)).toEqual(['aino', null]);
  });
});

describe('the slot engine agrees with a minute-by-minute oracle (property)', () => {
  const slotLength = 30;
  const opens = clock('09:00');
  const closes = clock('17:00');
  const interval = fc
    .tuple(fc.integer({ min: 16, max: 36 }), fc.integer({ min: 1, max: 16 }))
    .map(([from, length]) => [from * 30, Math.min(from * 30 + length * 30, 24 * 60)] as const);
  const barberArb = fc.record({
    hours: fc.option(fc.array(interval, { minLength: 1, maxLength: 2 }), { nil: null }),
    timeOff: fc.array(interval, { maxLength: 2 }),
    // Their own length for the order (null: they do not do it; absent: the catalogue's).
    own: fc.option(fc.option(fc.integer({ min: 5, max: 120 }), { nil: null }), {
      nil: undefined,
    }),
  });
  const holdArb = fc.record({
    barber: fc.integer({ min: -1, max: 2 }),
    chair: fc.integer({ min: 0, max: 2 }),
    fromSlot: fc.integer({ min: 0, max: 15 }),
    slots: fc.integer({ min: 1, max: 4 }),
  });

  it('for each named barber and for "any barber", each at their own length', () => {
    fc.assert(
      fc.property(
        fc.array(barberArb, { minLength: 1, maxLength: 3 }),
        fc.array(holdArb, { maxLength: 10 }),
        fc.integer({ min: 5, max: 120 }),
        fc.integer({ min: 1, max: 3 }),
        (team, rawHolds, minutes, chairs) => {
          // Split shifts may not overlap one another on a day: keep the first of two that do.
          const weeks = team.map((b) => ({
            hours:
              b.hours?.filter(
                ([from, to], i, all) => !all.slice(0, i).some(([f, t]) => f < to && from < t),
              ) ?? null,
            timeOff: b.timeOff,
          }));
          const ids = weeks.map((_, i) => `b${i}`);
          const calendar: BookingCalendar = {
            ...shop,
            bookableChairs: chairs,
            barbers: weeks.map((w, i) => ({
              id: ids[i] ?? '',
              week: {
                hours:
                  w.hours?.map(([from, to]) => ({
                    weekday: 1,
                    opens: hhmm(from),
                    closes: hhmm(to),
                  })) ?? null,
                timeOff: w.timeOff.map(([from, to]) => ({
                  start: at(MONDAY, from),
                  end: at(MONDAY, to),
                })),
              },
            })),
          };
          const holds = rawHolds.map((h) => ({
            chair: h.chair,
            barberId: h.barber < 0 ? null : (ids[h.barber % ids.length] ?? null),
            start: at(MONDAY, opens + h.fromSlot * slotLength),
            end: at(MONDAY, opens + (h.fromSlot + h.slots) * slotLength),
          }));
          const minuteOf = (instant: number) => zonedParts(new Date(instant), HELSINKI).minutes;
          const heldMinutes = holds.map((h) => ({
            ...h,
            from: minuteOf(h.start),
            to: minuteOf(h.end),
          }));
          const busy = (id: string | null, chair: number | null, minute: number) =>
            heldMinutes.some(
              (h) =>
                (id === null || h.barberId === id) &&
                (chair === null || h.chair === chair) &&
                h.from <= minute &&
                minute < h.to,
            );
          const works = (i: number, minute: number) => {
            const w = weeks[i];
            if (!w || minute < opens || minute >= closes) return false;
            const inHours = (w.hours ?? [[opens, closes] as const]).some(
              ([f, t]) => f <= minute && minute < t,
            );
            return inHours && !w.timeOff.some(([f, t]) => f <= minute && minute < t);
          };
          const lengthOf = (i: number) => {
            const own = team[i]?.own;
            return own === undefined ? minutes : own;
          };
          const byBarber = new Map(ids.map((id, i) => [id, lengthOf(i)]));
          const range = (from: number, length: number) =>
            Array.from({ length }, (_, k) => from + k);
          const canTake = (i: number, start: number) => {
            const length = lengthOf(i);
            if (length === null) return false;
            const needed = Math.ceil(length / slotLength) * slotLength;
            const chairFree = range(0, chairs).some((c) =>
              range(start, needed).every((m) => !busy(null, c, m)),
            );
            return (
              start + needed <= closes &&
              chairFree &&
              range(start, length).every((m) => works(i, m)) &&
              range(start, needed).every((m) => !busy(ids[i] ?? '', null, m))
            );
          };
          for (const who of [null, ...ids]) {
            const expected: string[] = [];
            for (let start = opens; start < closes; start += slotLength) {
              const barbers = who === null ? ids.map((_, i) => i) : [ids.indexOf(who)];
              if (barbers.some((i) => canTake(i, start))) expected.push(hhmm(start));
            }
            const order = { minutes, byBarber };
            const offered = bookableSlots(calendar, MONDAY, order, holds, now, who);
            expect(offered.map((s) => s.time)).toEqual(expected);
            for (const slot of offered) {
              const i = ids.indexOf(slot.barberId ?? '');
              expect(canTake(i, minuteOf(slot.startAt))).toBe(true);
              expect(slot.endAt - slot.startAt).toBe((lengthOf(i) ?? 0) * 60_000);
              if (who) expect(slot.barberId).toBe(who);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
    // A thousand schedules take a few seconds alone and more beside other suites: slow under
    // load is fine, red is not.
  }, 60_000);
});

function hhmm(minutes: number) {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
