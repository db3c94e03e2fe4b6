import {
  blockedPhonePaths,
  blockedPhonesResponse,
  blockIdParams,
  blockPhoneBody,
  blockPhoneResponse,
  staffActionResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../../plugins/app/auth';
import { listBlockedPhones } from '../../shops/shops.service';
import { presentBlockedPhone } from './blocked-phones.presenter';
import { blockPhone, unblockPhoneOfShop } from './blocked-phones.service';

/** The shop's blocked numbers: listed, added from the board, removed from the list. */
export default async function blockedPhoneRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const area = { area: 'blockedPhones' } as const;

  routes.get(
    blockedPhonePaths.list,
    { config: area, schema: { response: { 200: blockedPhonesResponse } } },
    async (request) => ({
      ok: true as const,
      data: (await listBlockedPhones(app.db, staffOf(request).shopId)).map(presentBlockedPhone),
    }),
  );

  routes.post(
    blockedPhonePaths.block,
    {
      config: area,
      schema: {
        body: blockPhoneBody,
        response: { 200: blockPhoneResponse, 201: blockPhoneResponse },
      },
    },
    async (request, reply) => {
      const blocked = await blockPhone(app.ctx, staffOf(request), request.body.phone);
      return reply.status(blocked.isNew ? 201 : 200).send({
        ok: true,
        message: blocked.isNew ? 'The number is blocked' : 'The number was already blocked',
        data: {
          ...presentBlockedPhone(blocked.block),
          cancelledEntries: blocked.cancelledEntries,
          cancelledBookings: blocked.cancelledBookings,
        },
      });
    },
  );

  routes.delete(
    blockedPhonePaths.unblock(':blockId'),
    {
      config: area,
      schema: { params: blockIdParams, response: { 200: staffActionResponse } },
    },
    async (request) => {
      await unblockPhoneOfShop(app.ctx, staffOf(request), request.params.blockId);
      return { ok: true as const, message: 'The number may order again' };
    },
  );
}
