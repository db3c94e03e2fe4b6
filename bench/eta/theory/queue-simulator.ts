// A discrete-event simulation of M/M/c and M/M/s+M, first come first served: what each
// arrival found (servers busy, customers waiting) and what happened to them. The theory tests
// check it against the closed forms, so the bench may trust it where no closed form exists.
import { seededRandom } from '../../../apps/server/src/lib/seeded-random';

export interface QueueModel {
  servers: number;
  /** Arrivals per unit of time. */
  lambda: number;
  /** Services per unit of time, per server. */
  mu: number;
  /** Abandonments per unit of time, per waiting customer; 0: nobody leaves. */
  theta: number;
}

export interface Arrival {
  at: number;
  /** Customers waiting ahead when this one arrived (not those in service). */
  ahead: number;
  /** Whether a server was free on arrival. */
  freeServer: boolean;
  /** When each service under way on arrival began (kept for the arrivals `snapshot` picks). */
  inServiceSince?: number[];
  /** Time from arrival to service; undefined for one who left first. */
  delay?: number;
  abandoned: boolean;
}

/** An exponential time of the given rate from a uniform draw in [0, 1). */
const exponential = (next: () => number, rate: number) => -Math.log(1 - next()) / rate;

/**
 * Simulates `arrivals` arrivals after `warmUp` others (left out: the queue starts empty) and
 * answers, for each, what it found and what it got.
 */
export function simulateQueue(
  model: QueueModel,
  {
    arrivals,
    warmUp = 2_000,
    seed,
    snapshot = () => false,
  }: {
    arrivals: number;
    warmUp?: number;
    seed: number;
    /** Which recorded arrivals (by index) keep what was in service when they came. */
    snapshot?: (index: number) => boolean;
  },
): Arrival[] {
  const { next } = seededRandom(seed);
  const completions: number[] = []; // one end time per busy server
  const since: number[] = []; // and when its service began
  const waiting: { arrival: Arrival; leavesAt: number }[] = [];
  const recorded: Arrival[] = [];
  let clock = 0;
  let nextArrival = exponential(next, model.lambda);
  let count = 0;

  const startService = (arrival: Arrival, at: number) => {
    arrival.delay = at - arrival.at;
    completions.push(at + exponential(next, model.mu));
    since.push(at);
  };

  while (count < warmUp + arrivals || waiting.length > 0 || completions.length > 0) {
    const nextCompletion = completions.length > 0 ? Math.min(...completions) : Infinity;
    const nextLeave = waiting.reduce((soonest, w) => Math.min(soonest, w.leavesAt), Infinity);
    const arrivalDue = count < warmUp + arrivals ? nextArrival : Infinity;
    clock = Math.min(nextCompletion, nextLeave, arrivalDue);
    if (clock === Infinity) break;
    if (clock === nextCompletion) {
      const done = completions.indexOf(nextCompletion);
      completions.splice(done, 1);
      since.splice(done, 1);
      const first = waiting.shift();
      if (first) startService(first.arrival, clock);
    } else if (clock === nextLeave) {
      const index = waiting.findIndex((w) => w.leavesAt === nextLeave);
      const [gone] = waiting.splice(index, 1);
      if (gone) gone.arrival.abandoned = true;
    } else {
      count++;
      const arrival: Arrival = {
        at: clock,
        ahead: waiting.length,
        freeServer: completions.length < model.servers,
        abandoned: false,
      };
      if (count > warmUp) {
        if (snapshot(recorded.length)) arrival.inServiceSince = [...since];
        recorded.push(arrival);
      }
      if (arrival.freeServer) startService(arrival, clock);
      else {
        const patience = model.theta > 0 ? exponential(next, model.theta) : Infinity;
        waiting.push({ arrival, leavesAt: clock + patience });
      }
      nextArrival = clock + exponential(next, model.lambda);
    }
  }
  return recorded;
}
