import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the SDK made, as the stand-in received it. */
export interface RecordedCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form the SDK sent, flat: 'line_items[0][price_data][unit_amount]' -> '200'. */
  form: Record<string, string>;
}

interface StoredSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  url: string;
}

export const STAND_IN_KEY = 'sk_test_stand_in_0123456789';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_0123456789abcdef';

/**
 * An in-process stand-in for the few Stripe endpoints Jono uses, speaking Stripe-shaped JSON
 * over real HTTP so the official SDK runs unchanged against it. It keeps Stripe's idempotency
 * rule (the same key answers the same object) and records every call for assertions.
 */
export async function startStripeStandIn() {
  const calls: RecordedCall[] = [];
  const sessions = new Map<string, StoredSession>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let failing: { path: string; message: string } | null = null;
  let pausing: { path: string; meanwhile: () => Promise<void> } | null = null;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin_${++counter}`;

  function createSession(form: Record<string, string>): StoredSession {
    const id = nextId('cs_test');
    const session: StoredSession = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total:
        Number(form['line_items[0][price_data][unit_amount]'] ?? 0) *
        Number(form['line_items[0][quantity]'] ?? 1),
      currency: form['line_items[0][price_data][currency]'] ?? 'eur',
      customer_email: form.customer_email ?? null,
      client_reference_id: form.client_reference_id ?? null,
      locale: form.locale ?? null,
      metadata: {
        paymentId: form['metadata[paymentId]'] ?? '',
        bookingId: form['metadata[bookingId]'] ?? '',
      },
      expires_at: Number(form.expires_at ?? 0),
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      payment_intent: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  function route(method: string, path: string, form: Record<string, string>) {
    if (failing && path.startsWith(failing.path)) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: failing.message } },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return { status: 200, body: createSession(form) };
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const found = sessions.get(decodeURIComponent(session[1] ?? ''));
      return found
        ? { status: 200, body: found }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: 'No such session' } },
          };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: nextId('re'),
        object: 'refund',
        status: 'succeeded',
        payment_intent: form.payment_intent ?? '',
        amount: Number(form.amount),
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unknown path' } },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(
      new URLSearchParams(
        request.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'),
      ),
    );
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      idempotencyKey,
      authorization: request.headers.authorization,
      form,
    });
    if (pausing && url.pathname.startsWith(pausing.path)) {
      const { meanwhile } = pausing;
      pausing = null;
      await meanwhile();
    }
    const replayKey = idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
    const answer =
      (replayKey ? answered.get(replayKey) : undefined) ??
      route(request.method ?? 'GET', url.pathname, form);
    if (replayKey && answer.status < 500) answered.set(replayKey, answer);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${counter}`,
    });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A Checkout Session event as Stripe would deliver it, and its signature header. */
  function signedEvent(
    type: string,
    sessionId: string,
    change: Partial<StoredSession> = {},
    secret = STAND_IN_WEBHOOK_SECRET,
  ) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`the stand-in made no session ${sessionId}`);
    const payload = JSON.stringify({
      id: nextId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object: { ...session, ...change } },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    /** Environment for a test app that talks to this stand-in. */
    env: {
      STRIPE_SECRET_KEY: STAND_IN_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    calls,
    sessions,
    refunds,
    signedEvent,
    /** The customer paid on Stripe's page: the session completes with a payment intent. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`the stand-in made no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: nextId('pi'),
      });
      return signedEvent('checkout.session.completed', sessionId);
    },
    /** Calls to paths starting with `path` fail the way Stripe refuses a request. */
    failCalls(path: string | null, message = 'The stand-in refuses this call') {
      failing = path ? { path, message } : null;
    },
    /**
     * The next call to a path starting with `path` waits, before it is answered, until
     * `meanwhile` is done: what happens elsewhere while the provider is working on a call.
     */
    whileAnswering(path: string, meanwhile: () => Promise<void>) {
      pausing = { path, meanwhile };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
