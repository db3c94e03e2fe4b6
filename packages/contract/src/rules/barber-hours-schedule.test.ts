import { describe, expect, it } from 'vitest';
import { startRanges } from './wait-range';
import { type ScheduleInput, scheduleQueue } from './waiting-time';

const MIN = 60_000;
const now = Date.UTC(2026, 10, 25, 11, 40);
const at = (minutes: number) => now + minutes * MIN;
const INF = Number.POSITIVE_INFINITY;
/** Minutes after now of every start of the queue (Infinity: never). */
const startsOf = (input: Omit<Parameters<typeof scheduleQueue>[0], 'now'>) =>
  scheduleQueue({ now, ...input }).map((start) => (start - now) / MIN);
/** Bruno works until 20 minutes from now. */
const brunoLeavesIn20: ScheduleInput['hours'] = [
  { barberId: 'bruno', shifts: [{ start: at(-180), end: at(20) }] },
];

describe('a barber with hours of their own', () => {
  it('starts only a customer whose service is done before their shift ends', () => {
    expect(
      startsOf({
        chairs: ['bruno'],
        hours: brunoLeavesIn20,
        inService: [],
        queue: [{ durationMinutes: 30, barberId: 'bruno' }],
      }),
    ).toEqual([INF]);
    expect(
      startsOf({
        chairs: ['bruno'],
        hours: brunoLeavesIn20,
        inService: [],
        queue: [
          { durationMinutes: 30, barberId: 'bruno' },
          { durationMinutes: 20, barberId: 'bruno' },
        ],
      }),
    ).toEqual([INF, 0]);
  });

  it('judges by the planned length, as the barber does', () => {
    expect(
      startsOf({
        chairs: ['bruno'],
        hours: brunoLeavesIn20,
        inService: [],
        queue: [{ durationMinutes: 35, plannedMinutes: 20 }],
      }),
    ).toEqual([0]);
  });

  it('leaves a customer for any barber to a colleague who can finish them', () => {
    // Bruno is free now but leaves in 20 minutes; Aino frees in 10. A 30-minute walk-in goes
    // to Aino; a 15-minute one after them fits Bruno's last minutes.
    expect(
      startsOf({
        chairs: ['aino', 'bruno'],
        hours: brunoLeavesIn20,
        inService: [{ startedAt: at(-20), durationMinutes: 30, barberId: 'aino' }],
        queue: [{ durationMinutes: 30 }, { durationMinutes: 15 }],
      }),
    ).toEqual([10, 0]);
  });

  it('starts nobody between two shifts, and again from the next one', () => {
    const split = [
      {
        barberId: 'bruno',
        shifts: [
          { start: at(-160), end: at(20) },
          { start: at(80), end: at(320) },
        ],
      },
    ];
    expect(
      startsOf({
        chairs: ['bruno'],
        hours: split,
        inService: [],
        queue: [
          { durationMinutes: 30, barberId: 'bruno' },
          { durationMinutes: 30, barberId: 'bruno' },
        ],
      }),
    ).toEqual([80, 110]);
  });

  it('takes a booking only inside their hours, and keeps no chair for one they cannot take', () => {
    // A booking at 5 for 30 minutes; Aino frees at 20. Without hours Bruno keeps his chair
    // for it and the walk-in waits for Aino; leaving at 20, he cannot take it: he takes the
    // walk-in now and the booking waits for Aino, ahead of her own customer.
    const input = {
      chairs: ['aino', 'bruno'],
      inService: [{ startedAt: at(-20), durationMinutes: 40, barberId: 'aino' }],
      bookings: [{ start: at(5), end: at(35) }],
      queue: [{ durationMinutes: 10 }, { durationMinutes: 10, barberId: 'aino' }],
    };
    expect(startsOf(input)).toEqual([20, 30]);
    expect(startsOf({ ...input, hours: brunoLeavesIn20 })).toEqual([0, 50]);
  });

  it('gives ranges that never start a customer past the barber’s shift', () => {
    const spread = { median: 30, p80: 36 };
    const [ranged] = startRanges({
      now,
      chairs: ['bruno'],
      hours: brunoLeavesIn20,
      inService: [],
      queue: [{ spread, barberId: 'bruno', showChance: 1, plannedMinutes: 30 }],
    });
    expect(ranged).toEqual({ earliest: INF, likely: INF, latest: INF, soonest: INF });
    const [fits] = startRanges({
      now,
      chairs: ['bruno'],
      hours: [{ barberId: 'bruno', shifts: [{ start: at(-60), end: at(60) }] }],
      inService: [],
      queue: [{ spread, barberId: 'bruno', showChance: 1, plannedMinutes: 30 }],
    });
    expect(fits).toEqual({ earliest: now, likely: now, latest: now, soonest: now });
  });
});
