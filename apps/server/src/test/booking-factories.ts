import type { Db } from '../db/client';
import { type bookings, payments, refundRequests } from '../db/schema';
import { createBooking } from './factories';

let counter = 0;

/** Each factory booking its own half hour from tomorrow on, so none claims another's slot. */
function nextFreeStart(): Date {
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  tomorrow.setUTCHours(0, 0, 0, 0);
  return new Date(tomorrow.getTime() + ++counter * 30 * 60_000);
}

/** A booking holding its slot while it waits for a 2.00 EUR fee, as a new booking does. */
export function createUnpaidBooking(
  db: Db,
  shopId: string,
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  return createBooking(db, shopId, {
    startAt: nextFreeStart(),
    status: 'pending_payment',
    holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    bookingFeeCents: 200,
    language: 'en',
    ...overrides,
  });
}

/** A payment as a finished checkout leaves it. */
export async function createPayment(
  db: Db,
  booking: { id: string; shopId: string; bookingFeeCents: number },
  overrides: Partial<typeof payments.$inferInsert> = {},
) {
  const n = ++counter;
  const [payment] = await db
    .insert(payments)
    .values({
      shopId: booking.shopId,
      bookingId: booking.id,
      provider: 'test',
      providerReference: `cs_test_${Math.floor(Date.now() / 1000) + 900}_factory${n}`,
      amountCents: booking.bookingFeeCents,
      status: 'paid',
      paidAt: new Date(),
      idempotencyKey: `factory-${n}-${Math.random().toString(36).slice(2)}`,
      ...overrides,
    })
    .returning();
  if (!payment) throw new Error('createPayment returned nothing');
  return payment;
}

/** A confirmed booking whose fee was paid: what a refund starts from. */
export async function createPaidBooking(
  db: Db,
  shopId: string,
  overrides: Partial<typeof bookings.$inferInsert> = {},
  payment: Partial<typeof payments.$inferInsert> = {},
) {
  const booking = await createUnpaidBooking(db, shopId, {
    status: 'confirmed',
    holdExpiresAt: null,
    ...overrides,
  });
  return { booking, payment: await createPayment(db, booking, payment) };
}

/** A paid booking whose customer asked for the fee back: what the refunds page handles. */
export async function createRefundRequest(db: Db, shopId: string, reason = 'I was ill') {
  const { booking, payment } = await createPaidBooking(db, shopId);
  const [request] = await db
    .insert(refundRequests)
    .values({ shopId, bookingId: booking.id, paymentId: payment.id, reason, amountCents: 200 })
    .returning();
  if (!request) throw new Error('createRefundRequest returned nothing');
  return request;
}
