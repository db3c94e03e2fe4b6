import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateStart, type ScheduleInput, scheduleQueue, waitingMinutes } from './waiting-time';

const MIN = 60_000;
const now = Date.UTC(2026, 10, 23, 8, 0);
const at = (minutes: number) => now + minutes * MIN;
const startIn = (input: Omit<ScheduleInput, 'now'>) =>
  (estimateStart({ now, ...input }) - now) / MIN;

describe('the waiting-time rule on hand-computed schedules', () => {
  it('one chair: everyone ahead one after another, after the current service', () => {
    expect(
      startIn({
        chairs: 1,
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
        chairs: 2,
        inService: [{ startedAt: at(-20), durationMinutes: 30 }],
        ahead: [{ durationMinutes: 30 }, { durationMinutes: 40 }, { durationMinutes: 20 }],
        durationMinutes: 30,
      }),
    ).toBe(50);
  });

  it('five chairs: nobody waits while a chair is free', () => {
    expect(
      startIn({
        chairs: 5,
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
        chairs: 5,
        inService: [5, 10, 15, 20, 25].map((m) => ({ startedAt: at(m - 30), durationMinutes: 30 })),
        ahead: Array.from({ length: 6 }, () => ({ durationMinutes: 30 })),
        durationMinutes: 30,
      }),
    ).toBe(40);
  });

  it('a service that overran frees its chair now, not in the past', () => {
    expect(
      startIn({
        chairs: 1,
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
        chairs: 1,
        inService: [],
        ahead: [],
        bookings: [{ chair: 0, start: at(10), end: at(40) }],
        durationMinutes: 30,
      }),
    ).toBe(40);
    // A 10-minute service fits before it.
    expect(
      startIn({
        chairs: 1,
        inService: [],
        ahead: [],
        bookings: [{ chair: 0, start: at(10), end: at(40) }],
        durationMinutes: 10,
      }),
    ).toBe(0);
    // With a second chair free, nobody waits for the booking.
    expect(
      startIn({
        chairs: 2,
        inService: [],
        ahead: [],
        bookings: [{ chair: 0, start: at(0), end: at(60) }],
        durationMinutes: 30,
      }),
    ).toBe(0);
  });

  it('has no start when no chair works', () => {
    expect(estimateStart({ now, chairs: 0, inService: [], ahead: [], durationMinutes: 30 })).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('rounds the wait up to whole minutes and never below zero', () => {
    expect(waitingMinutes(now, now + 61_000)).toBe(2);
    expect(waitingMinutes(now, now - 5 * MIN)).toBe(0);
  });
});

const duration = fc.integer({ min: 5, max: 120 });
const scheduleArbitrary = fc.record({
  chairs: fc.integer({ min: 1, max: 6 }),
  inService: fc.array(
    fc.record({ startedAt: fc.integer({ min: -120, max: 0 }).map(at), durationMinutes: duration }),
    { maxLength: 6 },
  ),
  ahead: fc.array(fc.record({ durationMinutes: duration }), { maxLength: 25 }),
  durationMinutes: duration,
});

describe('the waiting-time rule, for any queue', () => {
  it("schedules a whole queue in one pass exactly as each customer's own estimate", () => {
    fc.assert(
      fc.property(scheduleArbitrary, (schedule) => {
        const { ahead, durationMinutes: _, ...rest } = schedule;
        const all = scheduleQueue({ now, ...rest, queue: ahead });
        const one = ahead.map((entry, i) =>
          estimateStart({
            now,
            ...rest,
            ahead: ahead.slice(0, i),
            durationMinutes: entry.durationMinutes,
          }),
        );
        expect(all).toEqual(one);
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
        if (schedule.chairs > schedule.inService.length + schedule.ahead.length) {
          expect(start).toBe(now);
        }
      }),
      { numRuns: 500 },
    );
  });
});
