import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueEntries } from '../../db/schema';
import { queuePlaces } from './queue-places';
import { shopWithLoad } from './shop-state';

/**
 * One read of a shop's queue after a change: its public snapshot and the place of every live
 * order (or of those `wanted`), all from one play-out of the queue, plus the orders named in
 * `alsoOrderIds` (ones that just left the live queue, read by id). `waiting` answers any
 * waiting order's place from the same play-out, worked out only when asked.
 */
export async function shopQueueUpdate(
  db: Db,
  shopId: string,
  now: Date,
  alsoOrderIds: string[] = [],
  wanted: (orderId: string) => boolean = () => true,
) {
  const context = await shopWithLoad(db, shopId, now);
  if (!context) return null;
  const left =
    alsoOrderIds.length === 0
      ? []
      : await db.select().from(queueEntries).where(inArray(queueEntries.id, alsoOrderIds));
  const live = left.length === 0 ? null : new Set(context.load.walkIns.map((entry) => entry.id));
  const entries = [...context.load.walkIns, ...left.filter((entry) => !live?.has(entry.id))].filter(
    (entry) => wanted(entry.id),
  );
  const places = queuePlaces(context.load, context.shop, now);
  return {
    shop: context.shop,
    snapshot: { shopId, queue: context.status.queue, queueState: context.status.queueState },
    places: entries.map(places.of),
    waiting: places.waiting,
  };
}

/** A shop's queue as one read after a change saw it. */
export type ShopQueueUpdate = NonNullable<Awaited<ReturnType<typeof shopQueueUpdate>>>;
