import { randomUUID } from 'node:crypto';
import { errorCodes, type Language } from '@jono/contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { perApp } from '../../lib/per-app';
import { lockForTransaction } from '../../lib/transaction-lock';
import type { ServiceContext } from '../../plugins/app/service-context';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
export type Payment = typeof payments.$inferSelect;

/** A payment whose money reached the shop (some of it may have gone back). */
const moneyMoved = inArray(payments.status, ['paid', 'partially_refunded', 'refunded']);

export interface BookingCheckoutInput {
  bookingId: string;
  shopId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  language: Language;
  holdExpiresAt: Date;
  /** Where the customer pays from and comes back to: an origin this server serves. */
  returnOrigin: string;
}

export const paymentUnavailable = () =>
  new HttpError(
    502,
    'The payment service is not answering right now. Please try again in a moment.',
    errorCodes.paymentUnavailable,
  );

/** Per app: the checkouts being opened, by payment; callers at the same moment share one. */
const openingOf = perApp((_ctx: ServiceContext) => new Map<string, Promise<string>>());

/**
 * The page where the customer pays a booking's fee. The booking's open attempt is reused as
 * long as the provider still takes payment at its checkout, so paying again, reloading or
 * double-clicking never piles up payments or checkouts; only when that checkout is closed
 * is a new attempt (with a fresh idempotency key) opened. Throws 502 PAYMENT_UNAVAILABLE
 * when the provider fails, leaving no attempt without a checkout behind.
 */
export async function openBookingCheckout(
  ctx: ServiceContext,
  input: BookingCheckoutInput,
): Promise<{ checkoutUrl: string }> {
  const attempt = await openAttempt(ctx, input);
  if (!attempt.providerReference) return { checkoutUrl: await openOnce(ctx, attempt, input) };
  let url: string | null;
  try {
    url = await ctx.payments.resumeCheckout(
      attempt.providerReference,
      ctx.now(),
      input.returnOrigin,
    );
  } catch (error) {
    ctx.log.error({ err: error, bookingId: input.bookingId }, 'reading a checkout failed');
    throw paymentUnavailable();
  }
  if (url) return { checkoutUrl: url };
  // Expired or finished at the provider: a paid one still counts when its event arrives.
  await ctx.db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, 'pending')));
  return openBookingCheckout(ctx, input);
}

/**
 * The booking's pending attempt, or a new one. The booking's advisory lock makes concurrent
 * callers (on any node) find the attempt the first of them inserted.
 */
function openAttempt(ctx: ServiceContext, input: BookingCheckoutInput): Promise<Payment> {
  return ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, input.bookingId);
    const [pending] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, input.bookingId),
          eq(payments.provider, ctx.payments.name),
          eq(payments.status, 'pending'),
          eq(payments.amountCents, input.amountCents),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (pending) return pending;
    const [created] = await tx
      .insert(payments)
      .values({
        shopId: input.shopId,
        bookingId: input.bookingId,
        provider: ctx.payments.name,
        amountCents: input.amountCents,
        currency: input.currency,
        idempotencyKey: randomUUID(),
      })
      .returning();
    if (!created) throw new Error('inserting a payment returned nothing');
    return created;
  });
}

function openOnce(ctx: ServiceContext, attempt: Payment, input: BookingCheckoutInput) {
  const opening = openingOf(ctx);
  const running = opening.get(attempt.id);
  if (running) return running;
  const started = openAtProvider(ctx, attempt, input).finally(() => opening.delete(attempt.id));
  opening.set(attempt.id, started);
  return started;
}

/**
 * Opens the attempt's checkout under its idempotency key, so callers on other nodes get the
 * same one. A failure removes the attempt, as long as no checkout was recorded for it.
 */
async function openAtProvider(
  ctx: ServiceContext,
  attempt: Payment,
  input: BookingCheckoutInput,
): Promise<string> {
  try {
    const checkout = await ctx.payments.createCheckout({
      paymentId: attempt.id,
      idempotencyKey: attempt.idempotencyKey,
      bookingId: input.bookingId,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      customerEmail: input.customerEmail,
      locale: input.language,
      ...ctx.payments.returnUrls(input.bookingId, input.returnOrigin),
      expiresAt: input.holdExpiresAt,
    });
    const [recorded] = await ctx.db
      .update(payments)
      .set({ providerReference: checkout.reference })
      .where(eq(payments.id, attempt.id))
      .returning({ id: payments.id });
    if (!recorded) throw new Error(`payment ${attempt.id} went away while its checkout opened`);
    return checkout.url;
  } catch (error) {
    ctx.log.error({ err: error, bookingId: input.bookingId }, 'opening a checkout failed');
    await ctx.db
      .delete(payments)
      .where(and(eq(payments.id, attempt.id), isNull(payments.providerReference)));
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

/** The payment that counts per booking; a paid one wins over later failed attempts. */
async function countingPayments(db: Db, bookingIds: readonly string[]) {
  const result = new Map<
    string,
    { id: string; status: PaymentStatus; amountCents: number; refundedCents: number }
  >();
  if (bookingIds.length === 0) return result;
  const rows = await db
    .select({
      id: payments.id,
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

/** The latest payment per booking; a paid one wins over later failed attempts. */
export async function paymentsOfBookings(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, { status: PaymentStatus; amountCents: number; refundedCents: number }>> {
  const counting = await countingPayments(db, bookingIds);
  return new Map(
    [...counting].map(([bookingId, { status, amountCents, refundedCents }]) => [
      bookingId,
      { status, amountCents, refundedCents },
    ]),
  );
}

/** The id of the payment that counts per booking (see paymentsOfBookings). */
export async function countingPaymentIds(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, string>> {
  const counting = await countingPayments(db, bookingIds);
  return new Map([...counting].map(([bookingId, payment]) => [bookingId, payment.id]));
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

/**
 * Every payment of a shop, oldest first, for the owner's export. The provider's reference
 * finds the payment in the provider's own dashboard; the idempotency key stays here.
 */
export function paymentsOfShop(db: Db, shopId: string) {
  return db
    .select({
      bookingId: payments.bookingId,
      provider: payments.provider,
      providerReference: payments.providerReference,
      status: payments.status,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      currency: payments.currency,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.shopId, shopId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
