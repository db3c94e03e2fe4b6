import type { RefundRequest, RefundStatus } from '@jono/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { refundRequests, staffUsers } from '../../db/schema';
import { bookingSummaries, manageBookingUrl } from '../booking/booking.service';
import { currenciesOfPayments } from '../payments/payments.service';
import { announceRefund } from './refunds.events';
import { type RefundMailFacts, refundApprovedMail, refundRejectedMail } from './refunds.mails';
import { presentRefundRequest } from './refunds.presenter';
import { approveRefundRequest, type RefundRow, rejectRefundRequest } from './refunds.service';

/** The refunds page shows this many, newest first; older ones are settled history. */
const LIST_LIMIT = 200;

export interface StaffRefundContext {
  app: FastifyInstance;
  shopId: string;
  staffUserId: string;
}

async function present(db: Db, rows: { request: RefundRow; handledBy: string | null }[]) {
  const [summaries, currencies] = await Promise.all([
    bookingSummaries(
      db,
      rows.map((r) => r.request.bookingId),
    ),
    currenciesOfPayments(
      db,
      rows.map((r) => r.request.paymentId),
    ),
  ]);
  return rows.flatMap(({ request, handledBy }): RefundRequest[] => {
    const booking = summaries.get(request.bookingId);
    if (!booking) return [];
    const currency = currencies.get(request.paymentId) ?? 'EUR';
    return [presentRefundRequest(request, booking, currency, handledBy)];
  });
}

const withHandlerName = (db: Db) =>
  db
    .select({ request: refundRequests, handledBy: staffUsers.name })
    .from(refundRequests)
    .leftJoin(staffUsers, eq(staffUsers.id, refundRequests.handledBy));

export async function listRefunds(
  db: Db,
  shopId: string,
  status: RefundStatus | undefined,
): Promise<RefundRequest[]> {
  const rows = await withHandlerName(db)
    .where(
      and(
        eq(refundRequests.shopId, shopId),
        status ? eq(refundRequests.status, status) : undefined,
      ),
    )
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(LIST_LIMIT);
  return present(db, rows);
}

async function presentOne(db: Db, refundId: string): Promise<RefundRequest> {
  const [presented] = await present(
    db,
    await withHandlerName(db).where(eq(refundRequests.id, refundId)),
  );
  if (!presented) throw new Error(`refund request ${refundId} has no booking`);
  return presented;
}

/** The customer hears of the decision in the booking's language, if an address is left. */
async function mailCustomer(
  ctx: StaffRefundContext,
  tx: Db,
  request: RefundRow,
  render: (facts: RefundMailFacts) => { subject: string; text: string; html: string },
): Promise<void> {
  const booking = (await bookingSummaries(tx, [request.bookingId])).get(request.bookingId);
  if (!booking?.email) return;
  const currency = (await currenciesOfPayments(tx, [request.paymentId])).get(request.paymentId);
  const mail = render({
    language: booking.language,
    customerName: booking.customerName,
    shopName: booking.shopName,
    date: booking.date,
    timeRange: booking.timeRange,
    amountCents: request.amountCents,
    currency: currency ?? 'EUR',
    manageUrl: manageBookingUrl(ctx.app.config.publicUrl, booking.id),
  });
  await ctx.app.mail.enqueue(tx, { to: booking.email, ...mail });
}

/** The answer, and the same facts for the staff room: one read serves both. */
async function presentHandled(ctx: StaffRefundContext, refundId: string) {
  const presented = await presentOne(ctx.app.db, refundId);
  const { booking } = presented;
  announceRefund(ctx.app, 'refund_handled', { ...booking, shopId: ctx.shopId });
  return presented;
}

/** Approve: the money goes back through the provider, then the customer gets a mail. */
export async function approveRefund(
  ctx: StaffRefundContext,
  refundId: string,
): Promise<RefundRequest> {
  const settled = await approveRefundRequest(
    ctx.app,
    { refundId, shopId: ctx.shopId, staffUserId: ctx.staffUserId },
    (tx, request) => mailCustomer(ctx, tx, request, refundApprovedMail),
  );
  ctx.app.mail.kick();
  return presentHandled(ctx, settled.id);
}

/** Reject with a reason the customer reads in the mail. */
export async function rejectRefund(
  ctx: StaffRefundContext,
  refundId: string,
  reason: string,
): Promise<RefundRequest> {
  const rejected = await rejectRefundRequest(
    ctx.app,
    { refundId, shopId: ctx.shopId, staffUserId: ctx.staffUserId, reason },
    (tx, request) => mailCustomer(ctx, tx, request, (facts) => refundRejectedMail(facts, reason)),
  );
  ctx.app.mail.kick();
  return presentHandled(ctx, rejected.id);
}
