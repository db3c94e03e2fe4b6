import type { StaffQueuePayload } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries, textMessages } from '../../db/schema';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createCatalogue, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { nextPhone } from '../../test/phones';
import { type SmscStandIn, startSmscStandIn } from '../../test/smsc-stand-in';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { anonymiseVisits } from '../queue/walk-ins/visit-privacy.service';

/** The number a test phone ('040 7000001') is texted at. */
const e164 = (phone: string) => `+358${phone.replace(/\s/g, '').slice(1)}`;

describe('alerts by text message through an SMPP gateway', () => {
  let t: TestApp;
  let smsc: SmscStandIn;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    smsc = await startSmscStandIn({ systemId: 'jono', password: 'secret' });
    inbox = await startSmtpInbox();
    t = await buildTestApp({
      SMS_URL: smsc.url.replace('smpp://jono@', 'smpp://jono:secret@'),
      SMS_FROM: 'JonoBarber',
      SMS_MONTHLY_SEGMENTS_PER_SHOP: '5',
      SMTP_URL: inbox.url,
    });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await smsc.close();
    await inbox.close();
  });

  async function openShop(name: string) {
    const db = t.database.db;
    const shop = await createShop(db, { name, chairCount: 1, queueLimit: 50 });
    const serviceId = (
      await createCatalogue(db, shop.id, {
        services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
        addons: [],
      })
    ).services[0]?.id;
    const ownerRow = await createStaff(db, shop.id, { name: 'Olli Owner' });
    const owner = await loginAs(t.app, ownerRow.email);
    return { shop, serviceId, owner, ownerRow };
  }

  async function join(
    shop: { shop: { id: string }; serviceId: string | undefined },
    body: { textMe?: boolean; email?: string; name?: string },
    language = 'fi',
  ) {
    const phone = nextPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      headers: { 'x-lang': language },
      payload: {
        name: body.name ?? 'Aino Virtanen',
        phone,
        shopId: shop.shop.id,
        services: [{ id: shop.serviceId, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        payNow: false,
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { orderId: string; shortCode: string };
    return { ...data, phone: e164(phone) };
  }

  /** The staff board's live feed: resolves with the next 'reached' news of this order. */
  async function boardOf(owner: { accessToken: string }) {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    const heard: StaffQueuePayload[] = [];
    const waiters: (() => void)[] = [];
    socket.on('staff:queue', (payload: StaffQueuePayload) => {
      heard.push(payload);
      for (const wake of waiters.splice(0)) wake();
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(await socket.emitWithAck('staff:watch', owner.accessToken)).toBe(true);
    return {
      async reached(orderId: string, count: number) {
        const seen = () => heard.filter((p) => p.kind === 'reached' && p.orderId === orderId);
        while (seen().length < count) await new Promise<void>((wake) => waiters.push(wake));
      },
    };
  }

  const reachOf = async (owner: { authorization: string }, orderId: string) => {
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/staff/queue',
      headers: { authorization: owner.authorization },
    });
    return board.json().data.waiting.find((w: { orderId: string }) => w.orderId === orderId).reach;
  };
  const call = (owner: { authorization: string }, orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/queue/${orderId}/call`,
      headers: { authorization: owner.authorization },
      payload: { chair: 1 },
    });

  it('texts a walk-in without push their place at join and "your turn" within 5 s of the call, in their language; a receipt marks it delivered', async () => {
    const shop = await openShop('Parturi Kulma');
    const board = await boardOf(shop.owner);
    const order = await join(shop, { textMe: true });
    const joined = await smsc.waitForSubmit((s) => s.to === order.phone);
    expect(joined.from).toBe('JonoBarber');
    expect(joined.text).toContain('Olet jonossa: Parturi Kulma');
    expect(joined.text).toContain(`/order-tracking/${order.orderId}`);
    expect(joined.dataCoding).toBe(0);
    expect(joined.registeredDelivery).toBe(1);
    const tracking = await t.app.inject({ method: 'GET', url: `/api/queue/${order.orderId}` });
    expect(tracking.json().data.textAlerts).toBe(true);

    const calledAt = performance.now();
    expect((await call(shop.owner, order.orderId)).statusCode).toBe(200);
    const turn = await smsc.waitForSubmit(
      (s) => s.to === order.phone && s.text.includes('vuorosi'),
    );
    expect(performance.now() - calledAt).toBeLessThan(5_000);
    expect(turn.text).toContain('Sinun vuorosi: Parturi Kulma');
    expect(turn.text).toContain('Tule tuolille 1.');
    await board.reached(order.orderId, 1);
    expect((await reachOf(shop.owner, order.orderId)).lastAlert).toMatchObject({
      channel: 'text',
      status: 'sent',
    });

    smsc.sendReceipt(turn.messageIds[0] ?? '', 'DELIVRD');
    await board.reached(order.orderId, 2);
    const reach = await reachOf(shop.owner, order.orderId);
    expect(reach.channels).toEqual(['text']);
    expect(reach.lastAlert).toMatchObject({ channel: 'text', status: 'delivered' });
  });

  it('sends nothing by text to a customer who did not tick "text me"', async () => {
    const shop = await openShop('Quiet Cuts');
    const email = `quiet-${Date.now()}@example.fi`;
    const order = await join(shop, { textMe: false, email });
    expect((await call(shop.owner, order.orderId)).statusCode).toBe(200);
    const mail = await inbox.next(email);
    expect(mail.body).toContain('Quiet Cuts');
    expect(smsc.submits.some((s) => s.to === order.phone)).toBe(false);
    expect((await reachOf(shop.owner, order.orderId)).lastAlert.channel).toBe('mail');
  });

  it('mails the alert instead when the network says the text was not delivered', async () => {
    const shop = await openShop('Undelivered Barbers');
    const board = await boardOf(shop.owner);
    const email = `undelivered-${Date.now()}@example.fi`;
    const order = await join(shop, { textMe: true, email }, 'en');
    await smsc.waitForSubmit((s) => s.to === order.phone);
    await call(shop.owner, order.orderId);
    const turn = await smsc.waitForSubmit(
      (s) => s.to === order.phone && s.text.includes("It's your turn"),
    );
    await board.reached(order.orderId, 1);
    smsc.sendReceipt(turn.messageIds[0] ?? '', 'UNDELIV');
    const mail = await inbox.next(email);
    expect(mail.body).toContain(`It's your turn at Undelivered Barbers`);
    await board.reached(order.orderId, 2);
    expect((await reachOf(shop.owner, order.orderId)).lastAlert).toMatchObject({
      channel: 'mail',
    });
  });

  it('writes in UCS-2 when the shop name needs it, and the text arrives intact', async () => {
    const shop = await openShop('Fryzjer Łódź');
    const order = await join(shop, { textMe: true }, 'en');
    const joined = await smsc.waitForSubmit((s) => s.to === order.phone);
    expect(joined.dataCoding).toBe(8);
    expect(joined.text).toContain('You are in the queue at Fryzjer Łódź');
  });

  it('stops texting a number that replied STOP, and brings other replies to the staff bell by name', async () => {
    const shop = await openShop('Stop Shop');
    const email = `stop-${Date.now()}@example.fi`;
    const order = await join(shop, { textMe: true, name: 'Ria Reply', email });
    await smsc.waitForSubmit((s) => s.to === order.phone);
    await smsc.sendReply(order.phone, 'JonoBarber', 'Olen 5 min myöhässä');
    await smsc.sendReply(order.phone, 'JonoBarber', ' lopeta ');
    const bellFor = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/staff/messages',
          headers: { authorization: shop.owner.authorization },
        })
      ).json();
    // Replies are handled as they arrive; the usage figure counts the opt-out once it is kept.
    const optedOut = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/manage/texts',
          headers: { authorization: shop.owner.authorization },
        })
      ).json().data.optedOut;
    await expect.poll(optedOut).toBe(1);
    expect(JSON.stringify(await bellFor())).toContain('Ria Reply: Olen 5 min myöhässä');
    expect((await reachOf(shop.owner, order.orderId)).channels).toEqual(['email']);
    await call(shop.owner, order.orderId);
    await inbox.next(email);
    expect(smsc.submits.filter((s) => s.to === order.phone)).toHaveLength(1);
  });

  it('stops at the monthly cap of 5 segments, telling the owner at 80 % and at 100 % once each', async () => {
    const shop = await openShop('Capped Cuts');
    const joined = [];
    for (let n = 0; n < 3; n++) joined.push(await join(shop, { textMe: true }, 'en'));
    // Each confirmation (with its tracking link) is 2 segments: two fit, the third would not.
    const sent = await Promise.all(
      joined.slice(0, 2).map((order) => smsc.waitForSubmit((s) => s.to === order.phone)),
    );
    expect(sent.map((s) => s.parts)).toEqual([2, 2]);
    const warned = await inbox.next(shop.ownerRow.email);
    expect(warned.body).toContain('80 %');
    const capped = await inbox.next(shop.ownerRow.email);
    expect(capped.body).toContain('kuukausiraja');
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/manage/texts',
      headers: { authorization: shop.owner.authorization },
    });
    expect(usage.json().data).toMatchObject({ enabled: true, segmentsUsed: 4, segmentCap: 5 });
    const third = joined[2]?.phone;
    expect(smsc.submits.some((s) => s.to === third)).toBe(false);
    await t.app.mail.deliverDue();
    expect(inbox.mails.filter((m) => m.to.includes(shop.ownerRow.email))).toHaveLength(2);
  });

  it("blanks the number and words of a visit's texts when its data is wiped", async () => {
    const shop = await openShop('Wiped Cuts');
    const order = await join(shop, { textMe: true }, 'en');
    await smsc.waitForSubmit((s) => s.to === order.phone);
    await t.database.db
      .update(queueEntries)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(queueEntries.id, order.orderId));
    expect(await anonymiseVisits(t.database.db, [order.orderId], new Date())).toBe(1);
    const kept = await t.database.db
      .select({
        phone: textMessages.phone,
        body: textMessages.body,
        segments: textMessages.segments,
      })
      .from(textMessages)
      .where(eq(textMessages.queueEntryId, order.orderId));
    expect(kept).toEqual([{ phone: '', body: '', segments: 2 }]);
  });
});
