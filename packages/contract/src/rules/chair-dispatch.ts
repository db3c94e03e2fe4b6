/**
 * Handing out chairs in queue order, as a play-out does when the chairs alone say who is next
 * (no booking, no barber's hours): each customer takes the chair they may have that is free
 * first. `freeAt` holds, run by run, when each chair is next free.
 */

const MINUTE = 60_000;

/**
 * Gives the customer the first chair free that they may have; of chairs free at the same
 * time, one whose barber nobody behind them waits for (`isWanted`), then the earlier. Their
 * start, or Infinity.
 */
export function takeChair(
  barbers: readonly (string | null)[],
  freeAt: Float64Array,
  row: number,
  customer: { barberId: string | null | undefined; minutes: number },
  isWanted: (barberId: string | null) => boolean,
): number {
  const { barberId, minutes } = customer;
  let best = -1;
  let start = Number.POSITIVE_INFINITY;
  let isBestWanted = false;
  for (let c = 0; c < barbers.length; c++) {
    const barber = barbers[c] ?? null;
    if (barberId && barber !== barberId) continue;
    // `row` is a row of `freeAt`, so every chair of it has a time.
    const chairFreeAt = freeAt[row + c] ?? Number.POSITIVE_INFINITY;
    const wanted = isWanted(barber);
    if (best === -1 || chairFreeAt < start || (chairFreeAt === start && isBestWanted && !wanted)) {
      best = c;
      start = chairFreeAt;
      isBestWanted = wanted;
    }
  }
  if (best === -1) return Number.POSITIVE_INFINITY;
  freeAt[row + best] = start + minutes * MINUTE;
  return start;
}

/** The place in the queue of the last customer who asked for each barber. */
export function lastAskedFor(queue: readonly { barberId?: string | null }[]): Map<string, number> {
  const last = new Map<string, number>();
  queue.forEach(({ barberId }, i) => {
    if (barberId) last.set(barberId, i);
  });
  return last;
}
