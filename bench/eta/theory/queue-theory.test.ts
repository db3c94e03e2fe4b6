import { describe, expect, it } from 'vitest';
import {
  abandonmentQueueLengthPredictor,
  abandonmentRace,
  erlangA,
  erlangC,
  meanDelayMMc,
  queueLengthPredictor,
} from './queue-formulas';
import { type Arrival, type QueueModel, simulateQueue } from './queue-simulator';

/** Erlang C by its textbook sum, a second way to the same number. */
function erlangCBySum(servers: number, load: number) {
  let factorial = 1;
  let sum = 0;
  for (let k = 0; k < servers; k++) {
    if (k > 0) factorial *= k;
    sum += load ** k / factorial;
  }
  const top = (load ** servers / (factorial * servers)) * (servers / (servers - load));
  return top / (sum + top);
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const delays = (arrivals: Arrival[]) =>
  arrivals.flatMap((a) => (a.delay === undefined ? [] : [a.delay]));

describe('the closed forms', () => {
  it('give the textbook values of Erlang C', () => {
    expect(erlangC(1, 0.8)).toBeCloseTo(0.8, 12);
    expect(erlangC(2, 1)).toBeCloseTo(1 / 3, 12);
    for (const [servers, load] of [
      [3, 2.7],
      [5, 4],
      [10, 9.5],
      [100, 95],
    ] as const) {
      expect(erlangC(servers, load)).toBeCloseTo(erlangCBySum(servers, load), 9);
    }
    // M/M/1: the mean delay is rho / (mu - lambda).
    expect(meanDelayMMc(1, 0.8, 1)).toBeCloseTo(0.8 / 0.2, 12);
  });

  it('make Erlang A tend to Erlang C as patience grows without end', () => {
    const a = erlangA(3, 2.4, 1, 1e-7);
    expect(a.pWait).toBeCloseTo(erlangC(3, 2.4), 5);
    expect(a.pAbandon).toBeLessThan(1e-5);
    expect(a.meanWait).toBeCloseTo(meanDelayMMc(3, 2.4, 1), 3);
  });

  it('make the queue-length predictors sums of exponential steps', () => {
    expect(queueLengthPredictor(3, 2, 0.5)).toEqual({ mean: 4, sd: 2 });
    const q = abandonmentQueueLengthPredictor(1, 2, 1, 1);
    expect(q.mean).toBeCloseTo(1 / 2 + 1 / 3, 12);
    expect(q.sd).toBeCloseTo(Math.sqrt(1 / 4 + 1 / 9), 12);
  });
});

describe('the simulator against the closed forms', () => {
  const mmc: [servers: number, utilisation: number][] = [
    [1, 0.8],
    [3, 0.9],
    [5, 0.8],
  ];
  for (const [servers, utilisation] of mmc) {
    it(`M/M/${servers} at utilisation ${utilisation}: waits, delays and the predictor`, () => {
      const model: QueueModel = { servers, lambda: servers * utilisation, mu: 1, theta: 0 };
      const arrivals = simulateQueue(model, { arrivals: 200_000, seed: 7 + servers });
      const load = model.lambda / model.mu;
      const waited = arrivals.filter((a) => !a.freeServer).length / arrivals.length;
      expect(Math.abs(waited - erlangC(servers, load))).toBeLessThan(0.015);
      const meanDelay = mean(delays(arrivals));
      expect(meanDelay / meanDelayMMc(servers, model.lambda, model.mu)).toBeGreaterThan(0.93);
      expect(meanDelay / meanDelayMMc(servers, model.lambda, model.mu)).toBeLessThan(1.07);
      // Given the queue seen, the delay's mean and spread are the predictor's.
      for (const ahead of [0, 2, 5]) {
        const seen = delays(arrivals.filter((a) => !a.freeServer && a.ahead === ahead));
        const best = queueLengthPredictor(ahead, servers, model.mu);
        expect(mean(seen) / best.mean).toBeGreaterThan(0.96);
        expect(mean(seen) / best.mean).toBeLessThan(1.04);
        const rmse = Math.sqrt(mean(seen.map((d) => (d - best.mean) ** 2)));
        expect(rmse / best.sd).toBeGreaterThan(0.95);
        expect(rmse / best.sd).toBeLessThan(1.05);
      }
    });
  }

  const mmsm: [servers: number, utilisation: number, theta: number][] = [
    [3, 1.2, 0.5],
    [100, 1.4, 1],
  ];
  for (const [servers, utilisation, theta] of mmsm) {
    it(`M/M/${servers}+M at utilisation ${utilisation}: leaving, waits and QL_m`, () => {
      const model: QueueModel = { servers, lambda: servers * utilisation, mu: 1, theta };
      const arrivals = simulateQueue(model, { arrivals: 200_000, seed: 11 + servers });
      const theory = erlangA(servers, model.lambda, model.mu, theta);
      const left = arrivals.filter((a) => a.abandoned).length / arrivals.length;
      expect(Math.abs(left - theory.pAbandon)).toBeLessThan(0.01);
      const waited = arrivals.filter((a) => !a.freeServer).length / arrivals.length;
      expect(Math.abs(waited - theory.pWait)).toBeLessThan(0.01);
      // By the queue they found: how many stayed, and how long those waited.
      const typical = Math.round(mean(arrivals.filter((a) => !a.freeServer).map((a) => a.ahead)));
      for (const ahead of [Math.max(typical - 5, 0), typical, typical + 5]) {
        const found = arrivals.filter((a) => !a.freeServer && a.ahead === ahead);
        const race = abandonmentRace(ahead, servers, model.mu, theta);
        expect(found.length).toBeGreaterThan(300);
        const served = found.filter((a) => !a.abandoned).length / found.length;
        expect(Math.abs(served - race.served)).toBeLessThan(0.04);
        const seen = delays(found);
        expect(mean(seen) / race.meanDelayIfServed).toBeGreaterThan(0.95);
        expect(mean(seen) / race.meanDelayIfServed).toBeLessThan(1.05);
      }
    });
  }
});
