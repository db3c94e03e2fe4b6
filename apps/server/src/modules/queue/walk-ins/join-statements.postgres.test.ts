import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createQueueEntry, createShop } from '../../../test/factories';

/**
 * What a join asks of PostgreSQL, read where node-postgres sends it. Every query of every
 * connection passes through `Client.query`, so the join's transaction is the run of statements
 * one connection sent from its BEGIN to its COMMIT. PGlite has no connections to tell apart,
 * so this file runs on PostgreSQL alone.
 */
interface Sent {
  client: unknown;
  text: string;
  /** Set when the statement ran as a named prepared statement, parsed once per connection. */
  name: string | undefined;
}
const sent: Sent[] = [];
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const statement =
    typeof config === 'string' ? { text: config, name: undefined } : (config as Sent);
  sent.push({ client: this, text: statement.text, name: statement.name });
  return (send as (...args: unknown[]) => unknown).call(this, config, ...rest);
} as typeof send;

/** The statements of the transaction that inserted a queue entry, BEGIN and COMMIT included. */
function joinTransaction(): Sent[] {
  const insert = sent.findIndex((s) => /^insert into "queue_entries"/i.test(s.text));
  expect(insert).toBeGreaterThan(-1);
  const client = sent[insert]?.client;
  const ofClient = sent.filter((s) => s.client === client);
  const at = ofClient.findIndex((s) => s.text === sent[insert]?.text);
  const begin = ofClient.slice(0, at).findLastIndex((s) => /^begin/i.test(s.text));
  const commit = ofClient.findIndex((s, i) => i > at && /^commit/i.test(s.text));
  expect(begin).toBeGreaterThan(-1);
  expect(commit).toBeGreaterThan(at);
  return ofClient.slice(begin, commit + 1);
}

let t: TestApp;
let joinOrder: () => { phone: string };
let shopId: string;

beforeAll(async () => {
  expect(process.env.TEST_DB_DRIVER).toBe('postgres');
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  // Open around the clock; a haircut (32.00, 30 min) with a wash (5.00, 10 min), so the order
  // is priced from services and add-ons alike.
  const shop = await createShop(t.database.db, { queueLimit: 50 });
  shopId = shop.id;
  const { services, addons } = await createCatalogue(t.database.db, shop.id);
  const [cut, wash] = [services[0], addons[0]];
  if (!cut || !wash) throw new Error('catalogue incomplete');
  let phones = 0;
  joinOrder = () => ({
    name: 'Aino Virtanen',
    phone: `040 ${String(7_300_000 + ++phones)}`,
    shopId: shop.id,
    services: [{ id: cut.id, quantity: 1, addons: [{ id: wash.id, quantity: 1 }] }],
    additionalServices: [],
    totalTimeRequires: 40,
    totalPrice: 37,
    payNow: false,
  });
});
afterAll(() => {
  pg.Client.prototype.query = send;
  return t.close();
});

const join = (order = joinOrder()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/queue',
    payload: order,
    remoteAddress: freshAddress(),
  });

describe('a join’s statements', () => {
  it('is one short transaction of prepared statements', async () => {
    // The first join of a connection prepares its statements; the second reuses them.
    expect((await join()).statusCode).toBe(201);
    sent.length = 0;
    expect((await join()).statusCode).toBe(201);

    const transaction = joinTransaction();
    // BEGIN, the shop's lock, the queue's load, the order's check against the catalogue, the
    // blocked and waiting numbers and the used keys, the INSERT, the staff inbox's note, the
    // events kept for the shop's webhooks (none here: no endpoint listens), COMMIT.
    expect(transaction.map((s) => s.text.split(/\s/)[0]?.toLowerCase())).toEqual([
      'begin',
      'select',
      'select',
      'select',
      'insert',
      'insert',
      'with',
      'commit',
    ]);
    const inside = transaction.slice(1, -1);
    expect(inside.every((s) => s.name !== undefined)).toBe(true);
    expect(new Set(inside.map((s) => s.name)).size).toBe(inside.length);
  });

  it('is shared by the joins that arrive while one runs', async () => {
    sent.length = 0;
    const answers = await Promise.all(Array.from({ length: 12 }, join));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    // Received together, the twelve go in one transaction, two at most.
    const inserts = sent.filter((s) => /^insert into "queue_entries"/i.test(s.text));
    expect(inserts.length).toBeLessThanOrEqual(2);
    const positions = answers.map((a) => a.json().data.position as number);
    expect(new Set(positions).size).toBe(12);
  });

  it('is shared by joins to different shops, each admitted into its own queue', async () => {
    const shops = await Promise.all(
      [1, 2, 3].map(async () => {
        const shop = await createShop(t.database.db, { queueLimit: 50 });
        const { services } = await createCatalogue(t.database.db, shop.id, {
          services: [{ name: 'Parta', priceCents: 2000, durationMinutes: 20 }],
          addons: [],
        });
        return { id: shop.id, serviceId: services[0]?.id ?? '' };
      }),
    );
    sent.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const shop = shops[i % 3] as (typeof shops)[number];
        return join({
          ...joinOrder(),
          shopId: shop.id,
          services: [{ id: shop.serviceId, quantity: 1, addons: [] }],
          totalTimeRequires: 20,
          totalPrice: 20,
        } as ReturnType<typeof joinOrder>);
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const inserts = sent.filter((s) => /^insert into "queue_entries"/i.test(s.text));
    expect(inserts.length).toBeLessThanOrEqual(3);
    // Each shop's four walk-ins are 1 to 4 in its own queue, in the order they came.
    for (const [index] of shops.entries()) {
      const positions = answers
        .filter((_, i) => i % 3 === index)
        .map((a) => a.json().data.position as number);
      expect(positions).toEqual([1, 2, 3, 4]);
    }
  });

  it('decides each walk-in of a batch alone when a row breaks a unique index', async () => {
    // A phone put back in the queue without the shop's lock (as an undo does) and not yet
    // committed: the batch's check under the lock cannot see it, so its INSERT fails on the
    // one-waiting-per-phone index once that row commits.
    const contested = joinOrder();
    const others = [joinOrder(), joinOrder()];
    let commitWriter = () => {};
    let written = (_id: string) => {};
    const writtenId = new Promise<string>((resolve) => {
      written = resolve;
    });
    const writer = t.database.db.transaction(async (tx) => {
      const entry = await createQueueEntry(tx, shopId, { phone: '+358407399999' });
      written(entry.id);
      await new Promise<void>((resolve) => {
        commitWriter = resolve;
      });
    });
    const existingId = await writtenId;
    sent.length = 0;
    // The three arrive together and form one batch, whose INSERT waits for the writer's row.
    const answers = Promise.all([
      join(others[0]),
      join(others[1]),
      join({ ...contested, phone: '040 7399999' }),
    ]);
    while (!sent.some((s) => /^insert into "queue_entries"/i.test(s.text))) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    commitWriter();
    await writer;
    const [first, second, third] = await answers;
    expect(first?.statusCode).toBe(201);
    expect(second?.statusCode).toBe(201);
    expect(third?.statusCode).toBe(409);
    expect(third?.json()).toMatchObject({ code: 'ALREADY_IN_QUEUE' });
    expect(third?.body).not.toContain(existingId);
  });
});
