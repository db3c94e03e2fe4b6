import { centsToPrice, type RefundRequest, type RefundStatus } from '@jono/contract';
import type { Db } from '../../../db/client';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { type AuditFact, recordAudit } from '../../audit/audit.service';
import { staffNames } from '../../auth/staff-names.service';
import { currenciesOfPayments } from '../../payments/payments.service';
import { approveRefundRequest } from '../../refunds/approve-refund-request.service';
import { listRefundRequests, refundRequestById } from '../../refunds/list-refunds.service';
import type { RefundRow } from '../../refunds/refunds.service';
import { rejectRefundRequest } from '../../refunds/reject-refund-request.service';
import { announceRefundHandled } from '../booking.events';
import { bookingSummaries, manageBookingUrl } from '../booking.service';
import type { StaffContext } from '../staff-shop';
import { type RefundMailFacts, refundApprovedMail, refundRejectedMail } from './refunds.mails';
import { presentRefundRequest } from './staff-refunds.presenter';

/** The refunds page shows this many, newest first; older ones are settled history. */
const LIST_LIMIT = 200;

/** Refund requests with their booking, currency and handler: the lookups run together. */
async function present(db: Db, requests: readonly RefundRow[]): Promise<RefundRequest[]> {
  const [summaries, currencies, handlers] = await Promise.all([
    bookingSummaries(
      db,
      requests.map((r) => r.bookingId),
    ),
    currenciesOfPayments(
      db,
      requests.map((r) => r.paymentId),
    ),
    staffNames(
      db,
      requests.flatMap((r) => (r.handledBy ? [r.handledBy] : [])),
    ),
  ]);
  return requests.flatMap((request): RefundRequest[] => {
    const booking = summaries.get(request.bookingId);
    if (!booking) return [];
    const currency = currencies.get(request.paymentId) ?? 'EUR';
    const handledBy = request.handledBy ? (handlers.get(request.handledBy) ?? null) : null;
    return [presentRefundRequest(request, booking, currency, handledBy)];
  });
}

export async function listRefunds(
  db: Db,
  shopId: string,
  status: RefundStatus | undefined,
): Promise<RefundRequest[]> {
  return present(db, await listRefundRequests(db, shopId, status, LIST_LIMIT));
}

async function presentOne(db: Db, refundId: string): Promise<RefundRequest> {
  const request = await refundRequestById(db, refundId);
  const [presented] = request ? await present(db, [request]) : [];
  if (!presented) throw new Error(`refund request ${refundId} has no booking`);
  return presented;
}

/**
 * A decision goes on the shop's record, and the customer hears of it in the booking's
 * language if an address is left, in the transaction that settles it.
 */
async function afterDecision(
  ctx: ServiceContext,
  staff: StaffContext,
  tx: Db,
  request: RefundRow,
  decision: Pick<AuditFact, 'action' | 'details'>,
  render: (facts: RefundMailFacts) => { subject: string; text: string; html: string },
): Promise<void> {
  const booking = (await bookingSummaries(tx, [request.bookingId])).get(request.bookingId);
  const currency =
    (await currenciesOfPayments(tx, [request.paymentId])).get(request.paymentId) ?? 'EUR';
  await recordAudit(tx, {
    shopId: staff.shopId,
    actorId: staff.userId,
    at: ctx.now(),
    action: decision.action,
    subject: { kind: 'booking', id: request.bookingId, label: booking?.shortCode ?? '' },
    details: { amount: centsToPrice(request.amountCents), currency, ...decision.details },
  });
  if (!booking?.email) return;
  const mail = render({
    language: booking.language,
    customerName: booking.customerName,
    shopName: booking.shopName,
    date: booking.date,
    timeRange: booking.timeRange,
    amountCents: request.amountCents,
    currency,
    manageUrl: manageBookingUrl(ctx.config.publicUrl, booking),
  });
  await ctx.mail.enqueue(tx, { to: booking.email, ...mail });
}

/** The answer, and the same facts for the staff room: one read serves both. */
async function presentHandled(ctx: ServiceContext, staff: StaffContext, refundId: string) {
  const presented = await presentOne(ctx.db, refundId);
  announceRefundHandled(ctx, { ...presented.booking, shopId: staff.shopId });
  return presented;
}

/** Approve: the money goes back through the provider, then the customer gets a mail. */
export async function approveRefund(
  ctx: ServiceContext,
  staff: StaffContext,
  refundId: string,
): Promise<RefundRequest> {
  const settled = await approveRefundRequest(
    ctx,
    { refundId, shopId: staff.shopId, staffUserId: staff.userId },
    (tx, request) =>
      afterDecision(ctx, staff, tx, request, { action: 'refund_approved' }, refundApprovedMail),
  );
  ctx.mail.kick();
  return presentHandled(ctx, staff, settled.id);
}

/** Reject with a reason the customer reads in the mail. */
export async function rejectRefund(
  ctx: ServiceContext,
  staff: StaffContext,
  refundId: string,
  reason: string,
): Promise<RefundRequest> {
  const rejected = await rejectRefundRequest(
    ctx,
    { refundId, shopId: staff.shopId, staffUserId: staff.userId, reason },
    (tx, request) =>
      afterDecision(
        ctx,
        staff,
        tx,
        request,
        { action: 'refund_rejected', details: { reason } },
        (facts) => refundRejectedMail(facts, reason),
      ),
  );
  ctx.mail.kick();
  return presentHandled(ctx, staff, rejected.id);
}
