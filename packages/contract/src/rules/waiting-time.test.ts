import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimateStart,
  type QueuedCustomer,
  type ScheduleInput,
  scheduleQueue,
  waitingMinutes,
} from './waiting-time';

const MIN = 60_000;
const now = Date.UTC(2026, 10, 23, 8, 0);
const at = (minutes: number) => now + minutes * MIN;
/** Chairs whose barbers are not known by name. */
const anyChairs = (count: number) => Array.from({ length: count }, () => null);
const startIn = (input: Omit<ScheduleInput, 'now'>) =>
  (estimateStart({ now, ...input }) - now) / MIN;

describe('the waiting-time rule serves the queue the way a shop does', () => {
  /** Minutes after now of every start of the queue. */
  const startsOf = (input: Omit<Parameters<typeof scheduleQueue>[0], 'now'>) =>
    scheduleQueue({ now, ...input }).map((start) => (start - now) / MIN);

  it('gives a customer for any barber the free barber nobody is waiting for', () => {
    // Aino and Eero are both free. W1 (any) is first, W2 waits for Aino: W1 goes to Eero and
    // both start now, instead of W1 taking Aino and W2 waiting 40 minutes beside a free Eero.
    expect(
      startsOf({
        chairs: ['aino', 'eero'],
        inService: [],
        queue: [
          { durationMinutes: 40 },
          { durationMinutes: 30, barberId: 'aino' },
          { durationMinutes: 0 },
        ],
      }),
    ).toEqual([0, 0, 30]);
    // With nobody waiting for Aino, the first chair in order takes W1 as before.
    expect(
      startsOf({ chairs: ['aino', 'eero'], inService: [], queue: [{ durationMinutes: 40 }] }),
    ).toEqual([0]);
  });

  it("counts a barber on a break from the break's end, and gives his colleague the rest", () => {
    // Eero is on a break until minute 30; Aino is free. E1 (Eero, 30) waits for him; A1 and
    // A2 (any, 20) go to Aino, at 0 and 20; at 30 Eero is back and takes E1; a newcomer for
    // any barber takes Aino at 40.
    const input = {
      chairs: ['aino', 'eero'],
      breaks: [{ barberId: 'eero', until: at(30) }],
      inService: [],
    };
    expect(
      startsOf({
        ...input,
        queue: [
          { durationMinutes: 30, barberId: 'eero' },
          { durationMinutes: 20 },
          { durationMinutes: 20 },
          { durationMinutes: 0 },
        ],
      }),
    ).toEqual([30, 0, 20, 40]);
    // A break that has ended holds the chair no longer; a service outlasting it holds it on.
    expect(
      startIn({
        ...input,
        breaks: [{ barberId: 'eero', until: at(-5) }],
        ahead: [],
        durationMinutes: 0,
        barberId: 'eero',
      }),
    ).toBe(0);
    expect(
      startIn({
        ...input,
        inService: [{ startedAt: at(-5), durationMinutes: 45, barberId: 'eero' }],
        ahead: [],
        durationMinutes: 0,
        barberId: 'eero',
      }),
    ).toBe(40);
  });

  it('plays out the shop-day example: a booking takes the first chair free at its time', () => {
    // 09:40 (minute 0). Aino cuts until 10:00 (20); Eero is free. Bookings 10:00-10:30 and
    // 10:30-11:00. W1 (any, 30), W2 (Aino, 20), W3 (any, 45), then a newcomer (any).
    //  09:40 Eero: W1 until 10:10 would still run at 10:00, but Aino frees by then: W1.
    //  10:00 Aino frees: the 10:00 booking is due and takes her (to 10:30).
    //  10:10 Eero frees: W2 waits for Aino; W3 until 10:55 would run at 10:30, but Aino
    //        frees by then: W3 (0 + 30 = 30 minutes from now).
    //  10:30 Aino frees: the 10:30 booking takes her (to 11:00).
    //  10:55 Eero frees: W2 waits for Aino; the newcomer starts (75).
    //  11:00 Aino frees: W2 (80).
    expect(
      startsOf({
        chairs: ['aino', 'eero'],
        inService: [{ startedAt: at(-10), durationMinutes: 30, barberId: 'aino' }],
        bookings: [
          { start: at(20), end: at(50) },
          { start: at(50), end: at(80) },
        ],
        queue: [
          { durationMinutes: 30 },
          { durationMinutes: 20, barberId: 'aino' },
          { durationMinutes: 45 },
          { durationMinutes: 0 },
        ],
      }),
    ).toEqual([0, 80, 30, 75]);
  });

  it('a booked customer whose time has come takes whichever chair frees first', () => {
    // Both chairs busy at the booking's time (10): Aino frees at 15, Eero at 25. The booked
    // customer takes Aino at 15; the walk-in who asked for her waits until the booking ends.
    expect(
      startsOf({
        chairs: ['aino', 'eero'],
        inService: [
          { startedAt: at(-15), durationMinutes: 30, barberId: 'aino' },
          { startedAt: at(-5), durationMinutes: 30, barberId: 'eero' },
        ],
        bookings: [{ start: at(10), end: at(40) }],
        queue: [{ durationMinutes: 20, barberId: 'aino' }, { durationMinutes: 20 }],
      }),
    ).toEqual([45, 25]);
  });

  it('a barber keeps his chair for a booking only when no colleague frees by then', () => {
    const queue = [{ durationMinutes: 30 }, { durationMinutes: 15 }];
    const booking = { start: at(20), end: at(50) };
    // Eero frees at 20, the booking's time: Aino takes the first customer now (to 30), Eero
    // the booking; the second customer waits for Aino.
    expect(
      startsOf({
        chairs: ['aino', 'eero'],
        inService: [{ startedAt: at(-10), durationMinutes: 30, barberId: 'eero' }],
        bookings: [booking],
        queue,
      }),
    ).toEqual([0, 30]);
    // Eero frees at 25: Aino keeps her chair for the booking. She does not pass over the
    // first customer for a shorter one who would fit; both wait for Eero, then for her.
    expect(
      startsOf({
        chairs: ['aino', 'eero'],
        inService: [{ startedAt: at(-5), durationMinutes: 30, barberId: 'eero' }],
        bookings: [booking],
        queue,
      }),
    ).toEqual([25, 50]);
  });

  it("judges by the catalogue's length: a visit that overruns sends the booking elsewhere", () => {
    // The first customer's catalogue says 20 minutes, ending at the booking's time (20), so
    // Aino takes them; they take 30. At 20 Eero is free first and takes the booking; the
    // second customer waits for Aino at 30.
    expect(
      startsOf({
        chairs: ['aino', 'eero'],
        inService: [{ startedAt: at(-10), durationMinutes: 30, barberId: 'eero' }],
        bookings: [{ start: at(20), end: at(50) }],
        queue: [{ durationMinutes: 30, plannedMinutes: 20 }, { durationMinutes: 30 }],
      }),
    ).toEqual([0, 30]);
  });

  it('seats walk-ins still to come only from when they join', () => {
    // Aino is free; the only one waiting asked for Eero, who cuts until 30. A walk-in joining
    // at 10 takes Aino at once; one joining at 40 finds Aino's chair free too.
    expect(
      startsOf({
        chairs: ['aino', 'eero'],
        inService: [{ startedAt: at(-10), durationMinutes: 40, barberId: 'eero' }],
        queue: [
          { durationMinutes: 20, barberId: 'eero' },
          { durationMinutes: 40, joinsAt: at(10) },
          { durationMinutes: 20, joinsAt: at(40) },
        ],
      }),
    ).toEqual([30, 10, 50]);
  });
});

describe('the waiting-time rule on hand-computed schedules', () => {
  it('one chair: everyone ahead one after another, after the current service', () => {
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [{ startedAt: at(-10), durationMinutes: 30 }],
        ahead: [{ durationMinutes: 30 }, { durationMinutes: 45 }],
        durationMinutes: 20,
      }),
    ).toBe(20 + 30 + 45);
  });

  it('two chairs: each entry ahead takes the chair that frees first', () => {
    // Chair A free at 10, chair B free now. Ahead: 30 -> B (0-30), 40 -> A (10-50),
    // 20 -> B (30-50). We start at 50 on whichever frees first.
    expect(
      startIn({
        chairs: anyChairs(2),
        inService: [{ startedAt: at(-20), durationMinutes: 30 }],
        ahead: [{ durationMinutes: 30 }, { durationMinutes: 40 }, { durationMinutes: 20 }],
        durationMinutes: 30,
      }),
    ).toBe(50);
  });

  it('five chairs: nobody waits while a chair is free', () => {
    expect(
      startIn({
        chairs: anyChairs(5),
        inService: [
          { startedAt: at(-5), durationMinutes: 30 },
          { startedAt: at(-5), durationMinutes: 30 },
        ],
        ahead: [{ durationMinutes: 30 }, { durationMinutes: 30 }],
        durationMinutes: 30,
      }),
    ).toBe(0);
    // Five busy chairs freeing at 5, 10, 15, 20, 25 and six ahead of 30 minutes:
    // they take 5,10,15,20,25 then 35 (5+30); we get the chair free at 40 (10+30).
    expect(
      startIn({
        chairs: anyChairs(5),
        inService: [5, 10, 15, 20, 25].map((m) => ({ startedAt: at(m - 30), durationMinutes: 30 })),
        ahead: Array.from({ length: 6 }, () => ({ durationMinutes: 30 })),
        durationMinutes: 30,
      }),
    ).toBe(40);
  });

  it('a service that overran frees its chair now, not in the past', () => {
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [{ startedAt: at(-90), durationMinutes: 30 }],
        ahead: [],
        durationMinutes: 30,
      }),
    ).toBe(0);
  });

  it('a confirmed booking blocks its chair for its interval', () => {
    // One chair, a booking 10-40. A 30-minute service cannot fit before it: start at 40.
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [],
        ahead: [],
        bookings: [{ start: at(10), end: at(40) }],
        durationMinutes: 30,
      }),
    ).toBe(40);
    // A 10-minute service fits before it.
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [],
        ahead: [],
        bookings: [{ start: at(10), end: at(40) }],
        durationMinutes: 10,
      }),
    ).toBe(0);
    // With a second chair free, nobody waits for the booking.
    expect(
      startIn({
        chairs: anyChairs(2),
        inService: [],
        ahead: [],
        bookings: [{ start: at(0), end: at(60) }],
        durationMinutes: 30,
      }),
    ).toBe(0);
  });

  it('a booking takes one of the chairs, whoever is free then', () => {
    // Two chairs, a booking 20-60. Ahead: 30 takes chair 1 at 0 (0-30). The 40 cannot take
    // chair 2 at 0: at 20 the booking needs the second chair; it starts at 30 (30-70). We
    // need 30 minutes: until 60 the booking and the 40 fill both chairs, so we start at 60.
    expect(
      startIn({
        chairs: anyChairs(2),
        inService: [],
        ahead: [{ durationMinutes: 30 }, { durationMinutes: 40 }],
        bookings: [{ start: at(20), end: at(60) }],
        durationMinutes: 30,
      }),
    ).toBe(60);
  });

  it('a booking whose customer is here but not yet in the chair needs its whole length from now', () => {
    const late = { start: at(-10), end: at(20) };
    // Not here: the booking keeps its interval, to 20.
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [],
        ahead: [],
        bookings: [late],
        durationMinutes: 30,
      }),
    ).toBe(20);
    // Here: 30 minutes from now.
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [],
        ahead: [],
        bookings: [{ ...late, hasArrived: true }],
        durationMinutes: 30,
      }),
    ).toBe(30);
    // A booking that ended with nobody here blocks nothing.
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [],
        ahead: [],
        bookings: [{ start: at(-40), end: at(-10) }],
        durationMinutes: 30,
      }),
    ).toBe(0);
  });

  it('a booked customer whose chair runs late waits for it, and walk-ins still come after them', () => {
    // One chair: a service started 10 minutes ago runs 50, to 40; a booking 30-60 cannot start
    // on time, so it takes the chair when it frees (40-70) and a 30-minute walk-in starts at 70.
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [{ startedAt: at(-10), durationMinutes: 50 }],
        ahead: [],
        bookings: [{ start: at(30), end: at(60) }],
        durationMinutes: 30,
      }),
    ).toBe(70);
    // Two bookings at once for one chair: the second waits for the first, and so does the
    // walk-in.
    expect(
      startIn({
        chairs: anyChairs(1),
        inService: [],
        ahead: [],
        bookings: [
          { start: at(0), end: at(30) },
          { start: at(0), end: at(30) },
        ],
        durationMinutes: 30,
      }),
    ).toBe(60);
  });

  it('a customer for a barber waits for that barber; "any" takes the first chair that frees', () => {
    const chairs = ['aino', 'eero'];
    // Aino cuts until 30, Eero is free now.
    const inService = [{ startedAt: at(-10), durationMinutes: 40, barberId: 'aino' }];
    expect(startIn({ chairs, inService, ahead: [], durationMinutes: 20, barberId: 'aino' })).toBe(
      30,
    );
    expect(startIn({ chairs, inService, ahead: [], durationMinutes: 20 })).toBe(0);
    // Behind someone waiting for Aino, an "any" customer still gets Eero at once.
    expect(
      startIn({
        chairs,
        inService,
        ahead: [{ durationMinutes: 20, barberId: 'aino' }],
        durationMinutes: 20,
      }),
    ).toBe(0);
    // Behind someone waiting for Eero (0-20), a customer for Eero starts at 20.
    expect(
      startIn({
        chairs,
        inService,
        ahead: [{ durationMinutes: 20, barberId: 'eero' }],
        durationMinutes: 20,
        barberId: 'eero',
      }),
    ).toBe(20);
  });

  it('a booking keeps one barber for its whole interval: barbers do not swap mid-service', () => {
    // Aino cuts until 20, Eero is free; a booking 20-50. Ahead: "any" 30 takes Eero 0-30, so
    // at 20 only Aino is free and takes the booking until 50. A customer for Aino starts at
    // 50, not at 30 when Eero could have taken over a booking already in Aino's chair.
    expect(
      startIn({
        chairs: ['aino', 'eero'],
        inService: [{ startedAt: at(-10), durationMinutes: 30, barberId: 'aino' }],
        ahead: [{ durationMinutes: 30 }],
        bookings: [{ start: at(20), end: at(50) }],
        durationMinutes: 20,
        barberId: 'aino',
      }),
    ).toBe(50);
  });

  it('a barber on a break has no chair: customers for them have no start, others ignore them', () => {
    const onlyEero = ['eero'];
    expect(
      estimateStart({
        now,
        chairs: onlyEero,
        inService: [],
        ahead: [],
        durationMinutes: 20,
        barberId: 'aino',
      }),
    ).toBe(Number.POSITIVE_INFINITY);
    // Someone waiting for Aino takes nobody's chair.
    expect(
      startIn({
        chairs: onlyEero,
        inService: [],
        ahead: [{ durationMinutes: 30, barberId: 'aino' }],
        durationMinutes: 20,
      }),
    ).toBe(0);
    // A service Aino is still finishing does not hold Eero's chair.
    expect(
      startIn({
        chairs: onlyEero,
        inService: [{ startedAt: at(-5), durationMinutes: 30, barberId: 'aino' }],
        ahead: [],
        durationMinutes: 20,
      }),
    ).toBe(0);
  });

  it('has no start when no chair works', () => {
    expect(estimateStart({ now, chairs: [], inService: [], ahead: [], durationMinutes: 30 })).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('rounds the wait up to whole minutes and never below zero', () => {
    expect(waitingMinutes(now, now + 61_000)).toBe(2);
    expect(waitingMinutes(now, now - 5 * MIN)).toBe(0);
  });
});

const duration = fc.integer({ min: 5, max: 120 });
/** Queues where everyone asks for any barber, at chairs whose barbers are not named. */
const scheduleArbitrary = fc.record({
  chairs: fc.integer({ min: 1, max: 6 }).map(anyChairs),
  inService: fc.array(
    fc.record({ startedAt: fc.integer({ min: -120, max: 0 }).map(at), durationMinutes: duration }),
    { maxLength: 6 },
  ),
  ahead: fc.array(fc.record({ durationMinutes: duration }), { maxLength: 25 }),
  durationMinutes: duration,
});
const barberIds = ['aino', 'eero', 'kalle', 'liisa'];
const chosenBarber = fc.option(fc.constantFrom(...barberIds), { nil: null });
/** Queues with chosen barbers, some of them on a break, and bookings through the day. */
const fullDayArbitrary = fc.record({
  chairs: fc.subarray(barberIds, { minLength: 1 }),
  inService: fc.array(
    fc.record({
      startedAt: fc.integer({ min: -120, max: 0 }).map(at),
      durationMinutes: duration,
      barberId: chosenBarber,
    }),
    { maxLength: 4 },
  ),
  ahead: fc.array(fc.record({ durationMinutes: duration, barberId: chosenBarber }), {
    maxLength: 20,
  }),
  bookings: fc.array(
    fc
      .record({
        start: fc.integer({ min: -60, max: 480 }),
        length: duration,
        hasArrived: fc.boolean(),
      })
      .map((b) => ({ start: at(b.start), end: at(b.start + b.length), hasArrived: b.hasArrived })),
    { maxLength: 6 },
  ),
  durationMinutes: duration,
  barberId: chosenBarber,
});

describe('the waiting-time rule, for any queue', () => {
  it('plans each customer the start of their own estimate while nobody behind asks for a barber', () => {
    // Without bookings, customers for any barber behind someone do not change their start. One
    // who asks for a barber can: those ahead for any barber go to the others when they can.
    // With bookings a walk-in behind who takes a free chair leaves a booking to the barber
    // someone asked for.
    const noBookings = fullDayArbitrary.map((s) => ({ ...s, bookings: [] }));
    fc.assert(
      fc.property(fc.oneof(scheduleArbitrary, noBookings), (schedule) => {
        const { ahead, durationMinutes: _, ...rest } = schedule as Omit<ScheduleInput, 'now'>;
        const all = scheduleQueue({ now, ...rest, queue: ahead });
        ahead.forEach((entry, i) => {
          if (ahead.slice(i + 1).some((behind) => behind.barberId)) return;
          const own = estimateStart({
            now,
            ...rest,
            ahead: ahead.slice(0, i),
            durationMinutes: entry.durationMinutes,
            barberId: entry.barberId ?? null,
          });
          expect(all[i]).toBe(own);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("keeps everyone's estimate when someone joins behind, and starts newcomers last", () => {
    /** The estimate of every customer in a queue, as the tracking pages compute them. */
    const estimatesOf = (schedule: Omit<ScheduleInput, 'now' | 'durationMinutes'>) =>
      schedule.ahead.map((entry, index) =>
        estimateStart({
          now,
          ...schedule,
          ahead: schedule.ahead.slice(0, index),
          durationMinutes: entry.durationMinutes,
          barberId: entry.barberId ?? null,
        }),
      );
    fc.assert(
      fc.property(
        scheduleArbitrary,
        fc.array(fc.record({ durationMinutes: duration }), { minLength: 1, maxLength: 5 }),
        (schedule, newcomers) => {
          const before = estimatesOf(schedule);
          const after = estimatesOf({ ...schedule, ahead: [...schedule.ahead, ...newcomers] });
          expect(after.slice(0, before.length)).toEqual(before);
          // First come, first served: no newcomer starts before anyone who was already there.
          const lastBefore = Math.max(now, ...before);
          for (const start of after.slice(before.length)) {
            expect(start).toBeGreaterThanOrEqual(lastBefore);
          }
        },
      ),
      { numRuns: 500 },
    );
    // With chosen barbers, a newcomer may start first elsewhere, but nobody already waiting
    // moves (with bookings they may: see the walk-ins still to come above).
    fc.assert(
      fc.property(
        fullDayArbitrary.map((s) => ({ ...s, bookings: [] })),
        fc.array(fc.record({ durationMinutes: duration, barberId: chosenBarber }), {
          minLength: 1,
          maxLength: 5,
        }),
        (schedule, newcomers) => {
          const before = estimatesOf(schedule);
          const after = estimatesOf({ ...schedule, ahead: [...schedule.ahead, ...newcomers] });
          expect(after.slice(0, before.length)).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never moves a customer later when someone ahead leaves', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary.filter((s) => s.ahead.length > 0),
        fc.nat(),
        (schedule, pick) => {
          const leaver = pick % schedule.ahead.length;
          const before = estimateStart({ now, ...schedule });
          const after = estimateStart({
            now,
            ...schedule,
            ahead: schedule.ahead.filter((_, i) => i !== leaver),
          });
          expect(after).toBeLessThanOrEqual(before);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never starts anyone before now, and gives a customer a chair of their own', () => {
    fc.assert(
      fc.property(scheduleArbitrary, (schedule) => {
        const start = estimateStart({ now, ...schedule });
        expect(start).toBeGreaterThanOrEqual(now);
        // With more chairs than people in the shop, nobody waits.
        if (schedule.chairs.length > schedule.inService.length + schedule.ahead.length) {
          expect(start).toBe(now);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('starts everyone whose barber is at work, and only them', () => {
    fc.assert(
      fc.property(fullDayArbitrary, (schedule) => {
        const { ahead, durationMinutes: _, barberId: __, ...rest } = schedule;
        const starts = scheduleQueue({ now, ...rest, queue: ahead });
        ahead.forEach((customer, i) => {
          const start = starts[i] ?? Number.NaN;
          const hasChair = !customer.barberId || schedule.chairs.includes(customer.barberId);
          expect(Number.isFinite(start)).toBe(hasChair);
          if (hasChair) expect(start).toBeGreaterThanOrEqual(now);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('seats walk-ins still to come only once they join, and in the order they join', () => {
    // The play-outs append the walk-ins expected later behind the queue. Nobody starts before
    // joining, and a customer for any barber never starts after one behind who joined no
    // earlier.
    const withArrivals = fullDayArbitrary.chain((schedule) =>
      fc
        .array(
          fc.record({ joinsIn: fc.integer({ min: 1, max: 480 }), durationMinutes: duration }),
          {
            maxLength: 30,
          },
        )
        .map((later) => ({
          ...schedule,
          queue: [
            ...schedule.ahead,
            ...later.map(({ joinsIn, durationMinutes }) => ({
              durationMinutes,
              barberId: null,
              joinsAt: at(joinsIn),
            })),
          ],
        })),
    );
    fc.assert(
      fc.property(withArrivals, ({ ahead: _, durationMinutes: __, barberId: ___, ...schedule }) => {
        const starts = scheduleQueue({ now, ...schedule });
        const anyBarber = schedule.queue.flatMap((customer, i) =>
          customer.barberId
            ? []
            : [{ joinsAt: (customer as QueuedCustomer).joinsAt ?? now, start: starts[i] }],
        );
        anyBarber.forEach(({ joinsAt, start }, i) => {
          expect(start).toBeGreaterThanOrEqual(joinsAt);
          for (const behind of anyBarber.slice(i + 1))
            if (behind.joinsAt >= joinsAt)
              expect(start).toBeLessThanOrEqual(behind.start as number);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('never seats two walk-ins on one chair at once', () => {
    fc.assert(
      fc.property(fullDayArbitrary, (schedule) => {
        const { ahead, durationMinutes: _, barberId: __, ...rest } = schedule;
        const starts = scheduleQueue({ now, ...rest, queue: ahead });
        const walkIns = ahead.flatMap((customer, i) => {
          const start = starts[i] ?? Number.NaN;
          return Number.isFinite(start)
            ? [{ start, end: start + Math.max(1, customer.durationMinutes) * MIN }]
            : [];
        });
        for (const { start } of walkIns) {
          const seated = walkIns.filter((w) => w.start <= start && start < w.end).length;
          expect(seated).toBeLessThanOrEqual(schedule.chairs.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
