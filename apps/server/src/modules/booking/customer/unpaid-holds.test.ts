import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { everyDay } from '../../../test/factories';
import { nextPhone } from '../../../test/phones';
import { pinnedClock } from '../../../test/pinned-clock';
import {
  type BookableShop,
  bookableShop,
  bookingBody,
  freshAddress,
  postBooking,
} from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki; bookings go to Monday the 22nd.
const clock = pinnedClock('2027-03-20T08:00:00Z');
const DAY = '2027-03-22';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

/** A shop with a 2.00 booking fee and 36 half-hour slots on the day (2 chairs, 09-18). */
const feeShop = (bookingFeeCents = 200) =>
  bookableShop(t, { bookingFeeCents, chairCount: 2, openingHours: everyDay('09:00', '18:00') });

/** The n-th half-hour slot start of the day, 09:00 first. */
const slot = (n: number) => {
  const minutes = 9 * 60 + (n % 18) * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
};

let emailCounter = 0;
const nextEmail = () => `customer${++emailCounter}@example.fi`;

/** Bookings at the shop that hold a slot without being paid. */
const liveHolds = async (f: BookableShop) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.shopId, f.shop.id),
          eq(bookings.status, 'pending_payment'),
          gt(bookings.holdExpiresAt, clock.now()),
        ),
      )
  )[0]?.n;

const statuses = (answers: { statusCode: number }[]) =>
  answers.map((a) => a.statusCode).sort((a, b) => a - b);

describe('unpaid holds per customer and shop', () => {
  it.each([
    ['one phone', () => ({ phone: '040 555 0101', email: nextEmail(), address: freshAddress() })],
    [
      'one email',
      () => ({ phone: nextPhone(), email: 'same@example.fi', address: freshAddress() }),
    ],
  ])('lets %s hold exactly 2 slots when 20 of its bookings arrive at once', async (_, customer) => {
    const f = await feeShop();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const { phone, email, address } = customer();
        return postBooking(t, bookingBody(f, DAY, slot(i), { phone, email }), {}, address);
      }),
    );
    expect(statuses(answers)).toEqual([201, 201, ...Array(18).fill(409)]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toEqual({
      ok: false,
      code: 'TOO_MANY_UNPAID_BOOKINGS',
      message:
        'You already have 2 bookings at this shop waiting for payment. Pay for one, or let its time to pay run out, before booking another.',
    });
    expect(await liveHolds(f)).toBe(2);
  });

  it('does not count a stranger on the same network against another customer', async () => {
    const f = await feeShop();
    const wifi = freshAddress();
    const customer = () => ({ phone: nextPhone(), email: nextEmail() });
    const [first, second] = [customer(), customer()];
    for (const n of [0, 1]) {
      expect((await postBooking(t, bookingBody(f, DAY, slot(n), first), {}, wifi)).statusCode).toBe(
        201,
      );
    }
    expect((await postBooking(t, bookingBody(f, DAY, slot(2), first), {}, wifi)).statusCode).toBe(
      409,
    );
    // Another person with their own phone and e-mail books on the shop's Wi-Fi all the same.
    const theirs = await postBooking(t, bookingBody(f, DAY, slot(3), second), {}, wifi);
    expect(theirs.statusCode).toBe(201);
  });

  it('lets one client address hold at most 10 slots, whatever phones and emails it sends', async () => {
    const f = await feeShop();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postBooking(t, bookingBody(f, DAY, slot(i), { email: nextEmail() }), {}, address),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    for (const a of refused) {
      expect(a.statusCode).toBe(429);
      expect(a.json().code).toBe('SHARED_NETWORK_BUSY');
      expect(a.headers['retry-after']).toBe('900');
    }
    expect(await liveHolds(f)).toBe(10);
  });

  it('holds at most 2 slots for 200 bookings sent at once from one address and phone', async () => {
    const f = await feeShop();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postBooking(t, bookingBody(f, DAY, slot(i), { phone: '040 555 0202' }), {}, address),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const refusals = new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().code));
    for (const code of refusals)
      expect(['TOO_MANY_UNPAID_BOOKINGS', 'SHARED_NETWORK_BUSY']).toContain(code);
    expect(await liveHolds(f)).toBe(2);
    const [all] = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.shopId, f.shop.id));
    expect(all?.n).toBe(2);
  });

  it('gives the customer room again once a hold runs out unpaid', async () => {
    const f = await feeShop();
    const phone = nextPhone();
    const book = (n: number) =>
      postBooking(t, bookingBody(f, DAY, slot(n), { phone, email: nextEmail() }));
    expect((await book(0)).statusCode).toBe(201);
    clock.advanceMinutes(5);
    expect((await book(1)).statusCode).toBe(201);
    expect((await book(2)).statusCode).toBe(409);
    clock.advanceMinutes(11); // the first hold's 15 minutes are over
    expect((await book(3)).statusCode).toBe(201);
    expect((await book(4)).statusCode).toBe(409);
  });
});

describe('bookings per client address and shop', () => {
  it('confirms 20 free bookings from one address within 10 minutes and answers the 21st with 429', async () => {
    const f = await feeShop(0);
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const res = await postBooking(t, bookingBody(f, DAY, slot(i)), {}, address);
      expect(res.statusCode).toBe(201);
    }
    const next = await postBooking(t, bookingBody(f, DAY, slot(20)), {}, address);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({ ok: false, code: 'SHARED_NETWORK_BUSY' });
    expect(next.headers['retry-after']).toBe('600');
    expect((await postBooking(t, bookingBody(f, DAY, slot(20)))).statusCode).toBe(201);
    clock.advanceMinutes(10);
    expect((await postBooking(t, bookingBody(f, DAY, slot(21)), {}, address)).statusCode).toBe(201);
  });
});
