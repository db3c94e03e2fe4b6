import { randomUUID } from 'node:crypto';
import { centsToPrice, errorCodes, type Language } from '@jono/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
export type Payment = typeof payments.$inferSelect;

/** A payment whose money reached the shop (some of it may have gone back). */
const moneyMoved = inArray(payments.status, ['paid', 'partially_refunded', 'refunded']);

/** The locale a customer's mail formats dates and money in. */
export const mailLocales: Record<Language, string> = {
  fi: 'fi-FI',
  en: 'en-GB',
  es: 'es-ES',
  sv: 'sv-SE',
};

/** An amount the way the customer reads it in their language: "2,00 €", "€2.00". */
export const formatMoney = (language: Language, cents: number, currency: string) =>
  new Intl.NumberFormat(mailLocales[language], { style: 'currency', currency }).format(
    centsToPrice(cents),
  );

export interface BookingCheckoutInput {
  bookingId: string;
  shopId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  language: Language;
  holdExpiresAt: Date;
}

export const paymentUnavailable = () =>
  new HttpError(
    502,
    'The payment service is not answering right now. Please try again in a moment.',
    errorCodes.paymentUnavailable,
  );

/**
 * Inserts a pending payment (a fresh idempotency key per attempt) and opens a provider
 * checkout. Throws 502 PAYMENT_UNAVAILABLE when the provider fails, leaving no pending row.
 */
export async function startBookingCheckout(
  app: FastifyInstance,
  input: BookingCheckoutInput,
): Promise<{ checkoutUrl: string }> {
  const idempotencyKey = randomUUID();
  const [payment] = await app.db
    .insert(payments)
    .values({
      shopId: input.shopId,
      bookingId: input.bookingId,
      provider: app.payments.name,
      amountCents: input.amountCents,
      currency: input.currency,
      idempotencyKey,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('inserting a payment returned nothing');
  try {
    const checkout = await app.payments.createCheckout({
      paymentId: payment.id,
      idempotencyKey,
      bookingId: input.bookingId,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      customerEmail: input.customerEmail,
      locale: input.language,
      ...app.payments.returnUrls(input.bookingId),
      expiresAt: input.holdExpiresAt,
    });
    await app.db
      .update(payments)
      .set({ providerReference: checkout.reference })
      .where(eq(payments.id, payment.id));
    return { checkoutUrl: checkout.url };
  } catch (error) {
    app.log.error({ err: error, bookingId: input.bookingId }, 'opening a checkout failed');
    await app.db.delete(payments).where(eq(payments.id, payment.id));
    throw paymentUnavailable();
  }
}

/**
 * The order that picks the payment that counts for a booking: one whose money moved wins
 * (the first paid, should a customer ever pay two open checkouts), else the latest attempt.
 */
const countingOrder = [
  desc(moneyMoved),
  asc(payments.paidAt),
  asc(sql`case when ${moneyMoved} then ${payments.createdAt} end`),
  desc(payments.createdAt),
  asc(payments.id),
];

/** The latest payment per booking; a paid one wins over later failed attempts. */
export async function paymentsOfBookings(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, { status: PaymentStatus; amountCents: number; refundedCents: number }>> {
  const result = new Map<
    string,
    { status: PaymentStatus; amountCents: number; refundedCents: number }
  >();
  if (bookingIds.length === 0) return result;
  const rows = await db
    .select({
      bookingId: payments.bookingId,
      status: payments.status,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
    })
    .from(payments)
    .where(inArray(payments.bookingId, [...bookingIds]))
    .orderBy(...countingOrder);
  for (const { bookingId, ...payment } of rows) {
    if (!result.has(bookingId)) result.set(bookingId, payment);
  }
  return result;
}

/**
 * The booking's payment whose money moved, locked for the caller's transaction so a refund
 * reads and writes it alone. Null when nothing was paid.
 */
export async function lockPaidPayment(
  tx: Db,
  bookingId: string,
  shopId: string,
): Promise<Payment | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.shopId, shopId), moneyMoved))
    .orderBy(...countingOrder)
    .limit(1)
    .for('update');
  return payment ?? null;
}

export async function lockPayment(tx: Db, paymentId: string): Promise<Payment | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  return payment ?? null;
}

export const refundableCents = (payment: Payment) =>
  payment.status === 'paid' || payment.status === 'partially_refunded'
    ? payment.amountCents - payment.refundedCents
    : 0;

/** Records money the provider sent back; the database refuses more than was paid. */
export async function recordRefund(tx: Db, paymentId: string, amountCents: number): Promise<void> {
  await tx
    .update(payments)
    .set({
      refundedCents: sql`${payments.refundedCents} + ${amountCents}`,
      status: sql`case when ${payments.refundedCents} + ${amountCents} >= ${payments.amountCents}
        then 'refunded' else 'partially_refunded' end`,
    })
    .where(eq(payments.id, paymentId));
}

/** The currency each payment was taken in. */
export async function currenciesOfPayments(
  db: Db,
  paymentIds: readonly string[],
): Promise<Map<string, string>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, currency: payments.currency })
    .from(payments)
    .where(inArray(payments.id, [...paymentIds]));
  return new Map(rows.map((row) => [row.id, row.currency]));
}
