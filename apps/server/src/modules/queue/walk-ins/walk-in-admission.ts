import { isUniqueViolation } from '../../../lib/db-errors';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { perApp } from '../../../lib/per-app';
import { batchedPerTurn, type Waiting } from '../../../lib/turn-batches';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { isUuid } from '../../shops/shops.service';
import { liveMemoryOf } from '../live';
import { admitBatch, alreadyInQueue, shopNotFound } from './admit-batch';
import type { Admission, Admitted, WalkIn } from './walk-in';

type Pending = Waiting<WalkIn, Admission>;

/** A batch large enough to drain a burst, small enough to hold the shops' locks briefly. */
const MAX_BATCH = 64;

/** Runs one batch in its own transaction and settles each of its walk-ins. */
async function runBatch(ctx: ServiceContext, batch: Pending[]) {
  try {
    const outcomes = await inTransaction(ctx.db, ctx.log, (tx) =>
      admitBatch(
        tx,
        // The app's memory of its live reads, which a transaction's read brings up to date.
        liveMemoryOf(ctx.db),
        batch.map((p) => p.item),
        ctx.now(),
      ),
    );
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome === undefined || outcome instanceof HttpError) pending.reject(outcome);
      else pending.resolve(outcome);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) {
      for (const pending of batch) pending.reject(error);
    } else if (batch.length > 1) {
      // A unique index refused a row the checks under the lock let through (a phone put back
      // in the queue by an undo, say): each walk-in is decided again alone, so only the one
      // concerned is refused.
      for (const pending of batch) await runBatch(ctx, [pending]);
    } else {
      for (const pending of batch) {
        pending.reject(explainUniqueViolation(pending.item, error));
      }
    }
  }
}

/** A lone walk-in's row broke a unique index: its phone waits there already, or it raced. */
function explainUniqueViolation(walkIn: WalkIn, error: unknown) {
  if (walkIn.phone && isUniqueViolation(error, 'queue_entries_one_waiting_per_phone')) {
    return alreadyInQueue();
  }
  return error;
}

/** Per app: the admission of walk-ins, in batches (one transaction each, one at a time). */
const admissionsOf = perApp((ctx: ServiceContext) =>
  batchedPerTurn((batch: Pending[]) => runBatch(ctx, batch), {
    maxBatch: MAX_BATCH,
    oneAtATime: true,
  }),
);

/**
 * Admits one walk-in. Prices come from the catalogue; admission (open, not full, could start
 * before closing) and the chosen barber are decided under a lock on the shop's row, so
 * concurrent joins can never overfill the queue. A phone waits in one place at a time.
 *
 * The walk-ins that arrive, at any shops, while an admission transaction runs on this server
 * wait for the next one and are admitted together, in arrival order: a burst costs a few
 * transactions, not one each, and each shop's lock is taken once per batch. Resolves once the
 * admission is committed; rejects with this walk-in's own refusal.
 */
export function admitWalkIn(
  ctx: ServiceContext,
  walkIn: WalkIn & { idempotencyKey?: undefined },
): Promise<Admitted>;
export function admitWalkIn(ctx: ServiceContext, walkIn: WalkIn): Promise<Admission>;
export function admitWalkIn(ctx: ServiceContext, walkIn: WalkIn): Promise<Admission> {
  if (!isUuid(walkIn.shopId)) return Promise.reject(shopNotFound());
  return admissionsOf(ctx)(walkIn);
}
