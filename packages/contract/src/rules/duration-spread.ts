/**
 * What a time in the chair takes, as a spread learned from the shop's real times, and draws
 * from it for the play-out (`wait-range.ts`).
 */

/**
 * A time in the chair as the shop really takes it: median and 80th percentile, minutes; and,
 * once there are enough visits to draw from them directly, the times themselves as quantiles.
 */
export interface DurationSpread {
  median: number;
  p80: number;
  /**
   * The times at the probabilities 0, 1/(k-1), ..., 1 (k = EMPIRICAL_QUANTILES), ascending:
   * draws follow the shop's own shape of times, whatever family it is (a log-normal fitted to
   * two figures overstates the middle of exponential-like times and understates their tail).
   */
  quantiles?: number[];
}

/** Visits needed before draws follow the times themselves rather than a log-normal. */
export const EMPIRICAL_MIN_SAMPLES = 100;
/** Points kept of the times: every 5 %, ends included. */
export const EMPIRICAL_QUANTILES = 21;

/** With no history, a service's 80th percentile is a fifth over its catalogue duration. */
const nominalSpreadFactor = 1.2;
/** Samples count against this many pseudo-samples of the catalogue's duration. */
export const priorSamples = 8;
/** A time over five times the nominal is a service someone forgot to finish, not a haircut. */
const forgottenFactor = 5;

export const nominalSpread = (minutes: number): DurationSpread => ({
  median: minutes,
  p80: minutes * nominalSpreadFactor,
});

/** The q-quantile of sorted numbers, interpolated between neighbours. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  // Equal neighbours (also two infinite starts) need no interpolation.
  return low === high ? low : low + (high - low) * (at - below);
}

/**
 * What a service takes in this shop, from its real times in the chair: median and 80th
 * percentile (a few very long or very short visits do not move them), drawn toward `prior`
 * (the catalogue's duration, or the shop's own figure for one barber) while samples are few.
 */
export function learnDuration(
  samplesMinutes: readonly number[],
  nominalMinutes: number,
  prior: DurationSpread = nominalSpread(nominalMinutes),
): DurationSpread {
  const kept = samplesMinutes
    .filter((m) => m > 0 && m <= nominalMinutes * forgottenFactor)
    .sort((a, b) => a - b);
  if (kept.length === 0) return prior;
  const weight = kept.length / (kept.length + priorSamples);
  const median = weight * quantile(kept, 0.5) + (1 - weight) * prior.median;
  const p80 = weight * quantile(kept, 0.8) + (1 - weight) * prior.p80;
  const learned = { median, p80: Math.max(median, p80) };
  if (kept.length < EMPIRICAL_MIN_SAMPLES) return learned;
  const last = EMPIRICAL_QUANTILES - 1;
  return {
    ...learned,
    quantiles: Array.from({ length: EMPIRICAL_QUANTILES }, (_, i) => quantile(kept, i / last)),
  };
}

/** The share of such orders served, drawn toward `prior` while there are few of them. */
export function learnShowChance(served: number, total: number, prior = 0.9): number {
  const pseudo = 20;
  return (served + prior * pseudo) / (total + pseudo);
}

/**
 * A service with its add-ons, each drawn on its own: medians add, spreads add in quadrature.
 * When one part alone is known by its times (the service; add-ons are short and steady), the
 * order keeps that shape, moved by the other parts' medians.
 */
export function combineSpreads(parts: readonly DurationSpread[]): DurationSpread {
  const median = parts.reduce((sum, p) => sum + p.median, 0);
  const spread = Math.sqrt(parts.reduce((sum, p) => sum + (p.p80 - p.median) ** 2, 0));
  const shaped = parts.filter((p) => p.quantiles);
  const only = shaped.length === 1 ? shaped[0] : undefined;
  if (!only?.quantiles) return { median, p80: median + spread };
  const others = median - only.median;
  return {
    median,
    p80: median + spread,
    quantiles: only.quantiles.map((minutes) => minutes + others),
  };
}

const z80 = 0.8416212335729143;

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

// Acklam's coefficients, named once: the quantile runs for every simulated draw, so it must
// allocate nothing.
const [A0, A1, A2, A3, A4, A5] = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
] as const;
const [B0, B1, B2, B3, B4] = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
] as const;
const [C0, C1, C2, C3, C4, C5] = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
] as const;
const [D0, D1, D2, D3] = [
  0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416,
] as const;
const P_LOW = 0.02425;

/** The quantile's tails, where `q` is sqrt(-2 ln p) of the nearer end. */
function quantileTail(q: number): number {
  return (
    (((((C0 * q + C1) * q + C2) * q + C3) * q + C4) * q + C5) /
    ((((D0 * q + D1) * q + D2) * q + D3) * q + 1)
  );
}

/** Its inverse (Acklam's rational approximation, relative error under 1.2e-9). */
function normalQuantile(p: number): number {
  if (p < P_LOW) return quantileTail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - P_LOW) return -quantileTail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((A0 * r + A1) * r + A2) * r + A3) * r + A4) * r + A5) * q) /
    (((((B0 * r + B1) * r + B2) * r + B3) * r + B4) * r + 1)
  );
}

/**
 * Draws from what the service takes: the shop's own times where the spread has them, else the
 * log-normal with its median and 80th percentile. Each draw is given uniform `u` in (0, 1);
 * `atLeast` keeps only the part beyond that many minutes (a service already under way has at
 * least lasted so far). The distribution is worked out once, so a play-out drawing a
 * customer's length in every run pays only for the draw.
 */
export function durationDraws(spread: DurationSpread): (u: number, atLeast?: number) => number {
  if (spread.median <= 0) return (_u, atLeast = 0) => Math.max(0, atLeast);
  const fitted = logNormalDraws(spread);
  const times = spread.quantiles;
  if (!times || times.length < 2) return fitted;
  const top = times[times.length - 1] ?? 0;
  return (u, atLeast = 0) =>
    // Beyond the longest time seen, the times say nothing: the fitted tail goes on.
    atLeast >= top ? fitted(u, atLeast) : empiricalDraw(times, u, atLeast);
}

/** The probability at which the quantiles reach `minutes` (linear between points). */
function empiricalCdf(times: readonly number[], minutes: number): number {
  const steps = times.length - 1;
  for (let i = 1; i <= steps; i++) {
    const high = times[i] ?? 0;
    if (minutes < high) {
      const low = times[i - 1] ?? 0;
      const within = high > low ? Math.max(0, minutes - low) / (high - low) : 0;
      return (i - 1 + within) / steps;
    }
  }
  return 1;
}

/** A draw from the quantiles, linear between points, beyond `atLeast` minutes. */
function empiricalDraw(times: readonly number[], u: number, atLeast: number): number {
  const floor = atLeast > 0 ? empiricalCdf(times, atLeast) : 0;
  const at = (floor + (1 - floor) * u) * (times.length - 1);
  const below = Math.min(Math.floor(at), times.length - 2);
  const low = times[below] ?? 0;
  const high = times[below + 1] ?? low;
  return Math.max(atLeast, low + (high - low) * (at - below));
}

/** Draws from the log-normal with the spread's median and 80th percentile. */
function logNormalDraws(spread: DurationSpread): (u: number, atLeast?: number) => number {
  const sigma = Math.log(Math.max(spread.p80, spread.median) / spread.median) / z80;
  if (sigma === 0) return (_u, atLeast = 0) => Math.max(spread.median, atLeast);
  const mu = Math.log(spread.median);
  return (u, atLeast = 0) => {
    const floor = atLeast > 0 ? normalCdf((Math.log(atLeast) - mu) / sigma) : 0;
    const p = Math.min(1 - 1e-9, Math.max(1e-9, floor + (1 - floor) * u));
    return Math.max(atLeast, Math.exp(mu + sigma * normalQuantile(p)));
  };
}

/** One draw: see `durationDraws`. */
export const drawDuration = (spread: DurationSpread, u: number, atLeast = 0): number =>
  durationDraws(spread)(u, atLeast);
