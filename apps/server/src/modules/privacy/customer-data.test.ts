import { errorCodes, privacyPaths, queuePaths, type StaffBookingPayload } from '@jono/contract';
import { eq, inArray } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, queueEntries, waitlistEntries } from '../../db/schema';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import {
  createBooking,
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
} from '../../test/factories';
import { loginAs } from '../../test/login';

const now = new Date('2026-11-25T10:00:00Z');
const hoursFrom = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
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

const ask = (path: string, payload: object) => t.app.inject({ method: 'POST', url: path, payload });

/** One customer's history at a shop, beside another customer and the same phone elsewhere. */
async function history() {
  const shop = await createShop(t.app.db);
  const elsewhere = await createShop(t.app.db);
  const mine = { customerName: 'Ville Virtanen', phone, email: 'ville@example.fi' };
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
  return { shop, served, waiting, booked, someoneElse, otherShop };
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

  it('hands over every order and booking under the phone at that shop, and only those', async () => {
    const { shop, served, waiting, booked } = await history();
    // A booking's code proves it as well as a walk-in's; the phone may be typed as people do.
    const res = await ask(privacyPaths.myData, { code: booked.shortCode, phone: '040 111 2233' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ shop: { name: shop.name }, phone, retentionDays: 30 });
    expect(data.walkIns.map((v: { shortCode: string }) => v.shortCode)).toEqual([
      served.shortCode,
      waiting.shortCode,
    ]);
    expect(data.walkIns[0]).toMatchObject({
      customerName: 'Ville Virtanen',
      email: 'ville@example.fi',
      status: 'served',
      wishes: ['No wash'],
      finishedAt: served.finishedAt?.toISOString(),
    });
    expect(data.bookings).toEqual([
      expect.objectContaining({
        shortCode: booked.shortCode,
        startAt: booked.startAt.toISOString(),
        services: [expect.objectContaining({ name: 'Haircut', price: 30, quantity: 1 })],
      }),
    ]);
  });

  it('deletes on request: what is still to come is cancelled, then the details are wiped at once', async () => {
    const { served, waiting, booked, someoneElse, otherShop } = await history();
    const res = await ask(privacyPaths.forget, { code: served.shortCode, phone });
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
    const after = await ask(privacyPaths.myData, { code: served.shortCode, phone });
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

  it('gives up their places on the shop’s waitlists, and only theirs at that shop', async () => {
    const { shop, served } = await history();
    const elsewhere = await createShop(t.app.db);
    const place = (shopId: string, who: string) => ({
      shopId,
      date: '2026-11-28',
      customerName: who,
      phone: who === 'Ville' ? phone : '+358409998877',
      email: `${who}@example.fi`,
      services: [],
      additionalServices: [],
      totalDurationMinutes: 30,
    });
    await t.app.db
      .insert(waitlistEntries)
      .values([place(shop.id, 'Ville'), place(shop.id, 'Aino'), place(elsewhere.id, 'Ville')]);
    const heard = await staffScreen(shop.id);
    const res = await ask(privacyPaths.forget, { code: served.shortCode, phone });
    expect(res.statusCode, res.body).toBe(200);
    // An open staff page of that day drops them from "Waiting for a time" at once.
    await vi.waitFor(() =>
      expect(heard).toContainEqual({
        shopId: shop.id,
        kind: 'waitlist_changed',
        date: '2026-11-28',
      }),
    );
    const left = async (shopId: string) =>
      (
        await t.app.db
          .select({ name: waitlistEntries.customerName })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.shopId, shopId))
      ).map((r) => r.name);
    expect(await left(shop.id)).toEqual(['Aino']);
    expect(await left(elsewhere.id)).toEqual(['Ville']);
  });

  it('hands over their waitlist places at that shop, which asking for the data keeps', async () => {
    const { shop, served } = await history();
    const catalogue = await createCatalogue(t.app.db, shop.id, {
      services: [{ name: 'Beard trim', priceCents: 2000, durationMinutes: 20 }],
    });
    const trim = catalogue.services[0]?.id ?? '';
    const place = (who: string, extra = {}) => ({
      shopId: shop.id,
      date: '2026-11-28',
      customerName: who,
      phone: who === 'Ville' ? phone : '+358409998877',
      email: null,
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
    const res = await ask(privacyPaths.myData, { code: served.shortCode, phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.waitlist).toEqual([
      {
        date: '2026-11-28',
        customerName: 'Ville',
        phone,
        email: null,
        language: 'sv',
        services: [{ name: 'Beard trim', quantity: 1 }],
        status: 'waiting',
        askedAt: hoursFrom(-2).toISOString(),
        pushEndpoint: 'https://fcm.googleapis.com/fcm/send/ville',
      },
    ]);
    const again = await ask(privacyPaths.myData, { code: served.shortCode, phone });
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
