import {
  refundActionResponse,
  refundsQuery,
  refundsResponse,
  rejectRefundBody,
  staffBookingPaths,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../../plugins/app/auth';
import { approveRefund, listRefunds, rejectRefund } from './staff-refunds.service';

const refundIdParam = z.object({ refundId: z.uuid({ message: 'must be a refund request id' }) });

/** The shop's refunds page, for its owner and receptionists. */
export default async function staffRefundRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const area = { area: 'queueRefunds' } as const;

  routes.get(
    staffBookingPaths.refunds,
    { config: area, schema: { querystring: refundsQuery, response: { 200: refundsResponse } } },
    async (request) => ({
      ok: true as const,
      data: await listRefunds(app.db, staffOf(request).shopId, request.query.status),
    }),
  );

  routes.post(
    staffBookingPaths.approveRefund(':refundId'),
    {
      config: area,
      schema: { params: refundIdParam, response: { 200: refundActionResponse } },
    },
    async (request) => ({
      ok: true as const,
      message: 'Refunded',
      data: await approveRefund(app.ctx, staffOf(request), request.params.refundId),
    }),
  );

  routes.post(
    staffBookingPaths.rejectRefund(':refundId'),
    {
      config: area,
      schema: {
        params: refundIdParam,
        body: rejectRefundBody,
        response: { 200: refundActionResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'Refund request rejected',
      data: await rejectRefund(
        app.ctx,
        staffOf(request),
        request.params.refundId,
        request.body.reason,
      ),
    }),
  );
}
