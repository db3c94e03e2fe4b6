import { forgetResponse, myDataBody, myDataResponse, privacyPaths } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgetCustomer, myData } from './customer-data.service';

/** A customer's own data, proven theirs by an order's code and phone, like /check-details. */
export default async function privacyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Guessing codes is slow work by design, as for the order lookups.
  const lookupLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  routes.post(
    privacyPaths.myData,
    { config: lookupLimit, schema: { body: myDataBody, response: { 200: myDataResponse } } },
    async (request) => ({ ok: true as const, data: await myData(app, request.body) }),
  );

  routes.post(
    privacyPaths.forget,
    { config: lookupLimit, schema: { body: myDataBody, response: { 200: forgetResponse } } },
    async (request) => ({
      ok: true as const,
      message: 'Your details are deleted',
      data: await forgetCustomer(app, request.body),
    }),
  );
}
