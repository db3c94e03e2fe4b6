import { spawnSync } from 'node:child_process';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createStaff } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { openLivePage, watch } from '../../test/live-pages';
import { loginAs } from '../../test/login';
import { walkInShop } from '../../test/walk-in-shop';

const apps: TestApp[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const t of apps.splice(0)) await t.close();
});

async function appWith(env: Record<string, string>) {
  const t = await buildTestApp(env);
  apps.push(t);
  return t;
}

/** The value of one sample line, `name{labels} value`, in Prometheus text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The jobs every node runs in the background, whatever its configuration. */
const BACKGROUND_JOBS = [
  'mail-outbox',
  'order-alerts',
  'hold-sweeps',
  'booking-reminders',
  'wait-learning',
  'retention',
];

async function scrape(t: TestApp): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

describe('metrics', () => {
  it('are not served when nothing asks for them', async () => {
    const t = await appWith({});
    const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('jono_');
  });

  it('with METRICS=true, show requests by route, queues, joins, mail, push and the process', async () => {
    const t = await appWith({ METRICS: 'true' });
    const shop = await walkInShop(t.database.db);
    for (let i = 0; i < 2; i++) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/queue',
        payload: shop.order(),
        remoteAddress: freshAddress(),
      });
      expect(joined.statusCode).toBe(201);
    }

    const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(sample(text, `jono_waiting_customers{shop="${shop.shopId}"}`)).toBe(2);
    expect(sample(text, 'jono_queue_joins_last_minute')).toBe(2);
    expect(sample(text, 'jono_bookings_last_minute')).toBe(0);
    expect(
      sample(
        text,
        'jono_http_request_duration_seconds_count{method="POST",route="/api/queue",status="201"}',
      ),
    ).toBe(2);
    expect(sample(text, 'jono_open_sockets')).toBe(0);
    expect(sample(text, 'jono_mail_outbox_messages{state="failed"}')).toBe(0);
    expect(sample(text, 'jono_mail_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'jono_push_deliveries_total{outcome="failed"}')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('with METRICS_PORT, answer on that port only, never on the main one', async () => {
    const port = await freePort();
    const t = await appWith({ METRICS_PORT: String(port) });
    await t.app.ready();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);

    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('jono_waiting_customers');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });

  it("pass Prometheus's own linter, promtool check metrics, with no warnings", async () => {
    const t = await appWith({ METRICS: 'true' });
    const text = await scrape(t);
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    if (lint.error) {
      throw new Error(
        `promtool could not run (${lint.error.message}): install it with apt-get install -y prometheus`,
      );
    }
    expect(`${lint.stdout}${lint.stderr}`).toBe('');
    expect(lint.status).toBe(0);
  });

  it('show each background job by name, its last run, last success and failures', async () => {
    const t = await appWith({ METRICS: 'true' });
    const before = Date.now() / 1000;
    await t.app.ready();
    // Waiting times and retention run at start; the mail outbox when asked.
    await t.app.mail.deliverDue();
    await t.app.jobRuns.settled();
    const text = await scrape(t);
    for (const job of BACKGROUND_JOBS) {
      expect(sample(text, `jono_job_failures_total{job="${job}"}`), job).toBe(0);
    }
    for (const job of ['mail-outbox', 'wait-learning', 'retention']) {
      const lastRun = sample(text, `jono_job_last_run_timestamp_seconds{job="${job}"}`);
      const lastSuccess = sample(text, `jono_job_last_success_timestamp_seconds{job="${job}"}`);
      expect(lastRun, job).toBeGreaterThanOrEqual(before);
      expect(lastRun, job).toBeLessThanOrEqual(Date.now() / 1000);
      expect(lastSuccess, job).toBe(lastRun);
    }
    // A job that has not run yet has no time to show, rather than a time of 1970.
    expect(sample(text, 'jono_job_last_run_timestamp_seconds{job="hold-sweeps"}')).toBeUndefined();
  });

  it('show the live sockets in each kind of room, and the rooms', async () => {
    const t = await appWith({ METRICS: 'true' });
    const shop = await walkInShop(t.database.db);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      payload: shop.order(),
      remoteAddress: freshAddress(),
    });
    const orderId = (joined.json() as { data: { orderId: string } }).data.orderId;
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const pages = await Promise.all([0, 1, 2].map(() => openLivePage(url)));
    sockets.push(...pages);
    const [first, second, third] = pages as [Socket, Socket, Socket];
    await watch(first, 'shop:watch', [shop.shopId]);
    await watch(second, 'shop:watch', [shop.shopId]);
    await watch(second, 'order:watch', orderId);
    // A staff screen is in its shop's, its member's and its login's rooms.
    const barber = await loginAs(t.app, (await createStaff(t.database.db, shop.shopId)).email);
    await watch(third, 'staff:watch', barber.accessToken);

    const text = await scrape(t);
    expect(sample(text, 'jono_open_sockets')).toBe(3);
    expect(sample(text, 'jono_live_sockets{room="shop"}')).toBe(2);
    expect(sample(text, 'jono_live_sockets{room="order"}')).toBe(1);
    expect(sample(text, 'jono_live_sockets{room="staff"}')).toBe(1);
    expect(sample(text, 'jono_live_rooms{room="shop"}')).toBe(1);
    expect(sample(text, 'jono_live_rooms{room="order"}')).toBe(1);
    expect(sample(text, 'jono_live_rooms{room="staff"}')).toBe(1);
  });

  it("show the PostgreSQL pool's connections; the embedded database has no pool to show", async () => {
    const t = await appWith({ METRICS: 'true' });
    const text = await scrape(t);
    if (t.database.driver === 'pglite') {
      expect(text).not.toContain('jono_db_pool_');
      return;
    }
    expect(sample(text, 'jono_db_pool_max_connections')).toBe(10);
    const busy = sample(text, 'jono_db_pool_connections{state="busy"}') ?? -1;
    const idle = sample(text, 'jono_db_pool_connections{state="idle"}') ?? -1;
    expect(busy).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(busy + idle).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'jono_db_pool_waiting_clients')).toBe(0);
  });
});
