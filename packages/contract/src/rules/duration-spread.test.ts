import { describe, expect, it } from 'vitest';
import {
  combineSpreads,
  durationDraws,
  EMPIRICAL_MIN_SAMPLES,
  EMPIRICAL_QUANTILES,
  learnDuration,
} from './duration-spread';

/** Exponential times averaging `mean` minutes, evenly spread over their quantiles. */
const exponentialTimes = (count: number, mean: number) =>
  Array.from({ length: count }, (_, i) => -Math.log(1 - (i + 0.5) / count) * mean);

/** The average of many draws, each beyond `atLeast`, over evenly spread uniforms. */
const averageDraw = (draw: ReturnType<typeof durationDraws>, atLeast = 0) => {
  const n = 20_000;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += draw((i + 0.5) / n, atLeast);
  return sum / n;
};

describe('what a service takes, once there are enough visits', () => {
  it('keeps the times themselves only from enough visits on', () => {
    const steady = (count: number) => Array.from({ length: count }, (_, i) => 20 + (i % 21));
    const few = learnDuration(steady(EMPIRICAL_MIN_SAMPLES - 1), 30);
    expect(few.quantiles).toBeUndefined();
    const many = learnDuration(steady(EMPIRICAL_MIN_SAMPLES), 30);
    expect(many.quantiles).toHaveLength(EMPIRICAL_QUANTILES);
    expect(many.quantiles).toEqual([...(many.quantiles ?? [])].sort((a, b) => a - b));
  });

  it('draws exponential-like times with their own mean, where a fitted log-normal overstates it', () => {
    const learned = learnDuration(exponentialTimes(2_000, 30), 30);
    // Times over five times the catalogue's are left out, so a little under 30.
    expect(averageDraw(durationDraws(learned))).toBeGreaterThan(28);
    expect(averageDraw(durationDraws(learned))).toBeLessThan(30.5);
    const fitted = { median: learned.median, p80: learned.p80 };
    expect(averageDraw(durationDraws(fitted))).toBeGreaterThan(33);
  });

  it('draws what is left of a service under way as its times say: memoryless ones stay so', () => {
    const draw = durationDraws(learnDuration(exponentialTimes(2_000, 30), 30));
    const left = (atLeast: number) => averageDraw(draw, atLeast) - atLeast;
    expect(left(0)).toBeGreaterThan(26);
    expect(left(30) / left(0)).toBeGreaterThan(0.85);
    expect(left(30) / left(0)).toBeLessThan(1.15);
    // Never less than it has lasted, also past the longest time seen.
    expect(draw(0.01, 200)).toBeGreaterThanOrEqual(200);
    expect(draw(0.01, 40)).toBeGreaterThanOrEqual(40);
  });

  it('keeps a service’s shape with its add-ons, moved by their medians', () => {
    const service = learnDuration(exponentialTimes(500, 30), 30);
    const addon = { median: 5, p80: 6 };
    const order = combineSpreads([service, addon]);
    expect(order.median).toBeCloseTo(service.median + 5, 9);
    expect(order.quantiles?.[0]).toBeCloseTo((service.quantiles?.[0] ?? 0) + 5, 9);
    // Two shaped parts have no one shape: the order is drawn from the fitted log-normal.
    expect(combineSpreads([service, service]).quantiles).toBeUndefined();
  });
});
