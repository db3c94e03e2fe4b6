import { healthPath } from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DATABASE_CHECK_MS } from './health.routes';

describe('health', () => {
  let t: TestApp;
  let pings = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    // Counts the database checks: the real ping still runs.
    const ping = t.database.ping.bind(t.database);
    t.app.database.ping = () => {
      pings++;
      return ping();
    };
  });
  // The second test closes the database itself.
  afterAll(() => t.app.close());

  it('answers many requests from one database check', async () => {
    const before = pings;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.app.inject({ method: 'GET', url: healthPath })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers[0]?.json()).toMatchObject({ ok: true, database: 'up' });
    expect(pings - before).toBeLessThanOrEqual(1);
  });

  it('says 503 within one check once the database stops answering', async () => {
    await t.database.close();
    const stoppedAt = Date.now();
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: healthPath })).statusCode, {
        timeout: DATABASE_CHECK_MS * 3,
        interval: 50,
      })
      .toBe(503);
    expect(Date.now() - stoppedAt).toBeLessThan(DATABASE_CHECK_MS * 2);
    const res = await t.app.inject({ method: 'GET', url: healthPath });
    expect(res.json()).toMatchObject({ ok: false, database: 'down' });
  });
});
