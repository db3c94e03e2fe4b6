import { paymentPaths, withTextRule } from '@jono/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { type FeePayee, handlePaymentWebhook } from './payment-webhooks.service';
import {
  completeTestCheckout,
  type TestCheckoutAnswer,
  testCheckoutPage,
} from './test-checkout.service';

const providerParam = z.object({ provider: z.enum(['stripe', 'test']) });
const sessionParam = z.object({ sessionId: withTextRule(z.string()).min(1).max(200) });
const receivedResponse = z.object({ ok: z.literal(true), received: z.literal(true) });

function send(reply: FastifyReply, answer: TestCheckoutAnswer) {
  if (answer.kind === 'redirect') return reply.redirect(answer.url, 303);
  return reply
    .status(answer.status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(answer.html);
}

/**
 * Provider webhooks, and the built-in test checkout when no real provider is set. The payee
 * (the booking module) moves its bookings on by what the provider reports.
 */
export default async function paymentRoutes(
  app: FastifyInstance,
  { config, payee }: { config: Config; payee: FeePayee },
) {
  // Only here is JSON kept as the raw bytes: the signature is over them, not over a reparse.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      // The contract's path, with the route parameter standing in for the provider's name.
      paymentPaths.webhook(':provider' as 'stripe'),
      {
        // The provider retries bursts from a few addresses; the signature guards the door.
        config: { rateLimit: false },
        schema: { params: providerParam, response: { 200: receivedResponse } },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await handlePaymentWebhook(app.ctx, payee, {
          provider: request.params.provider,
          rawBody: Buffer.isBuffer(request.body) ? request.body : '',
          signature: typeof signature === 'string' ? signature : undefined,
          publicUrl: config.publicUrl,
        });
        return { ok: true as const, received: true as const };
      },
    );
  });

  if (app.payments.name !== 'test' || !app.payments.checkoutOpen) return;
  await app.register(async (checkout) => {
    // The page's buttons post plain forms; nothing in them is read.
    checkout.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    const routes = checkout.withTypeProvider<ZodTypeProvider>();
    const page = { schema: { params: sessionParam, hide: true } };
    routes.get(paymentPaths.testCheckout(':sessionId'), page, async (request, reply) =>
      send(reply, await testCheckoutPage(app.ctx, payee, request.params.sessionId)),
    );
    for (const [path, choice] of [
      [paymentPaths.testCheckoutPay, 'pay'],
      [paymentPaths.testCheckoutDecline, 'decline'],
    ] as const) {
      routes.post(path(':sessionId'), page, async (request, reply) =>
        send(
          reply,
          await completeTestCheckout(
            app.ctx,
            payee,
            request.params.sessionId,
            choice,
            config.publicUrl,
          ),
        ),
      );
    }
  });
}
