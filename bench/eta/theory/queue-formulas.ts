// Closed forms of the textbook queues the waiting-time bench holds the estimator against.
// Independent of the estimator: nothing here is imported from the product.
//
// M/M/c: Poisson arrivals at rate lambda, c servers, exponential service at rate mu each,
// first come first served, nobody leaves. M/M/s+M (Erlang A): the same with each waiting
// customer leaving after an exponential patience of rate theta.

/** Erlang B by its stable recursion: the chance all c servers are busy, with no queue. */
function erlangB(servers: number, load: number): number {
  let blocked = 1;
  for (let k = 1; k <= servers; k++) blocked = (load * blocked) / (k + load * blocked);
  return blocked;
}

/**
 * Erlang C: the chance an arrival waits in M/M/c with offered load `load` = lambda / mu
 * (below `servers`, or the queue grows without end).
 */
export function erlangC(servers: number, load: number): number {
  if (load >= servers) throw new Error('the load must stay below the servers');
  const b = erlangB(servers, load);
  return b / (1 - (load / servers) * (1 - b));
}

/** M/M/c's mean delay in queue (service not included), in the unit of 1 / mu. */
export function meanDelayMMc(servers: number, lambda: number, mu: number): number {
  return erlangC(servers, lambda / mu) / (servers * mu - lambda);
}

/**
 * The optimal queue-length predictor of M/M/c (Whitt 1999): a customer who finds every
 * server busy and `ahead` customers waiting starts after ahead + 1 service completions, each
 * after an exponential time of rate c mu. Its mean is the best estimate given what the
 * customer saw, and its standard deviation is the least error any estimate can have:
 * relative error 1 / sqrt(ahead + 1).
 */
export function queueLengthPredictor(ahead: number, servers: number, mu: number) {
  const rate = servers * mu;
  return { mean: (ahead + 1) / rate, sd: Math.sqrt(ahead + 1) / rate };
}

/**
 * The optimal predictor of M/M/s+M given the queue seen (QL_m, Ibrahim and Whitt 2009): with
 * i customers still ahead, the next one leaves the queue at rate s mu + i theta (a service
 * completion or an abandonment), so the delay of a customer who stays is a sum of ahead + 1
 * exponential times.
 */
export function abandonmentQueueLengthPredictor(
  ahead: number,
  servers: number,
  mu: number,
  theta: number,
) {
  let mean = 0;
  let variance = 0;
  for (let i = 0; i <= ahead; i++) {
    const rate = servers * mu + i * theta;
    mean += 1 / rate;
    variance += 1 / rate ** 2;
  }
  return { mean, sd: Math.sqrt(variance) };
}

/**
 * What becomes of a customer of M/M/s+M who finds `ahead` customers waiting, since their own
 * patience races the queue: the chance they are served, and their mean delay if they are.
 * Each step of the queue ends at rate s mu + i theta + theta (the next one ahead leaves, or
 * they do), and which of the two happened does not change how long the step took. Shorter
 * than QL_m's mean: the customers who would have waited longest are the ones who leave.
 */
export function abandonmentRace(ahead: number, servers: number, mu: number, theta: number) {
  let served = 1;
  let meanDelayIfServed = 0;
  for (let i = ahead; i >= 0; i--) {
    const rate = servers * mu + i * theta;
    meanDelayIfServed += 1 / (rate + theta);
    served *= rate / (rate + theta);
  }
  return { served, meanDelayIfServed };
}

/**
 * Erlang A's steady state, from the birth-death chain (arrivals at lambda; departures at
 * min(n, s) mu + max(n - s, 0) theta), cut off where the tail no longer counts: the chance an
 * arrival waits, the chance they leave before service, and the mean time spent waiting by
 * all arrivals.
 */
export function erlangA(servers: number, lambda: number, mu: number, theta: number) {
  if (theta <= 0) throw new Error('Erlang A needs customers who leave (theta > 0)');
  const weights = [1];
  let total = 1;
  for (let n = 1; ; n++) {
    const departures = Math.min(n, servers) * mu + Math.max(n - servers, 0) * theta;
    const weight = ((weights[n - 1] ?? 0) * lambda) / departures;
    weights.push(weight);
    total += weight;
    if (n > servers && weight / total < 1e-15) break;
  }
  let pWait = 0;
  let pAbandon = 0;
  let meanWait = 0;
  for (let n = servers; n < weights.length; n++) {
    const p = (weights[n] ?? 0) / total;
    const inQueue = n - servers;
    // An arrival who finds n waits for the queue ahead or until their patience runs out: the
    // race of an exponential patience against the sum of the queue's exponential steps.
    let survive = 1;
    let expectedWait = 0;
    for (let i = inQueue; i >= 0; i--) {
      const rate = servers * mu + i * theta;
      expectedWait += survive / (rate + theta);
      survive *= rate / (rate + theta);
    }
    pWait += p;
    pAbandon += p * (1 - survive);
    meanWait += p * expectedWait;
  }
  return { pWait, pAbandon, meanWait };
}
