import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { type LiveMemory, liveMemoryOf } from './live-memory';
import { queuePlaces } from './queue-places';
import { type ShopWithLoad, shopsWithLoads } from './shop-state';

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
  return (await shopQueueUpdates(db, [{ shopId, alsoOrderIds }], now, wanted)).get(shopId) ?? null;
}

/** `shopQueueUpdate` for several shops, read in the same few statements however many. */
export async function shopQueueUpdates(
  db: Db,
  reads: readonly { shopId: string; alsoOrderIds: readonly string[] }[],
  now: Date,
  wanted: (orderId: string) => boolean = () => true,
) {
  const memory = liveMemoryOf(db);
  const contexts = await shopsWithLoads(
    db,
    memory,
    reads.map((read) => read.shopId),
    now,
  );
  const leftIds = reads.flatMap((read) => read.alsoOrderIds);
  const left =
    leftIds.length === 0
      ? []
      : await db.select().from(queueEntries).where(inArray(queueEntries.id, leftIds));
  const updates = new Map<string, ReturnType<typeof updateOf>>();
  for (const [shopId, context] of contexts) {
    updates.set(
      shopId,
      updateOf(
        memory,
        context,
        left.filter((entry) => entry.shopId === shopId),
        now,
        wanted,
      ),
    );
  }
  return updates;
}

function updateOf(
  memory: LiveMemory,
  context: ShopWithLoad,
  left: (typeof queueEntries.$inferSelect)[],
  now: Date,
  wanted: (orderId: string) => boolean,
) {
  const live = left.length === 0 ? null : new Set(context.load.walkIns.map((entry) => entry.id));
  const entries = [...context.load.walkIns, ...left.filter((entry) => !live?.has(entry.id))].filter(
    (entry) => wanted(entry.id),
  );
  const places = queuePlaces(memory, context.load, context.shop, now);
  return {
    shop: context.shop,
    snapshot: {
      shopId: context.shop.id,
      queue: context.status.queue,
      queueState: context.status.queueState,
      fullReason: context.status.fullReason,
    },
    places: entries.map(places.of),
    waiting: places.waiting,
  };
}

/** A shop's queue as one read after a change saw it. */
export type ShopQueueUpdate = NonNullable<Awaited<ReturnType<typeof shopQueueUpdate>>>;
