import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries, shops } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createQueueEntry, createShop } from '../../../test/factories';
import { liveMemoryOf } from './live-memory';
import { comparableLoad, plainQueueLoad } from './queue-load.test-kit';
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

/** The live read of the shop's queue equals the plain one, field by field. */
async function expectReadAsPlain(shopId: string, { app } = t) {
  const now = new Date();
  const load = (await loadQueueLoads(app.db, liveMemoryOf(app.db).decodedShops, [shopId], now)).get(
    shopId,
  );
  expect(load && comparableLoad(load)).toEqual(await plainQueueLoad(app.db, shopId, now));
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
      // A check-in and a join read as one change: the entries read before are not all as
      // they were, though the queue also grew at its back.
      async () => {
        await t.app.db
          .update(queueEntries)
          .set({ isAtLocation: true })
          .where(eq(queueEntries.id, entries[3]?.id ?? ''));
        entries.push(await join(10));
      },
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
    await expectReadAsPlain(shop.id);
    for (const step of steps) {
      await step();
      // Read twice: once after the change, once more with nothing changed.
      await expectReadAsPlain(shop.id);
      await expectReadAsPlain(shop.id);
    }
    const now = new Date();
    expect(
      (await loadQueueLoads(t.app.db, liveMemoryOf(t.app.db).decodedShops, [shop.id], now)).get(
        shop.id,
      )?.waiting,
    ).toHaveLength(1);
  });

  it('keeps each app’s reads its own: another app with the same shop and other orders is not answered from this one’s', async () => {
    // Two nodes in one process (the tests' Redis pairs) may hold the same shop, each with
    // orders of its own under the same numbers.
    const other = await buildTestApp();
    try {
      const shop = await createShop(t.app.db);
      const [shopRow] = await t.app.db.select().from(shops).where(eq(shops.id, shop.id));
      if (!shopRow) throw new Error('shop not found');
      await other.app.db.insert(shops).values(shopRow);
      const mine = await createQueueEntry(t.app.db, shop.id, {
        items: [item(30)],
        totalDurationMinutes: 30,
      });
      await createQueueEntry(other.app.db, shop.id, {
        seq: mine.seq,
        items: [item(45)],
        totalDurationMinutes: 45,
      });
      await expectReadAsPlain(shop.id);
      await expectReadAsPlain(shop.id, other);
      await expectReadAsPlain(shop.id);
    } finally {
      await other.close();
    }
  });
});
