import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { freePort } from '../../test/free-port';
import { walkInShop } from '../../test/walk-in-shop';

const apps: TestApp[] = [];
afterEach(async () => {
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
});
