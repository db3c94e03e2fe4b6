import type { Db } from '../db/client';
import { bookings, type OrderedService, payments, refundRequests } from '../db/schema';
import { orderTotals } from '../lib/order-totals';
import { createQueueEntry } from './factories';

/** A catalogue item as an order freezes it. */
export interface Priced {
  id: string;
  name: string;
  priceCents: number;
  durationMinutes: number;
}

export interface OrderLine {
  service: Priced;
  quantity?: number;
  /** Add-ons with their quantity per unit of the service. */
  addons?: [Priced, number][];
}

/** An order's frozen items and its totals, computed the way the cart rule does. */
export function order(...lines: OrderLine[]) {
  const items: OrderedService[] = lines.map(({ service, quantity = 1, addons = [] }) => ({
    ...service,
    quantity,
    addons: addons.map(([addon, addonQuantity]) => ({ ...addon, quantity: addonQuantity })),
  }));
  return { items, ...orderTotals(items) };
}

/** A walk-in of the past: every instant given as an ISO string, as a test reads them. */
export async function insertWalkIn(
  db: Db,
  shopId: string,
  fields: {
    order: ReturnType<typeof order>;
    status: 'served' | 'in_service' | 'cancelled' | 'no_show';
    joinedAt: string;
    estimatedStartAt?: string;
    /** The start range shown at join, as computed. */
    shownRange?: { earliest: string; latest: string };
    startedAt?: string;
    finishedAt?: string;
    cancelledAt?: string;
    barberId?: string;
    /** The barber the customer asked for when joining; none is "any barber". */
    requestedBarberId?: string;
  },
) {
  const instant = (iso?: string) => (iso ? new Date(iso) : null);
  return await createQueueEntry(db, shopId, {
    ...fields.order,
    status: fields.status,
    joinedAt: new Date(fields.joinedAt),
    sortKey: new Date(fields.joinedAt),
    estimatedStartAt: instant(fields.estimatedStartAt),
    estimatedEarliestAt: instant(fields.shownRange?.earliest),
    estimatedLatestAt: instant(fields.shownRange?.latest),
    startedAt: instant(fields.startedAt),
    finishedAt: instant(fields.finishedAt),
    cancelledAt: instant(fields.cancelledAt),
    cancelReason: fields.cancelledAt ? 'asked to' : null,
    barberId: fields.barberId ?? null,
    requestedBarberId: fields.requestedBarberId ?? null,
  });
}

let bookingNumber = 0;

export async function insertBooking(
  db: Db,
  shopId: string,
  fields: {
    order: ReturnType<typeof order>;
    status: (typeof bookings.$inferInsert)['status'];
    startAt: string;
    cancelledAt?: string;
    cancelReason?: string;
    /** The barber who served it, and when the chair took and let go of the customer. */
    servedBy?: { barberId: string; startedAt: string; finishedAt: string };
  },
) {
  const n = ++bookingNumber;
  const startAt = new Date(fields.startAt);
  const [booking] = await db
    .insert(bookings)
    .values({
      shopId,
      customerName: `Booker ${n}`,
      phone: `+35840${String(2_000_000 + n)}`,
      ...fields.order,
      startAt,
      endAt: new Date(startAt.getTime() + fields.order.totalDurationMinutes * 60_000),
      chair: 1,
      status: fields.status,
      bookingFeeCents: 200,
      cancelledAt: fields.cancelledAt ? new Date(fields.cancelledAt) : null,
      cancelReason: fields.cancelReason ?? (fields.cancelledAt ? 'customer cancelled' : null),
      barberId: fields.servedBy?.barberId ?? null,
      startedAt: fields.servedBy ? new Date(fields.servedBy.startedAt) : null,
      finishedAt: fields.servedBy ? new Date(fields.servedBy.finishedAt) : null,
    })
    .returning();
  if (!booking) throw new Error('insertBooking returned nothing');
  return booking;
}

/** The booking fee, paid at `paidAt`. */
export async function insertPayment(
  db: Db,
  booking: { id: string; shopId: string },
  fields: {
    paidAt: string;
    amountCents?: number;
    status?: 'paid' | 'refunded' | 'partially_refunded';
    refundedCents?: number;
  },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      shopId: booking.shopId,
      bookingId: booking.id,
      provider: 'test',
      amountCents: fields.amountCents ?? 200,
      refundedCents: fields.refundedCents ?? 0,
      status: fields.status ?? 'paid',
      idempotencyKey: `analytics-${booking.id}`,
      paidAt: new Date(fields.paidAt),
    })
    .returning();
  if (!payment) throw new Error('insertPayment returned nothing');
  return payment;
}

export async function insertRefund(
  db: Db,
  payment: { id: string; shopId: string; bookingId: string },
  fields: { status: 'refunded' | 'rejected'; amountCents: number; handledAt: string },
) {
  await db.insert(refundRequests).values({
    shopId: payment.shopId,
    bookingId: payment.bookingId,
    paymentId: payment.id,
    reason: 'cancelled',
    status: fields.status,
    amountCents: fields.amountCents,
    handledAt: new Date(fields.handledAt),
  });
}
