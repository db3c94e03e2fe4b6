import {
  blockedPhonePaths,
  bookingPaths,
  type OrderPlacePayload,
  rooms,
  type ShopQueuePayload,
  type StaffBookingPayload,
  type StaffQueuePayload,
} from '@jono/contract';
import { and, count, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedPhones, bookingSlotClaims, bookings, queueEntries } from '../../../db/schema/index';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createShop, createStaff, everyDay } from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { e164, nextPhone } from '../../../test/phones';

// Saturday 20 March 2027, 10:00 in Helsinki; bookings go to Monday the 22nd.
const now = new Date('2027-03-20T08:00:00Z');
let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => now);
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

/** A shop open around the clock with a 2.00 booking fee, its staff signed in. */
async function shopWithStaff() {
  const shop = await createShop(t.database.db, {
    queueLimit: 50,
    bookingFeeCents: 200,
    openingHours: everyDay('00:00', '24:00'),
  });
  const { services } = await createCatalogue(t.database.db, shop.id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    addons: [],
  });
  const cut = services[0];
  if (!cut) throw new Error('catalogue incomplete');
  const signIn = async (role: 'owner' | 'receptionist' | 'barber') =>
    loginAs(t.app, (await createStaff(t.database.db, shop.id, { role })).email);
  const order = (phone: string) => ({
    name: 'Aino Virtanen',
    phone,
    shopId: shop.id,
    services: [{ id: cut.id, quantity: 1, addons: [] }],
    additionalServices: [],
    totalTimeRequires: 30,
    totalPrice: 30,
  });
  return {
    shop,
    owner: await signIn('owner'),
    receptionist: await signIn('receptionist'),
    barber: await signIn('barber'),
    join: (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/queue',
        payload: { ...order(phone), payNow: false },
        remoteAddress: freshAddress(),
      }),
    book: (phone: string, time = '10:00') =>
      t.app.inject({
        method: 'POST',
        url: bookingPaths.create,
        payload: { ...order(phone), email: 'aino@example.fi', date: '2027-03-22', time },
        remoteAddress: freshAddress(),
      }),
  };
}

type Staff = Awaited<ReturnType<typeof shopWithStaff>>['owner'];
const block = (who: Staff, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: blockedPhonePaths.block,
    headers: { authorization: who.authorization },
    payload: { phone },
  });
const list = async (who: Staff) =>
  (
    await t.app.inject({
      method: 'GET',
      url: blockedPhonePaths.list,
      headers: { authorization: who.authorization },
    })
  ).json().data as { id: string; phone: string }[];
const unblock = (who: Staff, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: blockedPhonePaths.unblock(id),
    headers: { authorization: who.authorization },
  });

/** A connected page in the rooms `enter` puts it in, once the server has it there. */
async function page(enter: (socket: Socket) => void, room: string) {
  const socket = connect(url, { transports: ['websocket'], extraHeaders: { origin: testOrigin } });
  sockets.push(socket);
  const heard = {
    staffQueue: [] as StaffQueuePayload[],
    staffBooking: [] as StaffBookingPayload[],
    shop: [] as ShopQueuePayload[],
    places: [] as OrderPlacePayload[],
  };
  socket.on('staff:queue', (p) => heard.staffQueue.push(p));
  socket.on('staff:booking', (p) => heard.staffBooking.push(p));
  socket.on('shop:queue', (p) => heard.shop.push(p));
  socket.on('order:place', (p) => heard.places.push(p));
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  enter(socket);
  await expect
    .poll(async () => (await t.app.io.in(room).fetchSockets()).some((s) => s.id === socket.id))
    .toBe(true);
  return heard;
}

describe('blocking a phone number', () => {
  it('takes the number out of the queue and its unpaid holds, live, and refuses its new orders', async () => {
    const s = await shopWithStaff();
    const phone = nextPhone();
    const joined = (await s.join(phone)).json().data;
    expect((await s.book(phone)).statusCode).toBe(201);
    const other = (await s.join(nextPhone())).json().data;

    const desk = await page(
      (io) => io.emit('staff:watch', s.receptionist.accessToken),
      rooms.staff(s.shop.id),
    );
    const home = await page((io) => io.emit('shop:watch', [s.shop.id]), rooms.shop(s.shop.id));
    const blockedCustomer = await page(
      (io) => io.emit('order:watch', joined.orderId),
      rooms.order(joined.orderId),
    );
    const behind = await page(
      (io) => io.emit('order:watch', other.orderId),
      rooms.order(other.orderId),
    );

    const res = await block(s.receptionist, phone);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ok: true,
      data: { phone: e164(phone), cancelledEntries: 1, cancelledBookings: 1 },
    });

    const [entry] = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.id, joined.orderId));
    expect(entry).toMatchObject({ status: 'cancelled', cancelReason: 'phone number blocked' });
    const [hold] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.phone, e164(phone)));
    expect(hold).toMatchObject({ status: 'cancelled', cancelReason: 'phone_blocked' });
    const [claims] = await t.database.db
      .select({ n: count() })
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.bookingId, hold?.id as string));
    expect(claims?.n).toBe(0);

    await expect
      .poll(() => desk.staffQueue)
      .toContainEqual({
        shopId: s.shop.id,
        kind: 'cancelled',
        orderId: joined.orderId,
        customerName: 'Aino Virtanen',
      });
    await expect
      .poll(() => desk.staffBooking.map((b) => [b.kind, b.bookingId]))
      .toContainEqual(['cancelled', hold?.id]);
    await expect
      .poll(() => home.shop.at(-1))
      .toEqual({ shopId: s.shop.id, queue: 1, queueState: 'open', fullReason: null });
    await expect
      .poll(() => blockedCustomer.places.at(-1))
      .toMatchObject({ orderId: joined.orderId, status: 'cancelled' });
    await expect
      .poll(() => behind.places.at(-1))
      .toMatchObject({ orderId: other.orderId, position: 1 });

    for (const refused of [await s.join(phone), await s.book(phone, '11:00')]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        ok: false,
        code: 'PHONE_BLOCKED',
        message:
          'This shop cannot take orders for this phone number online. Please contact the shop.',
      });
    }
    const [written] = await t.database.db
      .select({ n: count() })
      .from(queueEntries)
      .where(and(eq(queueEntries.phone, e164(phone)), eq(queueEntries.status, 'waiting')));
    expect(written?.n).toBe(0);

    // Another shop still serves the number.
    const elsewhere = await shopWithStaff();
    expect((await elsewhere.join(phone)).statusCode).toBe(201);
  });

  it('lists the block once however often it is made, and unblocking lets the number order again', async () => {
    const s = await shopWithStaff();
    const phone = nextPhone();
    expect((await block(s.owner, phone)).statusCode).toBe(201);
    const again = await block(s.receptionist, `+358${phone.replace(/\s/g, '').slice(1)}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ cancelledEntries: 0, cancelledBookings: 0 });
    const blocked = await list(s.owner);
    expect(blocked).toEqual([
      { id: again.json().data.id, phone: e164(phone), createdAt: now.toISOString() },
    ]);
    expect((await s.join(phone)).statusCode).toBe(403);

    const res = await unblock(s.receptionist, again.json().data.id);
    expect(res.statusCode).toBe(200);
    expect(await list(s.owner)).toEqual([]);
    expect((await s.join(phone)).statusCode).toBe(201);
    expect((await unblock(s.owner, again.json().data.id)).statusCode).toBe(404);
  });

  it("refuses a phone that is no phone, and leaves another shop's blocks alone", async () => {
    const s = await shopWithStaff();
    const other = await shopWithStaff();
    const bad = await block(s.owner, '12');
    expect(bad.statusCode).toBe(400);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(blockedPhones)
      .where(eq(blockedPhones.shopId, s.shop.id));
    expect(rows?.n).toBe(0);

    const theirs = (await block(other.owner, nextPhone())).json().data.id;
    expect((await unblock(s.owner, theirs)).statusCode).toBe(404);
    expect(await list(s.owner)).toEqual([]);
    expect(await list(other.owner)).toHaveLength(1);
  });
});
