import { randomBytes } from 'node:crypto';
import { formatPrice, paymentPaths, webPaths } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { TestPaymentProvider } from '../../plugins/app/payments';
import type { ServiceContext } from '../../plugins/app/service-context';
import { type FeePayee, handlePaymentWebhook } from './payment-webhooks.service';
import type { Payment } from './payments.service';
import { renderTestCheckout, type TestCheckoutState } from './test-checkout.page';

export type TestCheckoutAnswer =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; url: string };

function testProviderOf(ctx: ServiceContext): TestPaymentProvider {
  if (ctx.payments.name !== 'test' || !ctx.payments.checkoutOpen) {
    throw new HttpError(404, 'No test checkout here');
  }
  return ctx.payments;
}

async function findSession(ctx: ServiceContext, sessionId: string) {
  const provider = testProviderOf(ctx);
  const expiresAt = provider.expiryOf(sessionId);
  const [payment] = expiresAt
    ? await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'test'), eq(payments.providerReference, sessionId)))
    : [];
  if (!payment || !expiresAt) throw new HttpError(404, 'No such test checkout');
  return { payment, expiresAt };
}

function stateOf(payment: Payment, expiresAt: Date, now: Date): TestCheckoutState {
  if (payment.status === 'pending') return now < expiresAt ? 'open' : 'expired';
  return payment.status === 'failed' ? 'finished' : 'paid';
}

/**
 * Where the test checkout sends the customer back: /success or /failed at the address they
 * are at, which is the checkout's own (it opens at the address they booked from). Relative,
 * so no header the browser may leave out (a form's Origin is "null" under no-referrer) decides.
 */
const backPaths = (bookingId: string) => ({
  successUrl: webPaths.bookingPaid(bookingId),
  cancelUrl: webPaths.bookingPaymentFailed(bookingId),
});

/** The page for a test checkout, in the booking's language, saying what state it is in. */
export async function testCheckoutPage(
  ctx: ServiceContext,
  payee: FeePayee,
  sessionId: string,
): Promise<TestCheckoutAnswer> {
  const { payment, expiresAt } = await findSession(ctx, sessionId);
  const state = stateOf(payment, expiresAt, ctx.now());
  const booking = await payee.describe(ctx.db, payment.bookingId);
  const language = booking?.language ?? 'en';
  const urls = backPaths(payment.bookingId);
  const html = renderTestCheckout({
    language,
    state,
    shopName: booking?.shopName ?? '',
    amount: formatPrice(payment.amountCents, language, payment.currency),
    when: booking?.when ?? '',
    payUrl: paymentPaths.testCheckoutPay(sessionId),
    declineUrl: paymentPaths.testCheckoutDecline(sessionId),
    backUrl: state === 'paid' ? urls.successUrl : urls.cancelUrl,
  });
  return { kind: 'page', status: state === 'open' ? 200 : 409, html };
}

/** A Checkout Session event as Stripe would send it, for the few fields we read. */
function sessionEvent(payment: Payment, choice: 'pay' | 'decline'): string {
  const paid = choice === 'pay';
  return JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('base64url')}`,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: paid ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
    data: {
      object: {
        id: payment.providerReference,
        object: 'checkout.session',
        mode: 'payment',
        status: paid ? 'complete' : 'open',
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: payment.amountCents,
        currency: payment.currency.toLowerCase(),
        client_reference_id: payment.bookingId,
        metadata: { paymentId: payment.id, bookingId: payment.bookingId },
      },
    },
  });
}

/**
 * Pay or decline: the event is signed with the test secret and goes through the same
 * webhook handler, verification included, that real provider events take.
 */
export async function completeTestCheckout(
  ctx: ServiceContext,
  payee: FeePayee,
  sessionId: string,
  choice: 'pay' | 'decline',
  publicUrl: string,
): Promise<TestCheckoutAnswer> {
  const { payment, expiresAt } = await findSession(ctx, sessionId);
  if (stateOf(payment, expiresAt, ctx.now()) !== 'open') {
    return testCheckoutPage(ctx, payee, sessionId);
  }
  const rawBody = sessionEvent(payment, choice);
  const outcome = await handlePaymentWebhook(ctx, payee, {
    provider: 'test',
    rawBody,
    signature: testProviderOf(ctx).sign(rawBody),
    publicUrl,
  });
  const urls = backPaths(payment.bookingId);
  const confirmed = outcome === 'confirmed' || outcome === 'already';
  return { kind: 'redirect', url: confirmed ? urls.successUrl : urls.cancelUrl };
}
