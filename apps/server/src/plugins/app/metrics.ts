import { createServer, type Server } from 'node:http';
import { and, count, gte, isNull, lt, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config';
import { bookings, mailOutbox, queueEntries } from '../../db/schema';
import { listenToPushOutcomes } from '../../lib/push-delivery';
import { earlyWarningMetrics } from './early-warning-metrics';
import { MAX_ATTEMPTS } from './mail';

const METRICS_PATH = '/metrics';

/** Every gauge here is read from the database at scrape time, so all nodes report the same. */
function databaseGauges(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: 'jono_waiting_customers',
    help: 'Customers waiting in each shop queue',
    labelNames: ['shop'],
    registers: [registry],
    async collect() {
      const rows = await app.db
        .select({ shop: queueEntries.shopId, waiting: count() })
        .from(queueEntries)
        .where(sql`${queueEntries.status} = 'waiting'`)
        .groupBy(queueEntries.shopId);
      this.reset();
      for (const row of rows) this.set({ shop: row.shop }, row.waiting);
    },
  });
  new Gauge({
    name: 'jono_queue_joins_last_minute',
    help: 'Queue entries that joined in the last minute, all shops',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ joins: count() })
        .from(queueEntries)
        .where(gte(queueEntries.joinedAt, sql`now() - interval '1 minute'`));
      this.set(row?.joins ?? 0);
    },
  });
  new Gauge({
    name: 'jono_bookings_last_minute',
    help: 'Pre-bookings made in the last minute, all shops',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ made: count() })
        .from(bookings)
        .where(gte(bookings.createdAt, sql`now() - interval '1 minute'`));
      this.set(row?.made ?? 0);
    },
  });
  new Gauge({
    name: 'jono_mail_outbox_messages',
    help: `Unsent mails: pending (first try due), retrying (last try failed), failed (given up after ${MAX_ATTEMPTS} tries)`,
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const given = sql`${mailOutbox.attempts} >= ${MAX_ATTEMPTS}`;
      const [row] = await app.db
        .select({
          pending: sql<string>`count(*) filter (where not ${given} and ${mailOutbox.lastError} is null)`,
          retrying: sql<string>`count(*) filter (where not ${given} and ${mailOutbox.lastError} is not null)`,
          failed: sql<string>`count(*) filter (where ${given})`,
        })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt));
      for (const state of ['pending', 'retrying', 'failed'] as const) {
        this.set({ state }, Number(row?.[state] ?? 0));
      }
    },
  });
  new Gauge({
    name: 'jono_mail_outbox_oldest_unsent_seconds',
    help: 'Age of the oldest mail not yet sent nor given up on; grows when delivery is stuck',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)));
      const oldest = row?.oldest;
      this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  });
}

/** What this node itself saw: requests, sockets, push deliveries, and Node's own figures. */
function nodeMetrics(app: FastifyInstance, registry: Registry) {
  collectDefaultMetrics({ register: registry });
  // A gauge named `_total` reads as a counter to Prometheus's linter; these three are the sums
  // of nodejs_active_handles, _requests and _resources, which stay.
  for (const sum of ['handles', 'requests', 'resources']) {
    registry.removeSingleMetric(`nodejs_active_${sum}_total`);
  }
  const requests = new Histogram({
    name: 'jono_http_request_duration_seconds',
    help: 'HTTP requests by route and status, with their duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // A callback, not an async function: it runs after every answer, so no promise each time.
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not the path: ids in paths would make a series per customer.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  new Gauge({
    name: 'jono_open_sockets',
    help: 'Socket.IO connections open on this node',
    registers: [registry],
    collect() {
      this.set(app.io.engine.clientsCount);
    },
  });
  const redis = app.redisStatus;
  if (redis) {
    new Gauge({
      name: 'jono_redis_up',
      help: "1 while Redis answers this node's checks; 0 while its live updates reach its own pages only",
      registers: [registry],
      collect() {
        this.set(redis.state === 'up' ? 1 : 0);
      },
    });
    new Counter({
      name: 'jono_redis_outages_total',
      help: 'Times this node found Redis down or hung (or could not reach it at start)',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(redis.outages);
      },
    });
  }
  const pushes = new Counter({
    name: 'jono_push_deliveries_total',
    help: 'Web push messages by outcome: delivered, gone (subscription ended) or failed',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['delivered', 'gone', 'failed']) pushes.inc({ outcome }, 0);
  const stopListening = listenToPushOutcomes(app, (outcome) => pushes.inc({ outcome }));
  app.addHook('onClose', async () => {
    stopListening();
  });
}

/** A listener of its own, so the metrics can stay on loopback while the app faces the world. */
function ownListener(app: FastifyInstance, registry: Registry, port: number, host: string) {
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    const listener = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'collecting metrics failed');
          response.writeHead(500).end();
        },
      );
    });
    server = listener;
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    const listener = server;
    if (listener) await new Promise((resolve) => listener.close(resolve));
  });
}

/** Prometheus metrics, off unless the configuration puts them on a port. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const place = config.metrics;
    if (place.where === 'off') return;
    const registry = new Registry();
    nodeMetrics(app, registry);
    // Before the database gauges: the pool is read before their queries take connections.
    earlyWarningMetrics(app, registry);
    databaseGauges(app, registry);
    if (place.where === 'own-port') {
      ownListener(app, registry, place.port, place.host);
      return;
    }
    app.get(
      METRICS_PATH,
      { schema: { hide: true }, config: { rateLimit: false } },
      async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
    );
  },
  { name: 'metrics', dependencies: ['db', 'realtime', 'job-runs', 'backups'] },
);
