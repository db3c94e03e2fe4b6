import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueEntries } from '../../db/schema';
import { placesOf } from './queue-places';
import { shopWithLoad } from './shop-state';

/**
 * One read of a shop's queue after a change: its public snapshot and the place of every live
 * order, plus the orders named in `alsoOrderIds` (ones that just left the live queue).
 */
export async function shopQueueUpdate(
  db: Db,
  shopId: string,
  now: Date,
  alsoOrderIds: string[] = [],
) {
  const context = await shopWithLoad(db, shopId, now);
  if (!context) return null;
  const live = inArray(queueEntries.status, ['waiting', 'in_service']);
  const entries = await db
    .select()
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.shopId, shopId),
        alsoOrderIds.length > 0 ? or(live, inArray(queueEntries.id, alsoOrderIds)) : live,
      ),
    );
  return {
    snapshot: { shopId, queue: context.status.queue, queueState: context.status.queueState },
    places: placesOf(entries, context.load, context.shop, now),
  };
}
