import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/** The value of one sample line, `name{labels} value`, in Prometheus text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics of the PostgreSQL pool', () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('show every connection busy and a query waiting while the pool is exhausted', async () => {
    t = await buildTestApp({ METRICS: 'true' });
    const { db, pool } = t.database;
    if (!pool) throw new Error('a PostgreSQL database tells how its pool stands');
    // The jobs run at start are over, so the connections are the test's alone.
    await t.app.ready();
    await t.app.jobRuns.settled();
    // The test database's pool holds 10: ten transactions take them all and hold them.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding: Promise<unknown>[] = [];
    const entered: Promise<void>[] = [];
    for (let i = 0; i < 10; i++) {
      entered.push(
        new Promise<void>((inside) => {
          holding.push(
            db.transaction(async () => {
              inside();
              await released;
            }),
          );
        }),
      );
    }
    await Promise.all(entered);
    const waiting = db.execute(sql`select 1`).then(() => undefined);
    // The query reaches the pool's queue after a few turns of the event loop, not after a time.
    while (pool().waiting === 0) await nextTurn();
    const queuedBefore = pool().waiting;

    // A scrape starts every gauge's reading at once: the pool's is read on the spot, and the
    // database gauges' queries queue behind the held connections. Once they are queued the
    // pool has been read, and the connections are let go so the scrape can finish.
    const scraped = t.app.inject({ method: 'GET', url: '/metrics' });
    while (pool().waiting <= queuedBefore) await nextTurn();
    release();
    const text = (await scraped).body;
    await Promise.all([...holding, waiting]);

    expect(sample(text, 'jono_db_pool_max_connections')).toBe(10);
    expect(sample(text, 'jono_db_pool_connections{state="busy"}')).toBe(10);
    expect(sample(text, 'jono_db_pool_connections{state="idle"}')).toBe(0);
    expect(sample(text, 'jono_db_pool_waiting_clients')).toBeGreaterThanOrEqual(1);
  });
});
