import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions, queueEntries } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import {
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
} from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';
import {
  type PushServiceStandIn,
  type ReceivedPush,
  startPushServiceStandIn,
} from '../../../test/push-service-stand-in';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { shopQueueUpdate } from '../live';
import { followUpUnseenPushes } from './alert-follow-up';
import { alertRunsSettled, sendDueShopAlerts, sendOrderAlert } from './order-alerts.service';

const MINUTE = 60_000;
/** The shop sits here; customers share positions north of it (a degree of latitude ≈ 111.2 km). */
const shopAt = { lat: 60.17, lng: 24.94 };
const northOfShop = (metres: number) => ({ lat: shopAt.lat + metres / 111_195, lng: shopAt.lng });

describe('alerts that reach the customer (Web Push and mail)', () => {
  let t: TestApp;
  let push: PushServiceStandIn;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  /** How far the app's clock runs ahead of the real one. */
  let clockAhead = 0;
  let serviceId: string;
  let publicKey: string;

  beforeAll(async () => {
    push = await startPushServiceStandIn();
    inbox = await startSmtpInbox();
    // The stand-in is a push service the server may post to, like the browsers' own.
    t = await buildTestApp(
      { SMTP_URL: inbox.url, PUSH_SERVICE_ORIGINS: push.origin },
      () => new Date(Date.now() + clockAhead),
    );
    const key = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(key.statusCode).toBe(200);
    publicKey = key.json().data.publicKey;
  });
  afterAll(async () => {
    await t.close();
    await push.close();
    await inbox.close();
  });
  beforeEach(() => {
    clockAhead = 0;
  });

  /** A shop with one chair, its owner at work (logged in), and a 30-minute haircut. */
  async function openShop(overrides: { defaultTravelMinutes?: number } = {}) {
    const db = t.database.db;
    const shop = await createShop(db, { chairCount: 1, queueLimit: 50, ...shopAt, ...overrides });
    const catalogue = await createCatalogue(db, shop.id, {
      services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
      addons: [],
    });
    serviceId = catalogue.services[0]?.id as string;
    const ownerRow = await createStaff(db, shop.id, { name: 'Olli Owner' });
    const owner = await loginAs(t.app, ownerRow.email);
    return { shop, owner, ownerRow };
  }

  /** The owner is cutting someone's hair from now for 30 minutes: the next customer waits. */
  async function chairBusyFor30Minutes(shopId: string, barberId: string) {
    await createQueueEntry(t.database.db, shopId, {
      status: 'in_service',
      barberId,
      startedAt: new Date(Date.now() + clockAhead),
      totalDurationMinutes: 30,
    });
  }

  /**
   * Minutes from now until a customer travelling `travelMinutes` should leave: the early end
   * of their start range less the trip and 5 minutes' slack, as their tracking page shows it.
   */
  /**
   * Minutes until a customer at home should set off, from the start only one play-out in
   * twenty beats (earlier than the range shown), as the queue's read gives it to the alerts.
   */
  async function minutesUntilLeaving(orderId: string, travelMinutes: number) {
    const order = (await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` })).json().data;
    const now = new Date(Date.now() + clockAhead);
    const update = await shopQueueUpdate(t.app.db, order.barberShop.id, now);
    const soonest = update?.waiting(orderId)?.soonest ?? Number.NaN;
    // Earlier than the range the customer is shown.
    expect(soonest).toBeLessThanOrEqual(Date.parse(order.estimatedRange.earliest));
    return (soonest - now.getTime()) / MINUTE - travelMinutes - 5;
  }

  async function join(
    shopId: string,
    options: {
      email?: string;
      position?: { lat: number; lng: number };
      language?: string;
      name?: string;
    } = {},
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      headers: { 'x-lang': options.language ?? 'fi' },
      payload: {
        name: options.name ?? 'Aino Virtanen',
        phone: nextPhone(),
        ...(options.email ? { email: options.email } : {}),
        ...(options.position ? { position: options.position } : {}),
        shopId,
        services: [{ id: serviceId, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        payNow: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { orderId: string; shortCode: string };
  }

  /** This "browser" subscribes to the order's alerts, as the tracking page does. */
  async function subscribe(orderId: string, language = 'fi') {
    const browser = push.subscribe();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/queue/${orderId}/push-subscription`,
      payload: { endpoint: browser.endpoint, keys: browser.keys, language },
    });
    expect(res.statusCode, res.body).toBe(201);
    return browser;
  }

  const entryOf = async (orderId: string) => {
    const [entry] = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.id, orderId));
    if (!entry) throw new Error('no entry');
    return entry;
  };

  const formatted = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

  /** Every push the stand-in took was signed by this server's VAPID key and nothing was refused. */
  function expectSignedByServer(received: ReceivedPush) {
    expect(received.vapidKey).toBe(publicKey);
    expect(received.claims.aud).toBe(push.origin);
    expect(push.refused).toEqual([]);
  }

  it('sends an encrypted, VAPID-signed push in the browser’s language, naming the shop and the order code', async () => {
    const { shop } = await openShop();
    const order = await join(shop.id, { language: 'fi' });
    const browser = await subscribe(order.orderId, 'sv');
    // Staff called the customer to chair 2 (the Call action writes this, then alerts).
    await t.database.db
      .update(queueEntries)
      .set({ calledAt: new Date(), callCount: 1, calledChair: 2 })
      .where(eq(queueEntries.id, order.orderId));

    await sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'turn' });

    const received = await push.nextPush(browser.id);
    expectSignedByServer(received);
    expect(received.urgency).toBe('high');
    expect(received.ttl).toBeGreaterThan(0);
    expect(received.message).toEqual({
      kind: 'turn',
      orderId: order.orderId,
      code: formatted(order.shortCode),
      lang: 'sv',
      title: `Din tur hos ${shop.name}`,
      body: `Kom till stol 2. Order ${formatted(order.shortCode)}.`,
      url: `/order-tracking/${order.orderId}`,
      tag: `order-${order.orderId}`,
      seen: {
        url: `/api/queue/${order.orderId}/alert-seen`,
        marker: 'turn:1',
        token: expect.any(String),
      },
    });
    const entry = await entryOf(order.orderId);
    expect(entry.alertsSent).toEqual(['turn:1']);
    // On its way until the browser says it showed it.
    expect([entry.lastAlertChannel, entry.lastAlertStatus]).toEqual(['push', 'sent']);
    expect(entry.lastAlertAt).not.toBeNull();

    const seen = received.message.seen as { url: string; marker: string; token: string };
    const forged = await t.app.inject({
      method: 'POST',
      url: seen.url,
      payload: { marker: seen.marker, token: 'not-the-token' },
    });
    expect(forged.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/queue/not-a-uuid/alert-seen',
      payload: { marker: seen.marker, token: seen.token },
    });
    expect(malformed.statusCode).toBe(404);
    expect((await entryOf(order.orderId)).lastAlertStatus).toBe('sent');
    const shown = await t.app.inject({
      method: 'POST',
      url: seen.url,
      payload: { marker: seen.marker, token: seen.token },
    });
    expect(shown.statusCode).toBe(204);
    expect((await entryOf(order.orderId)).lastAlertStatus).toBe('delivered');
  });

  it('says time to leave when the estimated start less a walk under 2 km (and slack) is reached', async () => {
    const { shop, ownerRow } = await openShop();
    await chairBusyFor30Minutes(shop.id, ownerRow.id);
    // 1 km away: 12 minutes on foot. The chair frees in about 30 minutes, sooner if the cut
    // goes quickly: leave 12 + 5 minutes before a start only one play-out in twenty beats
    // (some 22 minutes from now).
    const order = await join(shop.id, { position: northOfShop(1_000), language: 'en' });
    const entry = await entryOf(order.orderId);
    expect({ minutes: entry.travelMinutes, mode: entry.travelMode }).toEqual({
      minutes: 12,
      mode: 'walk',
    });
    const leaveIn = await minutesUntilLeaving(order.orderId, 12);
    expect(leaveIn).toBeGreaterThan(1);
    expect(leaveIn).toBeLessThan(10);
    const browser = await subscribe(order.orderId, 'en');

    clockAhead = (leaveIn - 1) * MINUTE;
    await alertRunsSettled(t.app.ctx);
    await sendDueShopAlerts(t.app.ctx, shop.id);
    expect(push.pushesTo(browser.id)).toEqual([]);

    clockAhead = (leaveIn + 1) * MINUTE;
    await sendDueShopAlerts(t.app.ctx, shop.id);
    const received = await push.nextPush(browser.id);
    expectSignedByServer(received);
    expect(received.message).toMatchObject({
      kind: 'leave',
      lang: 'en',
      title: `Time to leave for ${shop.name}`,
    });
    expect(received.message.body).toMatch(
      new RegExp(
        `^It is about 12 minutes on foot\\. Your turn is expected around \\d\\d:\\d\\d\\. Order ${formatted(order.shortCode)}\\.$`,
      ),
    );
  });

  it('reckons a trip of 2 km or more by car, and without a position takes the shop’s default', async () => {
    // Two shops, each with its chair busy for 30 minutes and a shop default of 12 minutes.
    const carShop = await openShop({ defaultTravelMinutes: 12 });
    await chairBusyFor30Minutes(carShop.shop.id, carShop.ownerRow.id);
    // 6 km at 30 km/h: 12 minutes by car.
    const byCar = await join(carShop.shop.id, { position: northOfShop(6_000), language: 'en' });
    const plainShop = await openShop({ defaultTravelMinutes: 12 });
    await chairBusyFor30Minutes(plainShop.shop.id, plainShop.ownerRow.id);
    const unknown = await join(plainShop.shop.id, { language: 'en' });
    expect((await entryOf(byCar.orderId)).travelMode).toBe('drive');
    expect((await entryOf(unknown.orderId)).travelMinutes).toBeNull();
    const carBrowser = await subscribe(byCar.orderId, 'en');
    const defaultBrowser = await subscribe(unknown.orderId, 'en');

    // Both start in about 30 minutes and need 12: leave 17 minutes before the range's start.
    const leaveIn = await minutesUntilLeaving(byCar.orderId, 12);
    expect(await minutesUntilLeaving(unknown.orderId, 12)).toBeCloseTo(leaveIn, 0);
    clockAhead = (leaveIn - 1) * MINUTE;
    await alertRunsSettled(t.app.ctx);
    await sendDueShopAlerts(t.app.ctx, carShop.shop.id);
    await sendDueShopAlerts(t.app.ctx, plainShop.shop.id);
    expect([...push.pushesTo(carBrowser.id), ...push.pushesTo(defaultBrowser.id)]).toEqual([]);

    clockAhead = (leaveIn + 1) * MINUTE;
    await sendDueShopAlerts(t.app.ctx, carShop.shop.id);
    await sendDueShopAlerts(t.app.ctx, plainShop.shop.id);
    const car = await push.nextPush(carBrowser.id);
    expect(car.message.body).toMatch(/^It is about 12 minutes by car\./);
    const fallback = await push.nextPush(defaultBrowser.id);
    expect(fallback.message.body).toMatch(/^Allow about 12 minutes to get there\./);
  });

  it('tells a customer who moves to first in line, once, right after the change', async () => {
    const { shop, owner, ownerRow } = await openShop();
    const ahead = await join(shop.id, { name: 'Ahead' });
    const next = await join(shop.id, { name: 'Next', language: 'es' });
    const browser = await subscribe(next.orderId, 'es');

    const start = await t.app.inject({
      method: 'POST',
      url: `/api/staff/queue/${ahead.orderId}/start`,
      headers: { authorization: owner.authorization },
      payload: { barberId: ownerRow.id },
    });
    expect(start.statusCode, start.body).toBe(200);

    const received = await push.nextPush(browser.id);
    expectSignedByServer(received);
    expect(received.message).toMatchObject({
      kind: 'first',
      lang: 'es',
      title: `Eres el siguiente en ${shop.name}`,
      body: `Estás el primero de la cola. Pedido ${formatted(next.shortCode)}.`,
    });
    await alertRunsSettled(t.app.ctx);
    await sendDueShopAlerts(t.app.ctx, shop.id);
    expect(push.pushesTo(browser.id)).toHaveLength(1);
  });

  it('does not call joining an empty queue moving to first', async () => {
    const { shop } = await openShop();
    const order = await join(shop.id);
    const browser = await subscribe(order.orderId);
    await alertRunsSettled(t.app.ctx);
    await sendDueShopAlerts(t.app.ctx, shop.id);
    expect(push.pushesTo(browser.id)).toEqual([]);
    expect((await entryOf(order.orderId)).alertsSent).toEqual([]);
  });

  it('tells a customer the shop removed them, and one who leaves by themselves nothing', async () => {
    const { shop, owner } = await openShop();
    // The one who leaves is ahead, so the removal does not make them first in line.
    const leaving = await join(shop.id);
    const removed = await join(shop.id, { language: 'en' });
    const removedBrowser = await subscribe(removed.orderId, 'en');
    const leavingBrowser = await subscribe(leaving.orderId);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/staff/queue/${removed.orderId}/cancel`,
      headers: { authorization: owner.authorization },
      payload: { reason: 'Closing early today' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const received = await push.nextPush(removedBrowser.id);
    expect(received.message).toMatchObject({
      kind: 'removed',
      title: `You were removed from the queue at ${shop.name}`,
      body: `The shop cancelled your order ${formatted(removed.shortCode)}.`,
    });

    const leave = await t.app.inject({
      method: 'PATCH',
      url: `/api/queue/cancel/${leaving.orderId}`,
    });
    expect(leave.statusCode).toBe(200);
    await alertRunsSettled(t.app.ctx);
    await sendDueShopAlerts(t.app.ctx, shop.id);
    expect(push.pushesTo(leavingBrowser.id)).toEqual([]);
  });

  it('tells a no-show only once staff can no longer take it back', async () => {
    const { shop, owner } = await openShop();
    const order = await join(shop.id, { language: 'en' });
    const browser = await subscribe(order.orderId, 'en');
    await t.database.db
      .update(queueEntries)
      .set({ calledAt: new Date(), callCount: 1 })
      .where(eq(queueEntries.id, order.orderId));
    const noShow = await t.app.inject({
      method: 'POST',
      url: `/api/staff/queue/${order.orderId}/no-show`,
      headers: { authorization: owner.authorization },
    });
    expect(noShow.statusCode, noShow.body).toBe(200);
    await alertRunsSettled(t.app.ctx);
    await sendDueShopAlerts(t.app.ctx, shop.id);
    expect(push.pushesTo(browser.id)).toEqual([]);

    // Past the seconds an undo is allowed: the scheduler's next run tells the customer.
    clockAhead = 11_000;
    await sendDueShopAlerts(t.app.ctx, shop.id);
    const received = await push.nextPush(browser.id);
    expect(received.message).toMatchObject({
      kind: 'removed',
      title: `You missed your turn at ${shop.name}`,
    });
  });

  it('tells every waiting customer when the shop closes its queue', async () => {
    const { shop, owner } = await openShop();
    const first = await join(shop.id, { language: 'en' });
    const second = await join(shop.id);
    const firstBrowser = await subscribe(first.orderId, 'en');
    const secondBrowser = await subscribe(second.orderId, 'fi');

    const close = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/queue-status',
      headers: { authorization: owner.authorization },
      payload: { override: 'closed' },
    });
    expect(close.statusCode, close.body).toBe(200);
    // The second may first have been told to leave: the first, who joined from home, may not
    // come, and then their turn is minutes away.
    const closedPush = async (browserId: string) => {
      for (let count = 0; ; count++) {
        const received = await push.nextPush(browserId, count);
        if (received.message.kind !== 'leave') return received;
      }
    };
    const [a, b] = await Promise.all([closedPush(firstBrowser.id), closedPush(secondBrowser.id)]);
    expect(a.message).toMatchObject({ kind: 'closed', title: `${shop.name} closed its queue` });
    expect(b.message).toMatchObject({
      kind: 'closed',
      lang: 'fi',
      title: `${shop.name} sulki jonon`,
      body: `Avaa tilaus ${formatted(second.shortCode)} nähdäksesi tilanteesi.`,
    });
  });

  it('sends one push when two schedulers find the same moment at once', async () => {
    const { shop, ownerRow } = await openShop();
    await chairBusyFor30Minutes(shop.id, ownerRow.id);
    // Starts in 30 minutes with the default 10 minutes of travel: leave at 15.
    const leaving = await join(shop.id);
    const called = await join(shop.id);
    const leavingBrowser = await subscribe(leaving.orderId);
    const calledBrowser = await subscribe(called.orderId);

    clockAhead = 15 * MINUTE + 5_000;
    await alertRunsSettled(t.app.ctx);
    await Promise.all([
      sendDueShopAlerts(t.app.ctx, shop.id),
      sendDueShopAlerts(t.app.ctx, shop.id),
      sendOrderAlert(t.app.ctx, { entryId: called.orderId, kind: 'turn' }),
      sendOrderAlert(t.app.ctx, { entryId: called.orderId, kind: 'turn' }),
    ]);
    await alertRunsSettled(t.app.ctx);
    expect(push.pushesTo(leavingBrowser.id).map((p) => p.message.kind)).toEqual(['leave']);
    expect(push.pushesTo(calledBrowser.id).map((p) => p.message.kind)).toEqual(['turn']);
    expect((await entryOf(leaving.orderId)).alertsSent).toEqual(['leave']);
    expect((await entryOf(called.orderId)).alertsSent).toEqual(['turn:0']);
  });

  it('tells the customer again when staff call again, once per call', async () => {
    const { shop } = await openShop();
    const order = await join(shop.id);
    const browser = await subscribe(order.orderId);
    for (const callCount of [1, 2]) {
      await t.database.db
        .update(queueEntries)
        .set({ calledAt: new Date(), callCount, calledChair: 1 })
        .where(eq(queueEntries.id, order.orderId));
      await Promise.all([
        sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'turn' }),
        sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'turn' }),
      ]);
    }
    await alertRunsSettled(t.app.ctx);
    expect(push.pushesTo(browser.id).map((p) => p.message.kind)).toEqual(['turn', 'turn']);
    expect((await entryOf(order.orderId)).alertsSent).toEqual(['turn:1', 'turn:2']);
  });

  it('drops a subscription its push service says is gone, and keeps delivering to the others', async () => {
    const { shop } = await openShop();
    const order = await join(shop.id);
    const revoked = await subscribe(order.orderId);
    const live = await subscribe(order.orderId);
    push.expire(revoked.id);

    await sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'turn' });

    expect((await push.nextPush(live.id)).message.kind).toBe('turn');
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.queueEntryId, order.orderId));
    expect(left).toEqual([{ endpoint: live.endpoint }]);
    expect((await entryOf(order.orderId)).lastAlertStatus).toBe('sent');

    // With its only browser gone, the next alert fails, and staff see that.
    push.expire(live.id);
    await sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'closed' });
    const entry = await entryOf(order.orderId);
    expect(entry.lastAlertStatus).toBe('failed');
    const none = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.queueEntryId, order.orderId));
    expect(none).toEqual([]);
  });

  it('mails time to leave and your turn to a customer who gave an address, at most two mails', async () => {
    const { shop } = await openShop();
    const email = `alerts-${Date.now()}@example.fi`;
    const order = await join(shop.id, { email, language: 'en', name: 'Mia Mail' });
    const other = await join(shop.id, { email: `capped-${Date.now()}@example.fi` });
    // The cap holds by itself: an order that already had two mails gets no third.
    await t.database.db
      .update(queueEntries)
      .set({ alertMails: 2 })
      .where(eq(queueEntries.id, other.orderId));

    clockAhead = 90 * MINUTE;
    await alertRunsSettled(t.app.ctx);
    await sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'leave' });
    await sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'first' });
    await sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'turn' });
    await sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'closed' });
    const leave = await inbox.next(email);
    const turn = await inbox.next(email);
    expect(leave.body).toContain(`Subject: Time to leave for ${shop.name}`);
    expect(leave.body).toContain('Hi Mia Mail,');
    expect(leave.body).toContain(`Order ${formatted(order.shortCode)}.`);
    expect(leave.body).toContain(`/order-tracking/${order.orderId}`);
    expect(turn.body).toContain(`Subject: It's your turn at ${shop.name}`);
    const entry = await entryOf(order.orderId);
    expect(entry.alertMails).toBe(2);
    expect(entry.lastAlertStatus).toBe('delivered');

    await sendOrderAlert(t.app.ctx, { entryId: other.orderId, kind: 'turn' });
    await t.app.mail.deliverDue();
    expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(2);
    expect(inbox.mails.some((m) => m.body.includes(formatted(other.shortCode)))).toBe(false);
  });

  it('mails your turn when the browser took the push but never said it showed it within 30 seconds, once', async () => {
    const { shop } = await openShop();
    const email = `unseen-${Date.now()}@example.fi`;
    const order = await join(shop.id, { email, language: 'en', name: 'Una Unseen' });
    const seenInTime = await join(shop.id, { email: `seen-${Date.now()}@example.fi` });
    const browser = await subscribe(order.orderId);
    const other = await subscribe(seenInTime.orderId);
    await sendOrderAlert(t.app.ctx, { entryId: order.orderId, kind: 'turn' });
    await sendOrderAlert(t.app.ctx, { entryId: seenInTime.orderId, kind: 'turn' });
    await push.nextPush(browser.id);
    const shownPush = await push.nextPush(other.id);
    const seen = shownPush.message.seen as { url: string; marker: string; token: string };
    const shown = await t.app.inject({
      method: 'POST',
      url: seen.url,
      payload: { marker: seen.marker, token: seen.token },
    });
    expect(shown.statusCode).toBe(204);

    // 29 seconds on, nothing follows yet; past 30 the unseen one goes by mail.
    clockAhead = 29_000;
    await followUpUnseenPushes(t.app.ctx);
    expect((await entryOf(order.orderId)).lastAlertChannel).toBe('push');
    clockAhead = 31_000;
    await Promise.all([followUpUnseenPushes(t.app.ctx), followUpUnseenPushes(t.app.ctx)]);
    const mail = await inbox.next(email);
    expect(mail.body).toContain(`Subject: It's your turn at ${shop.name}`);
    const entry = await entryOf(order.orderId);
    expect([entry.lastAlertChannel, entry.lastAlertStatus, entry.alertMails]).toEqual([
      'mail',
      'delivered',
      1,
    ]);
    const shownEntry = await entryOf(seenInTime.orderId);
    expect([shownEntry.lastAlertChannel, shownEntry.alertMails]).toEqual(['push', 0]);
    // A late word from the browser changes nothing: the alert went by mail.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/queue/${order.orderId}/alert-seen`,
      payload: { marker: 'turn:1', token: 'x' },
    });
    expect(late.statusCode).toBe(404);
  });

  it('shows staff on each waiting card how the customer can be reached and how the last alert went', async () => {
    const { shop, owner } = await openShop();
    const both = await join(shop.id, { email: `reach-${Date.now()}@example.fi` });
    const pushOnly = await join(shop.id);
    const none = await join(shop.id);
    const browser = await subscribe(both.orderId);
    await subscribe(pushOnly.orderId);
    push.expire(browser.id);
    await sendOrderAlert(t.app.ctx, { entryId: both.orderId, kind: 'closed' });
    await sendOrderAlert(t.app.ctx, { entryId: pushOnly.orderId, kind: 'closed' });

    const board = await t.app.inject({
      method: 'GET',
      url: '/api/staff/queue',
      headers: { authorization: owner.authorization },
    });
    expect(board.statusCode, board.body).toBe(200);
    const reach = Object.fromEntries(
      (board.json().data.waiting as { orderId: string; reach: unknown }[]).map((w) => [
        w.orderId,
        w.reach,
      ]),
    );
    // The first customer's only browser is gone and a closed queue sends no mail: failed.
    expect(reach[both.orderId]).toEqual({
      channels: ['email'],
      lastAlert: { status: 'failed', channel: 'push', at: expect.any(String) },
    });
    expect(reach[pushOnly.orderId]).toEqual({
      channels: ['push'],
      lastAlert: { status: 'delivered', channel: 'push', at: expect.any(String) },
    });
    expect(reach[none.orderId]).toEqual({ channels: [], lastAlert: null });
  });
});
