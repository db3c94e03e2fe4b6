import { errorCodes, privacyPaths, queuePaths, type StaffBookingPayload } from '@jono/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, mailOutbox, queueEntries, waitlistEntries } from '../../db/schema';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import {
  createBooking,
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
} from '../../test/factories';
import { loginAs } from '../../test/login';

const start = new Date('2026-11-25T10:00:00Z');
let now = start;
const hoursFrom = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
const phone = '+358401112233';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => now);
});
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** An open staff screen of the shop, in its staff room; what it hears on 'staff:booking'. */
async function staffScreen(shopId: string) {
  const owner = await loginAs(t.app, (await createStaff(t.app.db, shopId)).email);
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const socket = connect(url, { transports: ['websocket'], extraHeaders: { origin: testOrigin } });
  sockets.push(socket);
  const heard: StaffBookingPayload[] = [];
  socket.on('staff:booking', (payload) => heard.push(payload));
  const isWatching = await new Promise<boolean>((resolve) =>
    socket.emit('staff:watch', owner.accessToken, resolve),
  );
  expect(isWatching).toBe(true);
  return heard;
}

// Each from an address of its own: these routes allow 20 tries a minute per address.
const ask = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: path, payload, remoteAddress: freshAddress() });

/** Asks for a one-time code to `email` with an order's code and phone; the code the mail holds. */
async function emailCode(order: { code: string; phone: string }, email: string) {
  const res = await ask(privacyPaths.emailCode, { ...order, email });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return { code, answer: res.json() };
}

const mailsTo = async (email: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

let customers = 0;

/** One customer's history at a shop, beside another customer and the same phone elsewhere. */
async function history() {
  const shop = await createShop(t.app.db);
  const elsewhere = await createShop(t.app.db);
  const email = `ville.${++customers}@example.fi`;
  const mine = { customerName: 'Ville Virtanen', phone, email };
  const served = await createQueueEntry(t.app.db, shop.id, {
    ...mine,
    status: 'served',
    joinedAt: hoursFrom(-50),
    startedAt: hoursFrom(-49.5),
    finishedAt: hoursFrom(-49),
    additionalServices: [{ id: 'noWash', name: 'No wash' }],
  });
  const waiting = await createQueueEntry(t.app.db, shop.id, { ...mine, joinedAt: hoursFrom(-0.2) });
  const booked = await createBooking(t.app.db, shop.id, { ...mine, startAt: hoursFrom(30) });
  const someoneElse = await createQueueEntry(t.app.db, shop.id, { customerName: 'Aino Muu' });
  const otherShop = await createQueueEntry(t.app.db, elsewhere.id, {
    ...mine,
    status: 'served',
    finishedAt: hoursFrom(-5),
  });
  return { shop, email, served, waiting, booked, someoneElse, otherShop };
}

describe("a customer's own data", () => {
  it('refuses a code with the wrong phone, and a malformed code, without saying more', async () => {
    const { served } = await history();
    const wrong = await ask(privacyPaths.myData, {
      code: served.shortCode,
      phone: '+358409999999',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe(errorCodes.orderNoMatch);
    const malformed = await ask(privacyPaths.forget, { code: '!!', phone });
    expect(malformed.statusCode).toBe(400);
    const notAPhone = await ask(privacyPaths.forget, { code: served.shortCode, phone: 'abc' });
    expect(notAPhone.statusCode).toBe(404);
  });

  it("opens only the order its code names: a stranger's booking under someone's phone gets nothing else", async () => {
    const { shop, email, served, waiting, booked } = await history();
    // Anyone may book with anyone's number and so learn a code that goes with it.
    const stranger = await createBooking(t.app.db, shop.id, {
      customerName: 'Stranger',
      phone,
      email: 'stranger@example.fi',
      status: 'pending_payment',
      startAt: hoursFrom(50),
    });
    const proven = { code: stranger.shortCode, phone: '040 111 2233' };
    const res = await ask(privacyPaths.myData, proven);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ shop: { name: shop.name }, phone, provenEmail: null });
    expect(data.walkIns).toEqual([]);
    expect(data.waitlist).toEqual([]);
    expect(data.bookings.map((b: { shortCode: string }) => b.shortCode)).toEqual([
      stranger.shortCode,
    ]);
    for (const other of [served, waiting, booked]) expect(res.body).not.toContain(other.shortCode);
    expect(res.body).not.toContain('Ville');
    expect(res.body).not.toContain(email);

    // Deleting "my data" with it cancels the stranger's own booking and nothing of Ville's.
    const forgot = await ask(privacyPaths.forget, proven);
    expect(forgot.json().data).toEqual({ cancelled: 1, wiped: 1, inProgress: 0 });
    const [kept] = await t.app.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(kept).toMatchObject({ status: 'confirmed', customerName: 'Ville Virtanen', email });
    const [stillWaiting] = await t.app.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.id, waiting.id));
    expect(stillWaiting).toMatchObject({ status: 'waiting', customerName: 'Ville Virtanen' });
    expect(await mailsTo(email)).toBe(0);
  });

  it('hands over the one order a code proves, whole, for a walk-in as for a booking', async () => {
    const { served, booked } = await history();
    const visit = await ask(privacyPaths.myData, { code: served.shortCode, phone });
    expect(visit.json().data.walkIns).toEqual([
      expect.objectContaining({
        shortCode: served.shortCode,
        customerName: 'Ville Virtanen',
        status: 'served',
        wishes: ['No wash'],
        finishedAt: served.finishedAt?.toISOString(),
      }),
    ]);
    expect(visit.json().data.bookings).toEqual([]);
    const booking = await ask(privacyPaths.myData, { code: booked.shortCode, phone });
    expect(booking.json().data.bookings).toEqual([
      expect.objectContaining({
        shortCode: booked.shortCode,
        startAt: booked.startAt.toISOString(),
        services: [expect.objectContaining({ name: 'Haircut', price: 30, quantity: 1 })],
      }),
    ]);
  });

  it('opens everything under an e-mail address at that shop once a code mailed to it is typed back', async () => {
    const { shop, email, served, waiting, booked, someoneElse, otherShop } = await history();
    const order = { code: served.shortCode, phone };
    // The address may be typed in any case; the mail goes to it, in the language asked for.
    const { code, answer } = await emailCode(order, email);
    expect(answer.data).toEqual({ sentTo: 'v•••@e•••.fi', expiresInMinutes: 15 });
    const res = await ask(privacyPaths.myData, {
      ...order,
      emailProof: { email: email.toUpperCase(), oneTimeCode: code },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ shop: { name: shop.name }, provenEmail: email });
    expect(data.walkIns.map((v: { shortCode: string }) => v.shortCode)).toEqual([
      served.shortCode,
      waiting.shortCode,
    ]);
    expect(data.bookings.map((b: { shortCode: string }) => b.shortCode)).toEqual([
      booked.shortCode,
    ]);
    for (const other of [someoneElse, otherShop]) expect(res.body).not.toContain(other.shortCode);
  });

  it('refuses a wrong, expired or worn-out one-time code, and one from another shop', async () => {
    const { email, served } = await history();
    const order = { code: served.shortCode, phone };
    const { code } = await emailCode(order, email);
    const withCode = (oneTimeCode: string, proofEmail = email) =>
      ask(privacyPaths.myData, { ...order, emailProof: { email: proofEmail, oneTimeCode } });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await withCode(wrongCode);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe(errorCodes.oneTimeCodeInvalid);
    // A code proves the address it was sent to and nothing else.
    expect((await withCode(code, 'someone@example.fi')).statusCode).toBe(403);
    expect((await withCode(code)).statusCode).toBe(200);
    // Guesses arriving together spend the code's tries all the same: after five wrong ones,
    // the right code opens nothing.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withCode(String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    expect(guesses.every((g) => g.statusCode === 403)).toBe(true);
    expect((await withCode(code)).statusCode).toBe(403);

    // A fresh code works for 15 minutes, then no more.
    const fresh = await emailCode(order, email);
    expect((await withCode(fresh.code)).statusCode).toBe(200);
    now = new Date(start.getTime() + 16 * 60_000);
    try {
      expect((await withCode(fresh.code)).statusCode).toBe(403);
    } finally {
      now = start;
    }

    // The same address at another shop where it has an order: this shop's code opens nothing.
    const elsewhere = await createShop(t.app.db);
    const there = await createQueueEntry(t.app.db, elsewhere.id, { phone, email });
    const other = await ask(privacyPaths.myData, {
      code: there.shortCode,
      phone,
      emailProof: { email, oneTimeCode: fresh.code },
    });
    expect(other.statusCode).toBe(403);
  });

  it('sends at most 3 codes an hour to one address at one shop, however many ask at once', async () => {
    const { email, served } = await history();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        ask(privacyPaths.emailCode, { code: served.shortCode, phone, email }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect(await mailsTo(email)).toBe(3);
    // A code is sent only for an order proven by its code and phone.
    const unproven = await ask(privacyPaths.emailCode, {
      code: served.shortCode,
      phone: '+358409999999',
      email: 'target@example.fi',
    });
    expect(unproven.statusCode).toBe(404);
    expect(await mailsTo('target@example.fi')).toBe(0);
  });

  it('mails codes for one order to at most 3 addresses a day, so an order cannot mail strangers', async () => {
    const { email, served } = await history();
    const order = { code: served.shortCode, phone };
    const strangers = Array.from({ length: 5 }, (_, i) => `stranger.${customers}.${i}@example.fi`);
    const answers = await Promise.all(
      strangers.map((stranger) => ask(privacyPaths.emailCode, { ...order, email: stranger })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(answers.find((a) => a.statusCode === 429)?.json().code).toBe(errorCodes.tooManyRequests);
    const mailed = await Promise.all(strangers.map(mailsTo));
    expect(mailed.reduce((sum, n) => sum + n, 0)).toBe(3);
    // An address already sent a code may have another; a fourth one may not.
    const reached = strangers.filter((_, i) => mailed[i] === 1);
    expect((await ask(privacyPaths.emailCode, { ...order, email: reached[0] })).statusCode).toBe(
      200,
    );
    expect((await ask(privacyPaths.emailCode, { ...order, email })).statusCode).toBe(429);
    // A day later the order may ask again.
    now = hoursFrom(25);
    try {
      expect((await ask(privacyPaths.emailCode, { ...order, email })).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('mails at most 10 codes an hour asked from one connection, whatever the orders', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let order = 0; order < 4; order++) {
      const { served } = await history();
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: privacyPaths.emailCode,
          remoteAddress: from,
          payload: {
            code: served.shortCode,
            phone,
            email: `bulk.${customers}.${i}@example.fi`,
          },
        });
        statuses.push(res.statusCode);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('deletes on request with a proven address: what is still to come is cancelled, then the details are wiped at once', async () => {
    const { email, served, waiting, booked, someoneElse, otherShop } = await history();
    const order = { code: served.shortCode, phone };
    const { code } = await emailCode(order, email);
    const res = await ask(privacyPaths.forget, {
      ...order,
      emailProof: { email, oneTimeCode: code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ cancelled: 2, wiped: 3, inProgress: 0 });

    const visits = await t.app.db
      .select()
      .from(queueEntries)
      .where(inArray(queueEntries.id, [served.id, waiting.id, someoneElse.id, otherShop.id]));
    const visit = (id: string) => visits.find((v) => v.id === id);
    for (const id of [served.id, waiting.id]) {
      expect(visit(id)).toMatchObject({ customerName: '', phone: '', email: null });
    }
    expect(visit(waiting.id)?.status).toBe('cancelled');
    // What was ordered and paid stays for the shop's books.
    expect(visit(served.id)?.totalPriceCents).toBe(served.totalPriceCents);
    expect(visit(someoneElse.id)?.customerName).toBe('Aino Muu');
    expect(visit(otherShop.id)).toMatchObject({ customerName: 'Ville Virtanen', phone });
    const [booking] = await t.app.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [booked.id]));
    expect(booking).toMatchObject({ status: 'cancelled', customerName: '', email: null });

    // Nothing is left to find under that code and phone.
    const after = await ask(privacyPaths.myData, order);
    expect(after.statusCode).toBe(404);
  });

  it('wipes them from the tracking page at once, though its answer was kept in memory', async () => {
    // Nothing to cancel first, whose announcement would refresh the shop's answers anyway.
    const shop = await createShop(t.app.db);
    const served = await createQueueEntry(t.app.db, shop.id, {
      customerName: 'Ville Virtanen',
      phone,
      status: 'served',
      finishedAt: hoursFrom(-1),
    });
    const tracking = () => t.app.inject({ method: 'GET', url: queuePaths.order(served.id) });
    expect((await tracking()).json().data.customerName).toBe('Ville Virtanen');
    expect((await ask(privacyPaths.forget, { code: served.shortCode, phone })).statusCode).toBe(
      200,
    );
    expect((await tracking()).json().data).toMatchObject({ customerName: '', customerPhone: '' });
  });

  it('gives up the places on the shop’s waitlists under a proven address, and only those', async () => {
    const { shop, email, served, booked } = await history();
    const elsewhere = await createShop(t.app.db);
    const place = (shopId: string, who: string) => ({
      shopId,
      date: '2026-11-28',
      customerName: who,
      phone: who === 'Ville' ? phone : '+358409998877',
      email: who === 'Ville' ? email : `${who}@example.fi`,
      services: [],
      additionalServices: [],
      totalDurationMinutes: 30,
    });
    await t.app.db
      .insert(waitlistEntries)
      .values([place(shop.id, 'Ville'), place(shop.id, 'Aino'), place(elsewhere.id, 'Ville')]);
    const left = async (shopId: string) =>
      (
        await t.app.db
          .select({ name: waitlistEntries.customerName })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.shopId, shopId))
          .orderBy(waitlistEntries.seq)
      ).map((r) => r.name);
    const heard = await staffScreen(shop.id);
    const order = { code: served.shortCode, phone };
    // Without a proven address the code's own order is all that goes.
    expect((await ask(privacyPaths.forget, order)).statusCode).toBe(200);
    expect(await left(shop.id)).toEqual(['Ville', 'Aino']);
    // That order is wiped now; the booking's code and phone still prove the booking.
    const stillProven = { code: booked.shortCode, phone };
    const { code } = await emailCode(stillProven, email);
    const res = await ask(privacyPaths.forget, {
      ...stillProven,
      emailProof: { email, oneTimeCode: code },
    });
    expect(res.statusCode, res.body).toBe(200);
    // An open staff page of that day drops them from "Waiting for a time" at once.
    await vi.waitFor(() =>
      expect(heard).toContainEqual({
        shopId: shop.id,
        kind: 'waitlist_changed',
        date: '2026-11-28',
      }),
    );
    expect(await left(shop.id)).toEqual(['Aino']);
    expect(await left(elsewhere.id)).toEqual(['Ville']);
  });

  it('hands over the waitlist places under a proven address at that shop, which asking keeps', async () => {
    const { shop, email, served } = await history();
    const catalogue = await createCatalogue(t.app.db, shop.id, {
      services: [{ name: 'Beard trim', priceCents: 2000, durationMinutes: 20 }],
    });
    const trim = catalogue.services[0]?.id ?? '';
    const place = (who: string, extra = {}) => ({
      shopId: shop.id,
      date: '2026-11-28',
      customerName: who,
      phone: who === 'Ville' ? phone : '+358409998877',
      email: who === 'Ville' ? email : null,
      language: 'sv',
      services: [{ id: trim, quantity: 1, addons: [] }],
      additionalServices: [],
      totalDurationMinutes: 20,
      createdAt: hoursFrom(-2),
      ...extra,
    });
    await t.app.db.insert(waitlistEntries).values([
      place('Ville', {
        pushEndpoint: 'https://fcm.googleapis.com/fcm/send/ville',
        pushP256dh: `B${'a'.repeat(86)}`,
        pushAuth: 'b'.repeat(22),
      }),
      place('Aino'),
    ]);
    const order = { code: served.shortCode, phone };
    expect((await ask(privacyPaths.myData, order)).json().data.waitlist).toEqual([]);
    const { code } = await emailCode(order, email);
    const proven = { ...order, emailProof: { email, oneTimeCode: code } };
    const res = await ask(privacyPaths.myData, proven);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.waitlist).toEqual([
      {
        date: '2026-11-28',
        customerName: 'Ville',
        phone,
        email,
        language: 'sv',
        services: [{ name: 'Beard trim', quantity: 1 }],
        status: 'waiting',
        askedAt: hoursFrom(-2).toISOString(),
        pushEndpoint: 'https://fcm.googleapis.com/fcm/send/ville',
      },
    ]);
    const again = await ask(privacyPaths.myData, proven);
    expect(again.json().data.waitlist).toHaveLength(1);
  });

  it('keeps a visit under way until it ends', async () => {
    const shop = await createShop(t.app.db);
    const inChair = await createQueueEntry(t.app.db, shop.id, {
      phone: '+358401110000',
      status: 'in_service',
      startedAt: hoursFrom(-0.1),
    });
    const res = await ask(privacyPaths.forget, { code: inChair.shortCode, phone: '+358401110000' });
    expect(res.json().data).toEqual({ cancelled: 0, wiped: 0, inProgress: 1 });
  });
});
