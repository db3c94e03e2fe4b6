import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineSpreads,
  drawDuration,
  extendPlayOut,
  learnDuration,
  learnShowChance,
  nominalSpread,
  playOut,
  priorSamples,
  type RangeInput,
  startRanges,
} from './wait-range';
import { scheduleQueue } from './waiting-time';

const MIN = 60_000;
const now = Date.UTC(2026, 10, 23, 8, 0);
const at = (minutes: number) => now + minutes * MIN;
const fixed = (minutes: number) => ({ median: minutes, p80: minutes });

describe('learning a service’s real duration', () => {
  it('is the catalogue’s duration with no history', () => {
    expect(learnDuration([], 30)).toEqual(nominalSpread(30));
  });

  it('moves only part of the way with few samples, and most of the way with many', () => {
    const few = learnDuration([40, 40], 30);
    expect(few.median).toBeCloseTo(30 + (10 * 2) / (2 + priorSamples));
    const many = learnDuration(
      Array.from({ length: 200 }, () => 40),
      30,
    );
    expect(many.median).toBeGreaterThan(39.5);
    expect(many.median).toBeLessThan(40);
  });

  it('is not moved by a few extreme visits', () => {
    const usual = Array.from({ length: 40 }, (_, i) => 36 + (i % 5));
    const plain = learnDuration(usual, 30);
    const withOutliers = learnDuration([...usual, 2, 3, 110, 140, 600], 30);
    expect(Math.abs(withOutliers.median - plain.median)).toBeLessThan(0.5);
    expect(Math.abs(withOutliers.p80 - plain.p80)).toBeLessThan(1.5);
  });

  it('ignores a visit nobody finished (over five times the catalogue)', () => {
    expect(learnDuration([31, 29, 480], 30)).toEqual(learnDuration([31, 29], 30));
  });

  it('keeps the 80th percentile at or above the median', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: 150, noNaN: true })), (samples) => {
        const spread = learnDuration(samples, 30);
        expect(spread.p80).toBeGreaterThanOrEqual(spread.median);
      }),
    );
  });

  it('adds an add-on’s median, and widens the spread by less than the sum', () => {
    const both = combineSpreads([
      { median: 30, p80: 36 },
      { median: 5, p80: 8 },
    ]);
    expect(both.median).toBe(35);
    expect(both.p80).toBeCloseTo(35 + Math.sqrt(36 + 9));
  });
});

describe('who really comes', () => {
  it('starts from the prior and follows the history as it grows', () => {
    expect(learnShowChance(0, 0)).toBeCloseTo(0.9);
    expect(learnShowChance(800, 1000)).toBeCloseTo((800 + 18) / 1020);
  });
});

describe('drawing durations', () => {
  it('puts the median and the 80th percentile where they were learned', () => {
    const spread = { median: 30, p80: 40 };
    expect(drawDuration(spread, 0.5)).toBeCloseTo(30, 5);
    expect(drawDuration(spread, 0.8)).toBeCloseTo(40, 3);
  });

  it('draws only what is still possible for a service already under way', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), (u) => {
        expect(drawDuration({ median: 30, p80: 40 }, u, 45)).toBeGreaterThanOrEqual(45);
      }),
    );
  });
});

describe('the start range', () => {
  it('is a single instant when nothing is uncertain', () => {
    const [first, second] = startRanges({
      now,
      chairs: [null],
      inService: [{ startedAt: at(-10), spread: fixed(30) }],
      queue: [
        { spread: fixed(30), showChance: 1 },
        { spread: fixed(20), showChance: 1 },
      ],
    });
    expect(first).toEqual({ earliest: at(20), likely: at(20), latest: at(20), soonest: at(20) });
    expect(second).toEqual({ earliest: at(50), likely: at(50), latest: at(50), soonest: at(50) });
  });

  it('widens with uncertain durations and holds the certain start inside it', () => {
    const ranges = startRanges({
      now,
      chairs: [null],
      inService: [],
      queue: [
        { spread: { median: 30, p80: 40 }, showChance: 1 },
        { spread: { median: 30, p80: 40 }, showChance: 1 },
        { spread: fixed(30), showChance: 1 },
      ],
    });
    const third = ranges[2];
    expect(third?.earliest).toBeLessThan(at(60));
    expect(third?.latest).toBeGreaterThan(at(60));
    expect(third?.earliest).toBeLessThanOrEqual(third?.likely ?? 0);
    expect(third?.likely).toBeLessThanOrEqual(third?.latest ?? 0);
    // The time to set off for is earlier still: one run in twenty starts before it.
    expect(third?.soonest).toBeLessThan(third?.earliest ?? 0);
  });

  it('comes sooner when those ahead often do not come, by what finding out costs', () => {
    const queue = (showChance: number) =>
      Array.from({ length: 4 }, () => ({ spread: fixed(30), showChance }));
    const certain = startRanges({ now, chairs: [null], inService: [], queue: queue(1) });
    const doubtful = startRanges({
      now,
      chairs: [null],
      inService: [],
      queue: queue(0.5),
      noShowMinutes: 2,
    });
    expect(certain[3]?.likely).toBe(at(90));
    expect(doubtful[3]?.likely).toBeLessThan(at(90));
    expect(doubtful[3]?.earliest).toBeGreaterThanOrEqual(at(6));
  });

  it('gives the same answer for the same queue, on every node and every time', () => {
    const input = {
      now,
      chairs: [null, null],
      inService: [{ startedAt: at(-5), spread: { median: 30, p80: 38 } }],
      queue: [{ spread: { median: 25, p80: 30 }, showChance: 0.9 }],
    };
    expect(startRanges(input)).toEqual(startRanges(input));
  });

  it('has no start for a customer whose barber has no chair at work', () => {
    const [mine] = startRanges({
      now,
      chairs: ['anna'],
      inService: [],
      queue: [{ spread: fixed(30), barberId: 'ben', showChance: 1 }],
    });
    expect(mine?.likely).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts walk-ins still to come, who take a free chair and leave a booking to the barber asked for', () => {
    // Eero is free and the only one waiting asked for Aino, who cuts until 10. With nobody
    // else coming, Eero takes the booking at 20 and she starts at 10. Walk-ins joining
    // before 20 keep Eero busy: the booking falls to Aino, and her customer starts after it.
    const input = {
      now,
      chairs: ['aino', 'eero'],
      inService: [{ startedAt: at(-20), spread: fixed(30), barberId: 'aino' }],
      queue: [{ spread: fixed(20), barberId: 'aino', showChance: 1 }],
      bookings: [{ start: at(20), end: at(50) }],
    };
    const walkIns = (perHour: number) => ({
      windows: [{ from: now, to: at(15), perHour }],
      spread: fixed(30),
      plannedMinutes: 30,
    });
    const [alone] = startRanges(input);
    const [busy] = startRanges({ ...input, arrivals: walkIns(12) });
    const [nobody] = startRanges({ ...input, arrivals: walkIns(0) });
    expect(alone).toEqual({ earliest: at(10), likely: at(10), latest: at(10), soonest: at(10) });
    expect(nobody).toEqual(alone);
    // Twelve an hour: three expected in the first quarter hour, and at least one joins in
    // about 95 % of the runs.
    expect(busy?.likely).toBe(at(50));
    expect(busy?.earliest).toBe(at(50));
  });
});

/** A shop without bookings: chairs (some by unknown barbers), services under way, a queue. */
const barberIds = ['aino', 'eero', 'ilona'] as const;
const shopWithoutBookings = (uncertain: boolean) =>
  fc.record({
    chairs: fc.array(fc.constantFrom<string | null>(null, ...barberIds), {
      minLength: 1,
      maxLength: 4,
    }),
    inService: fc.array(
      fc.record({
        startedAgo: fc.integer({ min: 0, max: 60 }),
        minutes: fc.integer({ min: 5, max: 60 }),
        barberId: fc.constantFrom<string | null>(null, ...barberIds),
      }),
      { maxLength: 4 },
    ),
    // Barbers on a break, back this many minutes from now.
    breaks: fc.array(
      fc.record({
        barberId: fc.constantFrom(...barberIds),
        backIn: fc.integer({ min: 1, max: 90 }),
      }),
      { maxLength: 2 },
    ),
    queue: fc.array(
      fc.record({
        minutes: fc.integer({ min: 1, max: 60 }),
        spreadMinutes: uncertain ? fc.integer({ min: 0, max: 20 }) : fc.constant(0),
        barberId: fc.constantFrom<string | null>(null, null, ...barberIds),
        showChance: uncertain ? fc.constantFrom(1, 0.9, 0.5) : fc.constant(1),
      }),
      { minLength: 1, maxLength: 25 },
    ),
  });
type Shop = fc.Arbitrary<
  ReturnType<typeof shopWithoutBookings> extends fc.Arbitrary<infer T> ? T : never
>;
const rangeInput = (shop: Shop extends fc.Arbitrary<infer T> ? T : never): RangeInput => ({
  now,
  chairs: shop.chairs,
  breaks: shop.breaks.map((b) => ({ barberId: b.barberId, until: at(b.backIn) })),
  inService: shop.inService.map((s) => ({
    startedAt: at(-s.startedAgo),
    spread: fixed(s.minutes),
    barberId: s.barberId,
  })),
  queue: shop.queue.map((c) => ({
    spread: { median: c.minutes, p80: c.minutes + c.spreadMinutes },
    barberId: c.barberId,
    showChance: c.showChance,
  })),
  noShowMinutes: 2,
});

describe('a queue without bookings', () => {
  it('gives every customer the start greedy dispatch gives them, walk-ins to come or not', () => {
    fc.assert(
      fc.property(
        shopWithoutBookings(false),
        fc.array(fc.integer({ min: 1, max: 240 }), { maxLength: 5 }),
        (shop, joinMinutes) => {
          const input = rangeInput(shop);
          const dispatched = scheduleQueue({
            now,
            chairs: input.chairs,
            breaks: input.breaks,
            inService: shop.inService.map((s) => ({
              startedAt: at(-s.startedAgo),
              durationMinutes: s.minutes,
              barberId: s.barberId,
            })),
            queue: [
              ...shop.queue.map((c) => ({ durationMinutes: c.minutes, barberId: c.barberId })),
              // Walk-ins still to come join behind everyone and take only what is left.
              ...joinMinutes.map((m) => ({ durationMinutes: 20, joinsAt: at(m) })),
            ],
          });
          const ranges = startRanges(input, { runs: 1 });
          expect(ranges.map((r) => r.likely)).toEqual(dispatched.slice(0, shop.queue.length));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('places a newcomer for any barber from where the chairs stand, as a whole play-out would', () => {
    fc.assert(
      fc.property(shopWithoutBookings(true), fc.integer({ min: 1, max: 3 }), (shop, added) => {
        const cut = Math.max(0, shop.queue.length - added);
        const queue = shop.queue.map((c, i) => (i < cut ? c : { ...c, barberId: null }));
        const input = rangeInput({ ...shop, queue });
        const before = playOut({ ...input, queue: input.queue.slice(0, cut) }, { runs: 40 });
        const extended = extendPlayOut(before, input, { runs: 40 });
        expect(extended?.ranges).toEqual(playOut(input, { runs: 40 }).ranges);
      }),
      { numRuns: 300 },
    );
  });

  it('plays the queue out again when a newcomer asks for a barber: those ahead may move', () => {
    const input: RangeInput = {
      now,
      chairs: ['aino', 'eero'],
      inService: [],
      queue: [{ spread: fixed(40), showChance: 1 }],
    };
    const before = playOut(input, { runs: 1 });
    expect(before.ranges[0]?.likely).toBe(now);
    const withAino = {
      ...input,
      queue: [...input.queue, { spread: fixed(30), barberId: 'aino', showChance: 1 }],
    };
    expect(extendPlayOut(before, withAino, { runs: 1 })).toBeNull();
    // The whole play-out sends the first to Eero: both start now.
    expect(playOut(withAino, { runs: 1 }).ranges.map((r) => r.likely)).toEqual([now, now]);
  });

  it('leaves everyone’s range as it was when someone joins behind them', () => {
    const queue = Array.from({ length: 12 }, (_, i) => ({
      spread: { median: 20 + i, p80: 30 + i },
      showChance: 0.9,
      barberId: i % 3 === 0 ? 'aino' : null,
    }));
    const input = { now, chairs: ['aino', null], inService: [], queue, noShowMinutes: 2 };
    const longer = {
      ...input,
      queue: [...queue, { spread: { median: 45, p80: 60 }, showChance: 0.9 }],
    };
    expect(startRanges(longer).slice(0, queue.length)).toEqual(startRanges(input));
  });

  it('is played out again, not extended, once a booking needs a chair', () => {
    const input = rangeInput({
      chairs: [null],
      inService: [],
      breaks: [],
      queue: [{ minutes: 30, spreadMinutes: 0, barberId: null, showChance: 1 }],
    });
    const before = playOut(input);
    const withBooking = {
      ...input,
      queue: [...input.queue, { spread: fixed(30), showChance: 1 }],
      bookings: [{ start: at(40), end: at(70) }],
    };
    expect(extendPlayOut(before, withBooking)).toBeNull();
    expect(playOut(withBooking).chairs).toBeNull();
  });
});
