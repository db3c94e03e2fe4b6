import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createQueueEntry, createShop } from '../../../test/factories';
import { contextFrom } from '../../../test/service-context';
import { createTestDatabase } from '../../../test/test-database';
import { shopsWithPendingAlerts } from './order-alerts.service';

// A service takes its world as a context: this one is made from a database and a clock
// alone, with no app, and any other part it touched would throw.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the shops an alert run visits', () => {
  it('are read with the database and the clock of the context the caller gives', async () => {
    const { db } = database;
    const removedAt = new Date('2026-12-03T10:00:00Z');
    const quiet = await createShop(db);
    const waiting = await createShop(db);
    const removed = await createShop(db);
    await createQueueEntry(db, quiet.id, { status: 'served', cancelledAt: null });
    await createQueueEntry(db, waiting.id);
    await createQueueEntry(db, removed.id, { status: 'no_show', cancelledAt: removedAt });
    const at = (instant: string) => contextFrom({ db, now: () => new Date(instant) });

    // Half an hour after the removal its news may still be due; an hour and a half after,
    // only the waiting order keeps its shop on the list.
    const soonAfter = await shopsWithPendingAlerts(at('2026-12-03T10:30:00Z'));
    expect(soonAfter.sort()).toEqual([waiting.id, removed.id].sort());
    expect(await shopsWithPendingAlerts(at('2026-12-03T11:30:00Z'))).toEqual([waiting.id]);
  });

  it('reach nothing but what the context holds', async () => {
    const ctx = contextFrom({ now: () => new Date() });
    await expect(shopsWithPendingAlerts(ctx)).rejects.toThrow('service context has no db');
  });
});
