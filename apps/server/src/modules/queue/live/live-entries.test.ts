import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createQueueEntry, createShop } from '../../../test/factories';
import { orderSpread, unlearnedModel } from '../estimates/wait-model';
import { loadQueueLoads } from './shop-load';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const item = (minutes: number) => ({
  id: `service-${minutes}`,
  name: `Service ${minutes}`,
  quantity: 1,
  priceCents: 2000,
  durationMinutes: minutes,
  addons: [],
});

/** The shop's live queue as a reader of the table sees it, field by field. */
async function straightFromTheTable(shopId: string) {
  const rows = await t.app.db
    .select()
    .from(queueEntries)
    .where(inArray(queueEntries.status, ['waiting', 'in_service']))
    .orderBy(asc(queueEntries.sortKey), asc(queueEntries.seq));
  const live = rows.filter((row) => row.shopId === shopId);
  return {
    waiting: live
      .filter((row) => row.status === 'waiting')
      .map((row) => [
        row.id,
        row.totalDurationMinutes,
        row.requestedBarberId,
        row.isAtLocation,
        // What the order's own items take: the node keeps items from its first read of them.
        orderSpread(unlearnedModel, row, row.requestedBarberId),
      ]),
    inService: live
      .filter((row) => row.status === 'in_service')
      .map((row) => [row.startedAt?.getTime(), row.totalDurationMinutes]),
  };
}

async function asLoaded(shopId: string) {
  const load = (await loadQueueLoads(t.app.db, [shopId], new Date())).get(shopId);
  if (!load) throw new Error('no load');
  const atShop = new Map(load.walkIns.map((w) => [w.id, w.isAtLocation]));
  return {
    waiting: load.waiting.map((w) => [
      w.id,
      w.durationMinutes,
      w.barberId,
      atShop.get(w.id),
      w.spread,
    ]),
    inService: load.inService.map((s) => [s.startedAt, s.durationMinutes]),
  };
}

describe('reading a shop’s live queue', () => {
  it('sees every change, whatever it read before: joins at the back, a check-in, a leave, a start, an undo', async () => {
    const shop = await createShop(t.app.db);
    const other = await createShop(t.app.db);
    const join = (minutes: number) =>
      createQueueEntry(t.app.db, shop.id, {
        items: [item(minutes), item(5)],
        totalDurationMinutes: minutes + 5,
      });
    const entries = [await join(30), await join(45)];
    await createQueueEntry(t.app.db, other.id);
    const steps: (() => Promise<unknown>)[] = [
      async () => entries.push(await join(20)),
      async () => entries.push(await join(25), await join(40)),
      () =>
        t.app.db
          .update(queueEntries)
          .set({ isAtLocation: true })
          .where(eq(queueEntries.id, entries[1]?.id ?? '')),
      () =>
        t.app.db
          .update(queueEntries)
          .set({ status: 'cancelled' })
          .where(eq(queueEntries.id, entries[2]?.id ?? '')),
      () =>
        t.app.db
          .update(queueEntries)
          .set({ status: 'in_service', startedAt: new Date() })
          .where(eq(queueEntries.id, entries[0]?.id ?? '')),
      async () => entries.push(await join(35)),
      // Back in the queue after an undo: older than everything the last read brought.
      () =>
        t.app.db
          .update(queueEntries)
          .set({ status: 'waiting' })
          .where(eq(queueEntries.id, entries[2]?.id ?? '')),
      // Everyone gone: an empty queue, then someone new.
      () =>
        t.app.db
          .update(queueEntries)
          .set({ status: 'served' })
          .where(eq(queueEntries.shopId, shop.id)),
      async () => entries.push(await join(15)),
    ];
    expect(await asLoaded(shop.id)).toEqual(await straightFromTheTable(shop.id));
    for (const step of steps) {
      await step();
      // Read twice: once after the change, once more with nothing changed.
      expect(await asLoaded(shop.id)).toEqual(await straightFromTheTable(shop.id));
      expect(await asLoaded(shop.id)).toEqual(await straightFromTheTable(shop.id));
    }
    expect((await asLoaded(shop.id)).waiting).toHaveLength(1);
  });
});
