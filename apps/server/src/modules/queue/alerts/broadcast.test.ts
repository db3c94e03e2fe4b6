import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createShop, createStaff } from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../../test/push-service-stand-in';
import { type SmscStandIn, startSmscStandIn } from '../../../test/smsc-stand-in';
import { startSmtpInbox } from '../../../test/smtp-inbox';

const e164 = (phone: string) => `+358${phone.replace(/\s/g, '').slice(1)}`;

describe("staff's message to everyone waiting", () => {
  let t: TestApp;
  let smsc: SmscStandIn;
  let push: PushServiceStandIn;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let clockAhead = 0;

  beforeAll(async () => {
    smsc = await startSmscStandIn({ systemId: 'jono', password: 'pw' });
    push = await startPushServiceStandIn();
    inbox = await startSmtpInbox();
    t = await buildTestApp(
      {
        SMS_URL: smsc.url.replace('smpp://jono@', 'smpp://jono:pw@'),
        SMTP_URL: inbox.url,
        PUSH_SERVICE_ORIGINS: push.origin,
      },
      () => new Date(Date.now() + clockAhead),
    );
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smsc.close(), push.close(), inbox.close()]);
  });

  async function openShop() {
    const db = t.database.db;
    const shop = await createShop(db, { name: 'Broadcast Barbers', chairCount: 1, queueLimit: 50 });
    const serviceId = (
      await createCatalogue(db, shop.id, {
        services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
        addons: [],
      })
    ).services[0]?.id;
    const owner = await loginAs(t.app, (await createStaff(db, shop.id)).email);
    const join = async (language: string, extra: { textMe?: boolean; email?: string }) => {
      const phone = nextPhone();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        headers: { 'x-lang': language },
        payload: {
          name: 'Waiting Customer',
          phone,
          shopId: shop.id,
          services: [{ id: serviceId, quantity: 1, addons: [] }],
          additionalServices: [],
          totalTimeRequires: 30,
          totalPrice: 30,
          payNow: false,
          ...extra,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { orderId: res.json().data.orderId as string, phone: e164(phone) };
    };
    return { shop, owner, join };
  }

  const broadcast = (owner: { authorization: string }, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/queue/broadcast',
      headers: { authorization: owner.authorization },
      payload,
    });

  it('reaches each waiting customer once, by their channel and in their language', async () => {
    const { owner, join } = await openShop();
    const pushed = await join('sv', {});
    const browser = push.subscribe();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: `/api/queue/${pushed.orderId}/push-subscription`,
      payload: { endpoint: browser.endpoint, keys: browser.keys, language: 'sv' },
    });
    expect(subscribed.statusCode).toBe(201);
    const texted = await join('fi', { textMe: true });
    await smsc.waitForSubmit((s) => s.to === texted.phone);
    const email = `broadcast-${Date.now()}@example.fi`;
    await join('es', { email });
    await join('en', {});

    const res = await broadcast(owner, { preset: 'running_late', minutes: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ waiting: 4, push: 1, text: 1, mail: 1, unreached: 1 });
    const message = (await push.nextPush(browser.id)).message;
    expect(message).toMatchObject({
      kind: 'broadcast',
      body: 'Broadcast Barbers ligger cirka 15 min efter. Din plats i kön finns kvar.',
    });
    const text = await smsc.waitForSubmit(
      (s) => s.to === texted.phone && s.text.includes('myöhässä'),
    );
    expect(text.text).toContain('Broadcast Barbers: olemme noin 15 min myöhässä.');
    expect(text.dataCoding).toBe(0);
    const mail = await inbox.next(email);
    expect(mail.body).toContain('va con unos 15 min de retraso');

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/audit',
      headers: { authorization: owner.authorization },
    });
    expect(JSON.stringify(log.json().data)).toContain('broadcast_sent');
  });

  it('sends one at a time: a second within two minutes is refused, two at once send one', async () => {
    const { owner, join } = await openShop();
    await join('en', {});
    const [a, b] = await Promise.all([
      broadcast(owner, { preset: 'own', message: 'Card payments are down, bring cash' }),
      broadcast(owner, { preset: 'own', message: 'Card payments are down, bring cash' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    const refused = a.statusCode === 429 ? a : b;
    expect(refused.json().code).toBe('BROADCAST_TOO_SOON');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(100);
    clockAhead = 121_000;
    expect((await broadcast(owner, { preset: 'short_break' })).statusCode).toBe(200);
    clockAhead = 0;
  });

  it('refuses a message that is neither a preset nor words, or both, and sends nothing', async () => {
    const { owner } = await openShop();
    for (const payload of [
      {},
      { message: 'no preset' },
      { preset: 'running_late' },
      { preset: 'short_break', message: 'both' },
      { preset: 'own' },
      { preset: 'own', message: '   ' },
      { preset: 'own', message: 'x'.repeat(161) },
      { preset: '__proto__' },
    ]) {
      const res = await broadcast(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await broadcast(owner, { preset: 'queue_moving' })).statusCode).toBe(200);
  });
});
