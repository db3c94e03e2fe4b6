import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, queueEntries } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createQueueEntry, createShop } from '../../../test/factories';
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../../test/push-service-stand-in';
import { sendOrderAlert } from './order-alerts.service';
import { forgetEndedOrdersSubscriptions } from './push-subscriptions.service';

describe('push subscriptions of an order', () => {
  let t: TestApp;
  let push: PushServiceStandIn;
  let shopId: string;

  beforeAll(async () => {
    push = await startPushServiceStandIn();
    t = await buildTestApp({ PUSH_SERVICE_ORIGINS: push.origin });
    shopId = (await createShop(t.database.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const subscribe = (orderId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/queue/${orderId}/push-subscription`, payload });
  const rowsOf = (orderId: string) =>
    t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.queueEntryId, orderId));

  it('refuses keys that are not a browser’s, and stores nothing', async () => {
    const entry = await createQueueEntry(t.database.db, shopId);
    const browser = push.subscribe();
    for (const keys of [
      { p256dh: 'short', auth: browser.keys.auth },
      { p256dh: browser.keys.p256dh, auth: 'not base64url!!!!!!!!!' },
      { p256dh: `A${browser.keys.p256dh.slice(1)}`, auth: browser.keys.auth },
    ]) {
      const res = await subscribe(entry.id, { endpoint: browser.endpoint, keys });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    }
    expect(await rowsOf(entry.id)).toEqual([]);
  });

  it('posts only to push services, never to an address a caller made up', async () => {
    const entry = await createQueueEntry(t.database.db, shopId);
    const { keys } = push.subscribe();
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:5432/',
      'https://example.com/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const res = await subscribe(entry.id, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    expect(await rowsOf(entry.id)).toEqual([]);

    const known = await subscribe(entry.id, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      keys,
    });
    expect(known.statusCode).toBe(201);
    expect(await rowsOf(entry.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 409 for one that is no longer waiting', async () => {
    const browser = push.subscribe();
    const body = { endpoint: browser.endpoint, keys: browser.keys };
    expect((await subscribe('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await subscribe('not-an-id', body)).statusCode).toBe(404);
    const served = await createQueueEntry(t.database.db, shopId, { status: 'served' });
    const res = await subscribe(served.id, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(await rowsOf(served.id)).toEqual([]);
  });

  it('renews a browser that subscribes again, and keeps the newest five', async () => {
    const entry = await createQueueEntry(t.database.db, shopId);
    const browser = push.subscribe();
    await subscribe(entry.id, { ...browser, language: 'en' });
    const renewed = push.subscribe();
    const again = await subscribe(entry.id, {
      endpoint: browser.endpoint,
      keys: renewed.keys,
      language: 'sv',
    });
    expect(again.statusCode).toBe(201);
    const [row, ...more] = await rowsOf(entry.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ p256dh: renewed.keys.p256dh, language: 'sv' });

    const others = Array.from({ length: 5 }, () => push.subscribe());
    for (const other of others) {
      expect((await subscribe(entry.id, other)).statusCode).toBe(201);
    }
    const endpoints = (await rowsOf(entry.id)).map((r) => r.endpoint).sort();
    expect(endpoints).toEqual(others.map((o) => o.endpoint).sort());
  });

  it('stops alerts to a browser that unsubscribes', async () => {
    const entry = await createQueueEntry(t.database.db, shopId);
    const leaving = push.subscribe();
    const staying = push.subscribe();
    await subscribe(entry.id, leaving);
    await subscribe(entry.id, staying);
    const url = `/api/queue/${entry.id}/push-subscription`;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'DELETE',
        url,
        payload: { endpoint: leaving.endpoint },
      });
      expect(res.statusCode).toBe(200);
    }
    await sendOrderAlert(t.app.ctx, { entryId: entry.id, kind: 'closed' });
    expect((await push.nextPush(staying.id)).message.kind).toBe('closed');
    expect(push.pushesTo(leaving.id)).toEqual([]);
    const [after] = await t.database.db
      .select({ status: queueEntries.lastAlertStatus })
      .from(queueEntries)
      .where(eq(queueEntries.id, entry.id));
    expect(after?.status).toBe('delivered');
  });

  it('forgets the browsers of an order an hour after it ended, and keeps those of live orders', async () => {
    const db = t.database.db;
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const servedLongAgo = await createQueueEntry(db, shopId, {
      status: 'served',
      startedAt: hoursAgo(3),
      finishedAt: hoursAgo(2),
    });
    const cancelledJustNow = await createQueueEntry(db, shopId, {
      status: 'cancelled',
      cancelledAt: hoursAgo(0.5),
    });
    const waiting = await createQueueEntry(db, shopId);
    for (const entry of [servedLongAgo, cancelledJustNow, waiting]) {
      const browser = push.subscribe();
      await db.insert(pushSubscriptions).values({
        queueEntryId: entry.id,
        endpoint: browser.endpoint,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
      });
    }

    await forgetEndedOrdersSubscriptions(db, now);

    expect(await rowsOf(servedLongAgo.id)).toEqual([]);
    expect(await rowsOf(cancelledJustNow.id)).toHaveLength(1);
    expect(await rowsOf(waiting.id)).toHaveLength(1);
  });
});
