/** One call waiting in a batch: what it asked for and how to settle it. */
export interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export interface TurnBatchOptions {
  /** At most this many calls per batch; the rest go in the next. */
  maxBatch?: number;
  /**
   * Whether a batch waits for the one before it to end. When it does, the calls that come in
   * the meantime all go in the next batch (the way a burst shares a few transactions); when it
   * does not, each turn's calls start as soon as the turn ends.
   */
  oneAtATime?: boolean;
}

/**
 * Gathers the calls made during one turn of the event loop and runs them as one batch: many
 * requests or changes that arrive together cost one database round instead of one each.
 * `run` settles each waiting call (one may fail while the others succeed); any call it leaves
 * unsettled when it throws is rejected with that error.
 */
export function batchedPerTurn<Item, Result>(
  run: (batch: Waiting<Item, Result>[]) => Promise<void>,
  { maxBatch = Number.POSITIVE_INFINITY, oneAtATime = false }: TurnBatchOptions = {},
): (item: Item) => Promise<Result> {
  const waiting: Waiting<Item, Result>[] = [];
  let draining = false;

  const runSettled = (batch: Waiting<Item, Result>[]) =>
    run(batch).catch((error: unknown) => {
      for (const call of batch) call.reject(error);
    });

  const drain = async () => {
    draining = true;
    try {
      while (waiting.length > 0) {
        // One turn first, so the calls already received join this batch (an embedded
        // database runs a whole transaction without giving the event loop back).
        await new Promise((resolve) => setImmediate(resolve));
        const batch = waiting.splice(0, maxBatch);
        if (oneAtATime) await runSettled(batch);
        else void runSettled(batch);
      }
    } finally {
      draining = false;
    }
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!draining) void drain();
    });
}
