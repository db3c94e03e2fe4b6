import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createCatalogue, createShop } from '../../test/factories';

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
let joinOrder: () => object;

beforeAll(async () => {
  expect(process.env.TEST_DB_DRIVER).toBe('postgres');
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  // Open around the clock; a haircut (32.00, 30 min) with a wash (5.00, 10 min), so the order
  // is priced from services and add-ons alike.
  const shop = await createShop(t.database.db, { queueLimit: 50 });
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

const join = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/queue',
    payload: joinOrder(),
    remoteAddress: freshAddress(),
  });

describe('a join’s statements', () => {
  it('is one short transaction of prepared statements', async () => {
    // The first join of a connection prepares its statements; the second reuses them.
    expect((await join()).statusCode).toBe(201);
    sent.length = 0;
    expect((await join()).statusCode).toBe(201);

    const transaction = joinTransaction();
    // BEGIN, the shop's lock, the queue's load, the order's check against the catalogue and
    // the blocked numbers, the INSERT, COMMIT.
    expect(transaction.map((s) => s.text.split(/\s/)[0]?.toLowerCase())).toEqual([
      'begin',
      'select',
      'select',
      'select',
      'insert',
      'commit',
    ]);
    const inside = transaction.slice(1, -1);
    expect(inside.every((s) => s.name !== undefined)).toBe(true);
    expect(new Set(inside.map((s) => s.name)).size).toBe(inside.length);
  });
});
