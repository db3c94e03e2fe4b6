import {
  bookingPaths,
  type RefundRequest,
  type StaffBooking,
  staffBookingPaths,
  staffQueuePaths,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, queueEntries, refundRequests } from './db/schema';
import { createPayment } from './test/booking-factories';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { freshAddress } from './test/client-address';
import { createCatalogue, createShop, createStaff } from './test/factories';
import { loginAs } from './test/login';
import { pinnedClock } from './test/pinned-clock';

// Saturday 20 March 2027, 10:00 in Helsinki; the shop is open around the clock.
const clock = pinnedClock('2027-03-20T08:00:00Z');
const shortCodeShape = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/**
 * Two skin fades, each with beard oil, and a beard trim; no wash and silent service. What the
 * chair must see of it, on every staff list.
 */
const expectedServices = [
  { name: 'Skin fade', quantity: 2, addons: [{ name: 'Beard oil', quantity: 1 }] },
  { name: 'Beard trim', quantity: 1, addons: [] },
];
const expectedWishes = [
  { id: 'noWash', name: 'No wash' },
  { id: 'silentService', name: 'Silent service' },
];

describe('everything the customer chose reaches the chair', () => {
  let t: TestApp;
  let shopId: string;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let order: {
    shopId: string;
    services: { id: string; quantity: number; addons: { id: string; quantity: number }[] }[];
    additionalServices: { id: string; name: string }[];
    totalTimeRequires: number;
    totalPrice: number;
  };

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
    const db = t.database.db;
    shopId = (await createShop(db, { name: 'Parturi Kallio', bookingFeeCents: 0 })).id;
    const { services, addons } = await createCatalogue(db, shopId, {
      services: [
        { name: 'Skin fade', priceCents: 3000, durationMinutes: 30 },
        { name: 'Beard trim', priceCents: 2000, durationMinutes: 20 },
      ],
      addons: [{ name: 'Beard oil', priceCents: 500, durationMinutes: 5 }],
    });
    const [fade, trim] = services;
    const [oil] = addons;
    if (!fade || !trim || !oil) throw new Error('catalogue incomplete');
    order = {
      shopId,
      services: [
        { id: fade.id, quantity: 2, addons: [{ id: oil.id, quantity: 1 }] },
        { id: trim.id, quantity: 1, addons: [] },
      ],
      additionalServices: expectedWishes,
      // 2 × (30 + 5) + 20 minutes; 2 × (30.00 + 5.00) + 20.00 euros.
      totalTimeRequires: 90,
      totalPrice: 90,
    };
    owner = await loginAs(
      t.app,
      (await createStaff(db, shopId, { name: 'Kalle Kallio', role: 'owner' })).email,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const asOwner = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner.authorization },
      ...(payload ? { payload } : {}),
    });

  let phones = 0;
  async function joinQueue() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: { ...order, name: 'Aino Virtanen', phone: `040 765432${++phones}`, payNow: false },
    });
    expect(res.statusCode).toBe(201);
    const orderId = res.json().data.orderId as string;
    const [row] = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.id, orderId));
    if (!row) throw new Error('walk-in not stored');
    return { orderId, shortCode: row.shortCode };
  }

  async function bookTomorrow(time: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: bookingPaths.create,
      remoteAddress: freshAddress(),
      payload: {
        ...order,
        name: 'Matti Meikäläinen',
        phone: '040 1234567',
        email: 'matti@example.fi',
        date: '2027-03-21',
        time,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.booking.id as string;
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error('booking not stored');
    return row;
  }

  async function board() {
    const res = await asOwner('GET', staffQueuePaths.board);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('shows a walk-in on the board with each service, its add-ons and quantities, the wishes by id and the short code, waiting, in the chair and finished', async () => {
    const { orderId, shortCode } = await joinQueue();
    expect(shortCode).toMatch(shortCodeShape);
    const contents = { shortCode, services: expectedServices, additionalServices: expectedWishes };

    const waiting = (await board()).waiting.find((e: { orderId: string }) => e.orderId === orderId);
    expect(waiting).toMatchObject(contents);

    const started = await asOwner('POST', staffQueuePaths.start(orderId), {
      barberId: owner.userId,
    });
    expect(started.statusCode).toBe(200);
    const inChair = (await board()).inService.find(
      (e: { orderId: string }) => e.orderId === orderId,
    );
    expect(inChair).toMatchObject(contents);

    expect((await asOwner('POST', staffQueuePaths.finish(orderId))).statusCode).toBe(200);
    const finished = (await board()).finished.find(
      (e: { orderId: string }) => e.orderId === orderId,
    );
    expect(finished).toMatchObject(contents);
  });

  it("keeps the order's contents off the shop's big screen", async () => {
    await joinQueue();
    const res = await asOwner('GET', staffQueuePaths.currentStatus(shopId));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.next.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/noWash|No wash|silentService|Silent service|Skin fade|Beard/);
  });

  it('shows a booking in the staff bookings list with its services, add-ons, wishes and short code', async () => {
    const booking = await bookTomorrow('10:00');
    const res = await asOwner('GET', `${staffBookingPaths.bookings}?date=2027-03-21`);
    expect(res.statusCode).toBe(200);
    const listed = (res.json().data.bookings as StaffBooking[]).find((b) => b.id === booking.id);
    expect(listed).toMatchObject({
      shortCode: booking.shortCode,
      services: expectedServices,
      additionalServices: expectedWishes,
    });
  });

  it('shows the same on the refunds page for the booking whose fee is asked back', async () => {
    const booking = await bookTomorrow('12:00');
    const payment = await createPayment(t.database.db, { ...booking, bookingFeeCents: 200 });
    await t.database.db.insert(refundRequests).values({
      shopId,
      bookingId: booking.id,
      paymentId: payment.id,
      reason: 'Ill',
      amountCents: 200,
    });
    const res = await asOwner('GET', staffBookingPaths.refunds);
    expect(res.statusCode).toBe(200);
    const request = (res.json().data as RefundRequest[]).find((r) => r.booking.id === booking.id);
    expect(request?.booking).toMatchObject({
      shortCode: booking.shortCode,
      services: expectedServices,
      additionalServices: expectedWishes,
    });
  });

  it("gives check-details a booking's short code beside its services and wishes", async () => {
    const booking = await bookTomorrow('14:00');
    const res = await t.app.inject({ method: 'GET', url: bookingPaths.booking(booking.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      shortCode: booking.shortCode,
      order: [
        { name: 'Skin fade', quantity: 2, addons: [{ name: 'Beard oil', quantity: 1 }] },
        { name: 'Beard trim', quantity: 1, addons: [] },
      ],
      additionalServices: expectedWishes,
    });
  });
});
