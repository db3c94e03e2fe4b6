import { describe, expect, it } from 'vitest';
import { draws, type Family } from './draws';
import { scenarios } from './scenarios';
import { MINUTE, simulateShopDay } from './shop-day';

describe('the visit lengths the scenarios draw', () => {
  const moments = (family: Family, cv: number) => {
    const random = draws(42);
    const xs = Array.from({ length: 40_000 }, () => random.factor(family, cv));
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    return { mean, cv: sd / mean };
  };
  it.each([
    ['lognormal', 0.18],
    ['lognormal', 0.9],
    ['gamma', 0.4],
    ['gamma', 0.9],
    ['exponential', 1],
  ] as const)('%s with CV %s has mean 1 and that spread', (family, cv) => {
    const seen = moments(family, cv);
    expect(seen.mean).toBeGreaterThan(0.97);
    expect(seen.mean).toBeLessThan(1.03);
    expect(seen.cv / cv).toBeGreaterThan(0.93);
    expect(seen.cv / cv).toBeLessThan(1.07);
  });
});

describe('a simulated shop day', () => {
  for (const scenario of scenarios) {
    it(`${scenario.name}: keeps to the shop's rules`, () => {
      for (const day of [0, 1, 2]) {
        const log = simulateShopDay(scenario, day, 3);
        const spans = new Map<string, [number, number][]>();
        const add = (barberId: string | undefined, start: number, end: number) => {
          if (!barberId) throw new Error('a visit without a barber');
          spans.set(barberId, [...(spans.get(barberId) ?? []), [start, end]]);
        };
        for (const w of log.walkIns) {
          if (w.outcome !== 'served') continue;
          expect(w.startedAt).toBeGreaterThanOrEqual(w.joinedAt);
          add(w.barberId, w.startedAt ?? 0, w.endedAt ?? 0);
          // Served by the barber asked for (one who went home had his handed to anyone).
          if (w.requested) expect(w.barberId).toBe(w.requested);
        }
        for (const b of log.bookings) {
          if (b.startedAt === undefined) continue;
          expect(b.arrivesAt).not.toBeNull();
          expect(b.startedAt).toBeGreaterThanOrEqual(Math.max(b.start, b.arrivesAt ?? 0));
          add(b.barberId, b.startedAt, b.endedAt ?? 0);
        }
        for (const barber of log.barbers) {
          for (const br of barber.breaks) {
            expect(br.end - br.start).toBe(20 * MINUTE);
            add(barber.id, br.start, br.end);
          }
          const sorted = (spans.get(barber.id) ?? []).sort((a, b) => a[0] - b[0]);
          for (let i = 1; i < sorted.length; i++) {
            expect(sorted[i]?.[0]).toBeGreaterThanOrEqual(sorted[i - 1]?.[1] ?? 0);
          }
          if (barber.homeAt !== null) {
            expect(sorted.every(([start]) => start < (barber.homeAt ?? 0))).toBe(true);
          }
        }
        expect(log.barbers.some((b) => b.breaks.length > 0)).toBe(scenario.breaks !== 'none');
      }
    });
  }
});
