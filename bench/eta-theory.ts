// The waiting-time estimator held against queueing theory. In M/M/c and M/M/s+M (exponential
// services and patience, first come first served) the best possible estimate of a delayed
// customer's start, given the queue they found, is known: QL = (n + 1) / (c mu), and QL_m with
// abandonment (Whitt 1999; Ibrahim and Whitt 2009). The queues are simulated by
// bench/eta/theory/queue-simulator.ts, which shares nothing with the estimator and is checked
// against the closed forms by its own tests. For each sampled delayed customer who was served,
// the product's estimator (`startRanges`, with what this shop would have learned of its
// services and of who stays) is asked at the moment they arrived; its median and its range are
// scored against the start they really got.
// Figures: root-mean-square error of the estimator's median beside the optimal predictor's (the
// target is at most 1.02x), and the share who started before the range and after it beside the
// nominal 20 % each (the target is within 3 points). It exits non-zero when one is missed.
// Run: npx tsx bench/eta-theory.ts
import { learnDuration, learnShowChance, startRanges } from '@jono/contract';
import { seededRandom } from '../apps/server/src/lib/seeded-random';
import { abandonmentQueueLengthPredictor, queueLengthPredictor } from './eta/theory/queue-formulas';
import { type Arrival, simulateQueue } from './eta/theory/queue-simulator';

const MINUTE = 60_000;
/** Minutes a service takes on average: a haircut. */
const MEAN_SERVICE = 30;
const mu = 1 / MEAN_SERVICE;

interface Case {
  name: string;
  servers: number;
  utilisation: number;
  /** Patience: abandonments per minute per waiting customer; 0: nobody leaves. */
  theta: number;
  /** Delayed customers asked, spread over the run. */
  asked: number;
}

const cases: Case[] = [
  ...[1, 3, 5].flatMap((servers) =>
    [0.8, 0.9].map((utilisation) => ({
      name: `M/M/${servers} at ${utilisation}`,
      servers,
      utilisation,
      theta: 0,
      asked: 2_000,
    })),
  ),
  { name: 'M/M/3+M at 1.2', servers: 3, utilisation: 1.2, theta: mu / 2, asked: 2_000 },
  // Ibrahim and Whitt's base case: 100 servers, arrivals at 1.4 times what they can serve.
  { name: 'M/M/100+M at 1.4', servers: 100, utilisation: 1.4, theta: mu, asked: 150 },
];

/** What the shop learns of a service taking an exponential time: the product's own rule. */
function learnedSpread(seed: number) {
  const { next } = seededRandom(seed);
  const visits = Array.from({ length: 2_000 }, () => -Math.log(1 - next()) * MEAN_SERVICE);
  return learnDuration(visits, MEAN_SERVICE);
}

const rms = (xs: number[]) => Math.sqrt(xs.reduce((sum, x) => sum + x * x, 0) / xs.length);
const percent = (part: number, whole: number) => (100 * part) / whole;

interface Scored {
  name: string;
  estimatorRmse: number;
  optimalRmse: number;
  early: number;
  late: number;
}

function score(c: Case): Scored {
  const model = {
    servers: c.servers,
    lambda: c.servers * c.utilisation * mu,
    mu,
    theta: c.theta,
  };
  const total = 100_000 + 400 * c.servers;
  const every = Math.max(1, Math.floor(total / (c.asked * 2)));
  const arrivals = simulateQueue(model, {
    arrivals: total,
    seed: 17 + c.servers,
    snapshot: (index) => index % every === 0,
  });
  const spread = learnedSpread(5 + c.servers);
  // Who stays, as the shop's history says: the share of waiting customers served.
  const waited = arrivals.filter((a) => !a.freeServer);
  const showChance = learnShowChance(waited.filter((a) => !a.abandoned).length, waited.length);
  const chairs = Array.from({ length: c.servers }, (_, i) => `chair-${i}`);
  const asked = arrivals.filter(
    (a): a is Arrival & { delay: number; inServiceSince: number[] } =>
      a.inServiceSince !== undefined && !a.freeServer && a.delay !== undefined,
  );
  const estimatorErrors: number[] = [];
  const optimalErrors: number[] = [];
  let early = 0;
  let late = 0;
  for (const a of asked.slice(0, c.asked)) {
    const now = a.at * MINUTE;
    const ranges = startRanges({
      now,
      chairs,
      inService: a.inServiceSince.map((since, i) => ({
        startedAt: since * MINUTE,
        spread,
        barberId: chairs[i] ?? null,
      })),
      queue: Array.from({ length: a.ahead + 1 }, (_, i) => ({
        spread,
        showChance: i === a.ahead ? 1 : showChance,
        plannedMinutes: MEAN_SERVICE,
      })),
      noShowMinutes: 0,
    });
    const mine = ranges.at(-1);
    if (!mine) continue;
    const started = now + a.delay * MINUTE;
    const best =
      c.theta > 0
        ? abandonmentQueueLengthPredictor(a.ahead, c.servers, mu, c.theta).mean
        : queueLengthPredictor(a.ahead, c.servers, mu).mean;
    estimatorErrors.push((mine.likely - started) / MINUTE);
    optimalErrors.push(best - a.delay);
    if (started < mine.earliest) early++;
    if (started > mine.latest) late++;
  }
  return {
    name: c.name,
    estimatorRmse: rms(estimatorErrors),
    optimalRmse: rms(optimalErrors),
    early: percent(early, estimatorErrors.length),
    late: percent(late, estimatorErrors.length),
  };
}

const results = cases.map(score);
console.log('Delayed customers who were served, asked when they arrived; minutes and percent.');
console.log(
  `${'queue'.padEnd(18)}${'estimator RMSE'.padStart(15)}${'optimal RMSE'.padStart(14)}${'ratio'.padStart(8)}${'early %'.padStart(9)}${'late %'.padStart(8)}`,
);
let missed = 0;
for (const r of results) {
  const ratio = r.estimatorRmse / r.optimalRmse;
  const ok = ratio <= 1.02 && Math.abs(r.early - 20) <= 3 && Math.abs(r.late - 20) <= 3;
  if (!ok) missed++;
  console.log(
    `${r.name.padEnd(18)}${r.estimatorRmse.toFixed(1).padStart(15)}${r.optimalRmse.toFixed(1).padStart(14)}${`${ratio.toFixed(2)}x`.padStart(8)}${r.early.toFixed(1).padStart(9)}${r.late.toFixed(1).padStart(8)}  ${ok ? 'ok' : 'MISS'}`,
  );
}
console.log(
  'Targets: RMSE at most 1.02x the optimal predictor (QL, or QL_m with leaving); 17-23 % before the range and after it (nominal 20 % each).',
);
if (missed > 0) process.exitCode = 1;
