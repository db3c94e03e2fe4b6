import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bookingPaths,
  paymentPaths,
  type WebhookDelivery,
  webhookHeaders,
  webhookPaths,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, shops, webhookDeliveries, webhookEvents } from '../../db/schema';
import { inTransaction } from '../../lib/in-transaction';
import { bookableShop, bookingBody, postBooking } from '../../test/bookable-shop';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { nextPhone } from '../../test/phones';
import { pinnedClock } from '../../test/pinned-clock';
import { type WebhookReceiver, webhookReceiver } from '../../test/webhook-receiver';
import { deliverDueWebhooks } from './webhook-delivery';
import { recordWebhookEvents } from './webhook-events.service';

/** The verification snippet of docs/integrations.md, exactly as a developer copies it. */
async function documentedVerifier() {
  const guide = readFileSync(
    join(import.meta.dirname, '../../../../../docs/integrations.md'),
    'utf8',
  );
  const snippet = /```js\n(import \{ createHmac[\s\S]*?)```/.exec(guide)?.[1];
  if (!snippet) throw new Error('docs/integrations.md has no verification snippet');
  const file = join(mkdtempSync(join(tmpdir(), 'jono-verify-')), 'verify.mjs');
  writeFileSync(file, snippet);
  const module: {
    verifyJonoSignature: (secret: string, header: string, body: string, now?: number) => boolean;
  } = await import(file);
  return module.verifyJonoSignature;
}

// Saturday 20 March 2027, 10:00 in Helsinki.
const clock = pinnedClock('2027-03-20T08:00:00Z');
let t: TestApp;
let receiver: WebhookReceiver;
let verify: Awaited<ReturnType<typeof documentedVerifier>>;
let f: Awaited<ReturnType<typeof bookableShop>>;
let owner: { authorization: string };
let ownerEmail: string;

beforeAll(async () => {
  t = await buildTestApp(
    {
      RATE_LIMIT_PER_MINUTE: '100000',
      WEBHOOK_PRIVATE_NETWORKS: 'true',
      WEBHOOK_TIMEOUT_SECONDS: '0.5',
    },
    clock.now,
  );
  receiver = await webhookReceiver();
  verify = await documentedVerifier();
  f = await bookableShop(t, { chairCount: 2, queueLimit: 1000 });
  const aino = await createStaff(t.database.db, f.shop.id, { role: 'owner', language: 'en' });
  ownerEmail = aino.email;
  owner = await loginAs(t.app, aino.email);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: owner.authorization },
    ...(body ? { payload: body } : {}),
  });

/** Sends what is due now and waits for any run of the timer under way. */
async function deliver() {
  await deliverDueWebhooks(t.app.ctx);
  await t.app.jobRuns.settled();
}

async function addEndpoint(events: string[], url = receiver.url) {
  const res = await call('POST', webhookPaths.list, { url, events, description: 'Till' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { endpoint: { id: string }; secret: string };
}

async function joinQueue(name = 'Aino Virtanen') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/queue',
    remoteAddress: freshAddress(),
    payload: {
      name,
      phone: nextPhone(),
      shopId: f.shop.id,
      services: [{ id: f.cut.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: 30,
      totalPrice: 30,
      payNow: false,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.orderId as string;
}

const step = (path: string, payload?: object) => call('POST', `/api/staff/queue/${path}`, payload);

const log = async (endpointId: string) =>
  (await call('GET', webhookPaths.deliveries(endpointId))).json().data
    .deliveries as WebhookDelivery[];

/** Removes every endpoint, so each test starts with none. */
beforeEach(async () => {
  const { endpoints } = (await call('GET', webhookPaths.list)).json().data;
  for (const { id } of endpoints) await call('DELETE', webhookPaths.endpoint(id));
  receiver.reset();
  clock.set('2027-03-20T08:00:00Z');
});

describe('webhooks', () => {
  it('tells a walk-in’s life in order, each POST signed as the guide says', async () => {
    const { secret, endpoint } = await addEndpoint([
      'walk_in.joined',
      'walk_in.called',
      'walk_in.started',
      'walk_in.finished',
    ]);
    const listed = (await call('GET', webhookPaths.list)).json();
    expect(JSON.stringify(listed)).not.toContain(secret);

    const orderId = await joinQueue('Bea Customer');
    const barber = f.barbers[0]?.id;
    const calling = await step(`${orderId}/call`, {});
    expect(calling.statusCode, calling.body).toBe(200);
    expect((await step(`${orderId}/start`, { barberId: barber })).statusCode).toBe(200);
    expect((await step(`${orderId}/finish`)).statusCode).toBe(200);
    await deliver();
    await receiver.receivedCount(4);

    expect(receiver.received.map((r) => r.body.type)).toEqual([
      'walk_in.joined',
      'walk_in.called',
      'walk_in.started',
      'walk_in.finished',
    ]);
    for (const post of receiver.received) {
      const signature = String(post.headers[webhookHeaders.signature]);
      expect(verify(secret, signature, post.rawBody, clock.now().getTime())).toBe(true);
      expect(verify('whsec_wrong', signature, post.rawBody, clock.now().getTime())).toBe(false);
      // A signature an hour old is refused: a captured request cannot be sent again later.
      expect(verify(secret, signature, post.rawBody, clock.now().getTime() + 3_600_000)).toBe(
        false,
      );
      expect(post.headers[webhookHeaders.eventId]).toBe(post.body.id);
      expect(post.body.shopId).toBe(f.shop.id);
      expect(post.body.data.id).toBe(orderId);
      expect(post.body.data.customer.name).toBe('Bea Customer');
    }
    const [, called, started, finished] = receiver.received.map((r) => r.body.data);
    expect(called?.calledAt).toBe(clock.now().toISOString());
    expect(started?.barberId).toBe(barber);
    expect(finished?.status).toBe('served');
    // A tampered body fails the documented check.
    const first = receiver.received[0];
    if (!first) throw new Error('nothing received');
    const header = String(first.headers[webhookHeaders.signature]);
    expect(verify(secret, header, first.rawBody.replace('Bea', 'Eve'), clock.now().getTime())).toBe(
      false,
    );
    const delivered = await log(endpoint.id);
    expect(delivered.map((d) => [d.status, d.lastStatusCode, d.attempts])).toEqual(
      Array(4).fill(['delivered', 200, 1]),
    );
  });

  it('sends only the events an endpoint chose, and nothing for a change that rolled back', async () => {
    await addEndpoint(['walk_in.left']);
    const orderId = await joinQueue();
    // Refused steps change nothing and say nothing.
    expect((await step(`${orderId}/finish`)).statusCode).toBe(409);
    await expect(
      inTransaction(t.app.db, t.app.log, async (tx) => {
        await recordWebhookEvents(tx, [
          {
            shopId: f.shop.id,
            type: 'walk_in.left',
            subject: `walk_in:${orderId}`,
            data: {},
            at: clock.now(),
          },
        ]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await deliver();
    expect(receiver.received).toEqual([]);

    expect((await step(`${orderId}/cancel`, { reason: 'left early' })).statusCode).toBe(200);
    await deliver();
    await receiver.receivedCount(1);
    expect(receiver.received.map((r) => [r.body.type, r.body.data.status])).toEqual([
      ['walk_in.left', 'cancelled'],
    ]);
  });

  it('retries after a 500 and after a timeout, and keeps one walk-in’s events in order', async () => {
    const { endpoint } = await addEndpoint(['walk_in.joined', 'walk_in.called']);
    // The first try of First's "joined" gets a 500; Second's first gets no answer at all.
    receiver.behave((post, earlier) => {
      const name = post.body.data.customer.name;
      const tried = earlier.some((e) => e.body.id === post.body.id);
      if (tried) return 200;
      if (name === 'First' && post.body.type === 'walk_in.joined') return 500;
      return name === 'Second' ? 'hang' : 200;
    });
    const first = await joinQueue('First');
    const second = await joinQueue('Second');
    await step(`${first}/call`, {});
    await deliver();
    // First's "called" waits behind its "joined", which is to be tried again.
    expect(new Set(receiver.received.map((r) => `${r.body.type} ${r.body.data.id}`))).toEqual(
      new Set([`walk_in.joined ${first}`, `walk_in.joined ${second}`]),
    );
    const tried = await log(endpoint.id);
    expect(tried.map((d) => [d.eventType, d.status, d.lastStatusCode, d.lastError])).toEqual([
      ['walk_in.called', 'pending', null, null],
      ['walk_in.joined', 'pending', null, 'timeout'],
      ['walk_in.joined', 'pending', 500, null],
    ]);
    expect(tried[1]?.nextAttemptAt).toBe(new Date(clock.now().getTime() + 30_000).toISOString());

    clock.advanceMinutes(1);
    await deliver();
    await receiver.receivedCount(5);
    const ofFirst = receiver.received.filter((r) => r.body.data.id === first);
    expect(ofFirst.map((r) => r.body.type)).toEqual([
      'walk_in.joined',
      'walk_in.joined',
      'walk_in.called',
    ]);
    // A retry carries the same event id, so a receiver can skip one it already handled.
    expect(ofFirst[0]?.body.id).toBe(ofFirst[1]?.body.id);
    expect((await log(endpoint.id)).map((d) => [d.status, d.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 2],
      ['delivered', 2],
    ]);
  });

  it('pauses an endpoint failing for three days, tells the owner, and resumes on request', async () => {
    const { endpoint } = await addEndpoint(['walk_in.joined']);
    receiver.behave(() => 503);
    const orderId = await joinQueue();
    const started = clock.now().getTime();
    while (clock.now().getTime() - started < 73 * 3_600_000) {
      await deliver();
      clock.advanceMinutes(6 * 60);
    }
    await deliver();
    const [paused] = (await call('GET', webhookPaths.list)).json().data.endpoints;
    expect(paused.state).toBe('paused');
    expect(paused.failingSince).toBe(new Date(started).toISOString());
    const [gaveUp] = await log(endpoint.id);
    expect(gaveUp?.status).toBe('failed');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, ownerEmail));
    expect(mails.map((m) => m.subject)).toEqual(['A webhook was paused – Jono']);
    expect(mails[0]?.text).toContain(receiver.url);

    // Paused: new events are not even queued, and nothing is tried.
    const tries = receiver.received.length;
    await joinQueue();
    clock.advanceMinutes(60);
    await deliver();
    expect(receiver.received.length).toBe(tries);

    receiver.reset();
    const resumed = await call('PATCH', webhookPaths.endpoint(endpoint.id), { enabled: true });
    expect(resumed.json().data.state).toBe('active');
    const replay = await call('POST', webhookPaths.replay(endpoint.id, gaveUp?.id ?? ''));
    expect(replay.statusCode).toBe(200);
    await deliver();
    await receiver.receivedCount(1);
    expect(receiver.received.map((r) => r.body.data.id)).toEqual([orderId]);
    expect((await log(endpoint.id))[0]).toMatchObject({
      status: 'delivered',
      replayOf: gaveUp?.id,
    });
  });

  it('replays a delivered event with its id, and pings on request', async () => {
    const { endpoint } = await addEndpoint(['walk_in.joined']);
    await joinQueue();
    await deliver();
    await receiver.receivedCount(1);
    const [first] = await log(endpoint.id);
    const replayed = await call('POST', webhookPaths.replay(endpoint.id, first?.id ?? ''));
    expect(replayed.statusCode).toBe(200);
    const ping = await call('POST', webhookPaths.ping(endpoint.id));
    expect(ping.json().data.eventType).toBe('ping');
    await deliver();
    await receiver.receivedCount(3);
    const sent = receiver.received.map((r) => r.body);
    expect(sent.filter((b) => b.type === 'walk_in.joined').map((b) => b.id)).toEqual([
      sent[0]?.id,
      sent[0]?.id,
    ]);
    expect(sent.filter((b) => b.type === 'ping')).toHaveLength(1);
    expect((await log(endpoint.id))[1]?.replayOf).toBe(first?.id);
  });

  it('sends a booking made, moved and cancelled, and none for an unpaid hold', async () => {
    const { endpoint } = await addEndpoint([
      'booking.created',
      'booking.moved',
      'booking.cancelled',
    ]);
    const phone = nextPhone();
    const made = await postBooking(t, bookingBody(f, '2027-03-22', '10:00', { phone }));
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json().data.booking as { id: string };
    const moved = await t.app.inject({
      method: 'POST',
      url: bookingPaths.move(booking.id),
      payload: { phone, date: '2027-03-22', time: '12:00' },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: bookingPaths.cancel(booking.id),
      payload: { phone },
    });
    expect(cancelled.statusCode).toBe(200);
    await deliver();
    await receiver.receivedCount(3);
    expect(receiver.received.map((r) => [r.body.type, r.body.data.id])).toEqual([
      ['booking.created', booking.id],
      ['booking.moved', booking.id],
      ['booking.cancelled', booking.id],
    ]);
    const [, move, cancel] = receiver.received.map((r) => r.body.data);
    expect(move?.previousStartAt).toBe('2027-03-22T08:00:00.000Z');
    expect(move?.startAt).toBe('2027-03-22T10:00:00.000Z');
    expect(cancel?.cancelledBy).toBe('customer');
    expect(await log(endpoint.id)).toHaveLength(3);
  });

  it('announces a booking with a fee only once it is paid, then as created and paid', async () => {
    await addEndpoint(['booking.created', 'booking.paid', 'booking.cancelled']);
    await t.database.db.update(shops).set({ bookingFeeCents: 200 }).where(eq(shops.id, f.shop.id));
    const pay = async (time: string, button: 'pay' | 'decline') => {
      const made = await postBooking(t, bookingBody(f, '2027-03-23', time));
      expect(made.statusCode).toBe(201);
      const { booking, checkoutUrl } = made.json().data;
      const session = String(checkoutUrl).split('/').pop() ?? '';
      const path =
        button === 'pay' ? paymentPaths.testCheckoutPay : paymentPaths.testCheckoutDecline;
      await t.app.inject({
        method: 'POST',
        url: path(session),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      return booking.id as string;
    };
    try {
      const declined = await pay('14:00', 'decline');
      await deliver();
      // A hold that was not paid is nothing the shop's software should act on.
      expect(receiver.received.filter((r) => r.body.data.id === declined)).toEqual([]);
      const paid = await pay('15:00', 'pay');
      await deliver();
      await receiver.receivedCount(2);
      expect(
        receiver.received.map((r) => [r.body.type, r.body.data.id, r.body.data.status]),
      ).toEqual([
        ['booking.created', paid, 'confirmed'],
        ['booking.paid', paid, 'confirmed'],
      ]);
    } finally {
      await t.database.db.update(shops).set({ bookingFeeCents: 0 }).where(eq(shops.id, f.shop.id));
    }
  });

  it('sends each due delivery once when several runs race', async () => {
    await addEndpoint(['walk_in.joined']);
    for (let n = 0; n < 6; n++) await joinQueue(`Racer ${n}`);
    await Promise.all([
      deliverDueWebhooks(t.app.ctx),
      deliverDueWebhooks(t.app.ctx),
      deliverDueWebhooks(t.app.ctx),
    ]);
    await t.app.jobRuns.settled();
    await receiver.receivedCount(6);
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(6);
    expect(receiver.received).toHaveLength(6);
  });

  it('keeps nothing for a shop with no endpoint listening', async () => {
    await joinQueue();
    const kept = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.shopId, f.shop.id));
    const before = kept.length;
    await joinQueue();
    const after = await t.database.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.shopId, f.shop.id));
    expect(after).toHaveLength(before);
    const orphans = await t.database.db.select().from(webhookDeliveries);
    expect(orphans).toEqual([]);
  });
});
