// Random draws for the scenario bench's shop, from a seed. Nothing here comes from the
// estimator: the families and their spreads are the scenarios' own.
import { seededRandom } from '../../../apps/server/src/lib/seeded-random';

export type Family = 'lognormal' | 'gamma' | 'exponential';

export function draws(seed: number) {
  const { next } = seededRandom(seed);
  const uniform = (low: number, high: number) => low + (high - low) * next();
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const exponential = (mean: number) => -Math.log(1 - next()) * mean;
  /** Marsaglia and Tsang's method; below shape 1, boosted by a uniform power. */
  const gamma = (shape: number): number => {
    if (shape < 1) return gamma(shape + 1) * (1 - next()) ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = normal();
      const v = (1 + c * x) ** 3;
      if (v <= 0) continue;
      const u = next();
      if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  /** A factor with mean 1 and the coefficient of variation `cv`, from the family named. */
  const factor = (family: Family, cv: number): number => {
    if (family === 'exponential') return exponential(1);
    if (family === 'gamma') {
      const shape = 1 / (cv * cv);
      return gamma(shape) / shape;
    }
    const sigma2 = Math.log(1 + cv * cv);
    return Math.exp(Math.sqrt(sigma2) * normal() - sigma2 / 2);
  };
  return { next, uniform, normal, exponential, gamma, factor };
}
export type Draws = ReturnType<typeof draws>;
