import {
  emailCodeBody,
  emailCodeResponse,
  forgetResponse,
  LANGUAGE_HEADER,
  myDataBody,
  myDataResponse,
  privacyPaths,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language';
import { WindowLimit } from '../../lib/window-limit';
import { askEmailCode, forgetCustomer, myData } from './customer-data.service';

/**
 * One-time codes one client address may have mailed in an hour, whatever the orders and
 * addresses: with a handful of made-up orders, each capped in addresses, a sender could still
 * mail strangers in bulk.
 */
export const EMAIL_CODES_PER_CLIENT_HOUR = 10;

/**
 * A customer's own data: an order's code and phone prove that order, and a one-time code sent
 * to an e-mail address proves that address, which opens everything under it at that shop.
 */
export default async function privacyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Guessing codes is slow work by design, as for the order lookups.
  const lookupLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  const codesMailed = new WindowLimit(EMAIL_CODES_PER_CLIENT_HOUR, 3_600_000);

  routes.post(
    privacyPaths.myData,
    { config: lookupLimit, schema: { body: myDataBody, response: { 200: myDataResponse } } },
    async (request) => ({ ok: true as const, data: await myData(app.ctx, request.body) }),
  );

  routes.post(
    privacyPaths.forget,
    { config: lookupLimit, schema: { body: myDataBody, response: { 200: forgetResponse } } },
    async (request) => ({
      ok: true as const,
      message: 'Your details are deleted',
      data: await forgetCustomer(app.ctx, request.body),
    }),
  );

  routes.post(
    privacyPaths.emailCode,
    {
      config: lookupLimit,
      schema: {
        headers: z.object({ [LANGUAGE_HEADER]: z.string().optional() }),
        body: emailCodeBody,
        response: { 200: emailCodeResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'A code is on its way to that address',
      data: await codesMailed.run(
        request.ip,
        app.now(),
        'Several codes were asked from your connection just now. Please try again later.',
        () => askEmailCode(app.ctx, request.body, requestLanguage(request)),
      ),
    }),
  );
}
