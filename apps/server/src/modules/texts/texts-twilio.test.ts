import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioSignature } from '../../lib/sms/twilio-callbacks';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createCatalogue, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { nextPhone } from '../../test/phones';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in';

const account = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-test-token' };
const statusPath = '/api/texts/twilio/status';
const inboundPath = '/api/texts/twilio/inbound';

describe('texts through Twilio: the Messages API and its signed callbacks', () => {
  let t: TestApp;
  let twilio: TwilioStandIn;

  beforeAll(async () => {
    twilio = await startTwilioStandIn(account);
    t = await buildTestApp({ SMS_URL: twilio.url, SMS_FROM: '+358401112222' });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  /** Posts a form to a callback, signed as Twilio signs it unless `signature` says otherwise. */
  const callback = (path: string, params: Record<string, string>, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature':
          signature ?? twilioSignature(account.authToken, `${testOrigin}${path}`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });

  async function joinWithTexts() {
    const db = t.database.db;
    const shop = await createShop(db, { name: 'Twilio Trims', chairCount: 1, queueLimit: 50 });
    const serviceId = (
      await createCatalogue(db, shop.id, {
        services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
        addons: [],
      })
    ).services[0]?.id;
    const owner = await loginAs(t.app, (await createStaff(db, shop.id)).email);
    const phone = nextPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      headers: { 'x-lang': 'en' },
      payload: {
        name: 'Tia Twilio',
        phone,
        shopId: shop.id,
        services: [{ id: serviceId, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        payNow: false,
        textMe: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const to = `+358${phone.replace(/\s/g, '').slice(1)}`;
    return { owner, to, orderId: res.json().data.orderId as string };
  }

  it('sends the join text with a status callback, and settles it from a signed callback only', async () => {
    const { owner, to, orderId } = await joinWithTexts();
    const sent = await twilio.waitForMessage((m) => m.to === to);
    expect(sent.from).toBe('+358401112222');
    expect(sent.body).toContain('You are in the queue at Twilio Trims');
    expect(sent.statusCallback).toBe(`${testOrigin}${statusPath}`);

    const delivered = {
      MessageSid: sent.sid,
      MessageStatus: 'delivered',
      AccountSid: account.accountSid,
    };
    const forged = await callback(statusPath, delivered, 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: statusPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(delivered).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    const board = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/staff/queue',
          headers: { authorization: owner.authorization },
        })
      )
        .json()
        .data.waiting.find((w: { orderId: string }) => w.orderId === orderId).reach;
    expect((await board()).lastAlert).toBeNull();

    expect((await callback(statusPath, delivered)).statusCode).toBe(204);
    // The join text is no alert, but its fate is the board's news: this number takes texts.
    await expect.poll(async () => (await board()).lastAlert?.status).toBe('delivered');
  });

  it('keeps a STOP reply from the customer, refusing one that is not signed', async () => {
    const { owner, to } = await joinWithTexts();
    await twilio.waitForMessage((m) => m.to === to);
    const reply = {
      MessageSid: `SM${'2'.repeat(32)}`,
      From: to,
      To: '+358401112222',
      Body: 'Stop',
    };
    expect((await callback(inboundPath, reply, 'forged')).statusCode).toBe(403);
    const heard = await callback(inboundPath, reply);
    expect(heard.statusCode).toBe(200);
    expect(heard.body).toBe('<Response></Response>');
    const usage = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/manage/texts',
          headers: { authorization: owner.authorization },
        })
      ).json().data.optedOut;
    await expect.poll(usage).toBe(1);
  });

  it('answers a body that is no form with 4xx, never 5xx', async () => {
    for (const payload of ['%%%', '__proto__=x&constructor=y', '']) {
      const res = await callback(statusPath, {}, undefined);
      expect(res.statusCode).toBeLessThan(500);
      const raw = await t.app.inject({
        method: 'POST',
        url: statusPath,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
        payload,
      });
      expect([400, 403]).toContain(raw.statusCode);
    }
  });
});
