import { staffQueuePaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/index';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { createQueueEntry, createShop, createStaff } from '../../../test/factories';
import { loginAs } from '../../../test/login';

describe('the thank-you mail after a served walk-in', () => {
  let t: TestApp;
  let shopId: string;
  let barberId: string;
  let owner: Awaited<ReturnType<typeof loginAs>>;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    shopId = (await createShop(t.database.db, { name: 'Parturi Kallio' })).id;
    const ownerRow = await createStaff(t.database.db, shopId);
    barberId = ownerRow.id;
    owner = await loginAs(t.app, ownerRow.email);
  });
  afterAll(() => t.close());

  const mailsTo = (address: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

  const finish = async (overrides: Parameters<typeof createQueueEntry>[2]) => {
    const entry = await createQueueEntry(t.database.db, shopId, {
      status: 'in_service',
      startedAt: new Date(),
      barberId,
      ...overrides,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: staffQueuePaths.finish(entry.id),
      headers: { authorization: owner.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    return entry;
  };

  it("thanks the customer in the order's language with a link to rate the visit", async () => {
    const entry = await finish({
      customerName: 'Aino Virtanen',
      email: 'aino@example.fi',
      language: 'fi',
    });
    const [mail] = await mailsTo('aino@example.fi');
    expect(mail?.subject).toBe('Kiitos käynnistä: Parturi Kallio');
    expect(mail?.text).toContain('Hei Aino Virtanen,');
    expect(mail?.text).toContain(`Arvioi käyntisi: ${testOrigin}/order-tracking/${entry.id}`);
  });

  it('withdraws the thanks when the finish is taken back within the undo window', async () => {
    const entry = await finish({ email: 'undone@example.fi' });
    const [queued] = await mailsTo('undone@example.fi');
    // It waits out the undo window before it may go.
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 9_000);
    const undo = await t.app.inject({
      method: 'POST',
      url: staffQueuePaths.undo(entry.id),
      headers: { authorization: owner.authorization },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await mailsTo('undone@example.fi')).toHaveLength(0);

    // Finished again for real: thanked once.
    const again = await t.app.inject({
      method: 'POST',
      url: staffQueuePaths.finish(entry.id),
      headers: { authorization: owner.authorization },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await mailsTo('undone@example.fi')).toHaveLength(1);
  });

  it('sends nothing to a customer who left no email', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    await finish({ email: null });
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(before);
  });
});
