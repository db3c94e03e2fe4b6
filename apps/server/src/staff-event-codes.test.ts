import {
  bookingPaths,
  type StaffBookingPayload,
  type StaffQueuePayload,
  staffQueuePaths,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, queueEntries } from './db/schema';
import {
  type BookableShop,
  bookableShop,
  bookingBody,
  postBooking,
} from './modules/booking/booking.test-kit';
import { createPaidBooking } from './test/booking-factories';
import { buildTestApp, type TestApp, testOrigin } from './test/build-test-app';
import { freshAddress } from './test/client-address';
import { createBooking, createStaff } from './test/factories';
import { loginAs } from './test/login';
import { nextPhone } from './test/phones';

/**
 * A staff screen shows each new walk-in, booking, refund request and check-in as a push widget
 * that names the customer by their short code (the code they read out at the desk). So the
 * staff room's announcements of those moments carry the code, as the database holds it.
 */
describe("the staff room's announcements carry the customer's short code", () => {
  let t: TestApp;
  let f: BookableShop;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  const sockets: Socket[] = [];
  const queueHeard: StaffQueuePayload[] = [];
  const bookingHeard: StaffBookingPayload[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    f = await bookableShop(t, { queueLimit: 30 });
    owner = await loginAs(t.app, (await createStaff(t.database.db, f.shop.id)).email);
    const screen = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(screen);
    screen.on('staff:queue', (payload) => queueHeard.push(payload));
    screen.on('staff:booking', (payload) => bookingHeard.push(payload));
    await new Promise<void>((resolve) => screen.once('connect', () => resolve()));
    expect(await screen.timeout(3000).emitWithAck('staff:watch', owner.accessToken)).toBe(true);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const codeOfOrder = async (orderId: string) =>
    (
      await t.database.db
        .select({ code: queueEntries.shortCode })
        .from(queueEntries)
        .where(eq(queueEntries.id, orderId))
    )[0]?.code;
  const codeOfBooking = async (bookingId: string) =>
    (
      await t.database.db
        .select({ code: bookings.shortCode })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
    )[0]?.code;
  const heardOrder = async (orderId: string, kind: StaffQueuePayload['kind']) => {
    const find = () => queueHeard.find((p) => p.orderId === orderId && p.kind === kind);
    await expect.poll(find).toBeDefined();
    return find();
  };
  const heardBooking = async (bookingId: string, kind: StaffBookingPayload['kind']) => {
    const find = () => bookingHeard.find((p) => p.bookingId === bookingId && p.kind === kind);
    await expect.poll(find).toBeDefined();
    return find();
  };

  it('a walk-in who joins online, and their check-in', async () => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: {
        name: 'Aino Virtanen',
        phone: nextPhone(),
        shopId: f.shop.id,
        services: [{ id: f.cut.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        payNow: false,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const { orderId } = joined.json().data;
    const code = await codeOfOrder(orderId);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(await heardOrder(orderId, 'joined')).toMatchObject({
      customerName: 'Aino Virtanen',
      shortCode: code,
    });

    const checkedIn = await t.app.inject({
      method: 'PATCH',
      url: `/api/queue/${orderId}`,
      payload: { isAtLocation: true },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(await heardOrder(orderId, 'checked_in')).toMatchObject({ shortCode: code });
  });

  it('a walk-in added at the desk', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/staff/desk/${f.shop.id}/walk-ins`,
      headers: { authorization: owner.authorization },
      payload: {
        name: 'Eero Desk',
        services: [{ id: f.cut.id, quantity: 1, addons: [] }],
        additionalServices: [],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { orderId } = added.json().data;
    expect(await heardOrder(orderId, 'joined')).toMatchObject({
      shortCode: await codeOfOrder(orderId),
    });
  });

  it('a booking made online, and its check-in on the board', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const made = await postBooking(t, bookingBody(f, tomorrow, '12:00'));
    expect(made.statusCode, made.body).toBe(201);
    const bookingId = made.json().data.booking.id as string;
    const code = await codeOfBooking(bookingId);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(await heardBooking(bookingId, 'confirmed')).toMatchObject({ shortCode: code });

    const today = await createBooking(t.database.db, f.shop.id, {
      startAt: new Date(Date.now() + 10 * 60_000),
    });
    const checkedIn = await t.app.inject({
      method: 'POST',
      url: staffQueuePaths.bookingCheckIn(today.id),
      headers: { authorization: owner.authorization },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(await heardBooking(today.id, 'checked_in')).toMatchObject({
      shortCode: today.shortCode,
    });
  });

  it("a cancelled booking's refund request", async () => {
    const { booking } = await createPaidBooking(t.database.db, f.shop.id, {
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: bookingPaths.refundRequest(booking.id),
      remoteAddress: freshAddress(),
      payload: { phone: booking.phone, reason: 'I was ill' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await heardBooking(booking.id, 'refund_requested')).toMatchObject({
      shortCode: booking.shortCode,
    });
  });
});
