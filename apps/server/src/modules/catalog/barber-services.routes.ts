import {
  barberServicePaths,
  barberServicesBody,
  barberServicesResponse,
  memberParams,
  messageResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import {
  barberServicesOf,
  changeBarberServices,
  type MeasuredDurations,
} from './barber-services.service';

export interface BarberServiceRoutesOptions {
  measuredDurations: MeasuredDurations;
  /** A member's services changed: the shop's estimates and admission follow. */
  afterChange: (shopId: string) => unknown;
}

/**
 * The services each serving member does, at their own price and length: the team reads them,
 * the owner changes anyone's, a barber their own.
 */
export default async function barberServiceRoutes(
  app: FastifyInstance,
  { measuredDurations, afterChange }: BarberServiceRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'teamSchedule' } as const;

  routes.get(
    barberServicePaths.services(':userId'),
    { config, schema: { params: memberParams, response: { 200: barberServicesResponse } } },
    async (request) => ({
      ok: true as const,
      data: await barberServicesOf(
        app.db,
        staffOf(request),
        request.params.userId,
        measuredDurations,
      ),
    }),
  );

  routes.put(
    barberServicePaths.services(':userId'),
    {
      config,
      schema: {
        params: memberParams,
        body: barberServicesBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await changeBarberServices(app.db, staff, request.params.userId, request.body);
      void afterChange(staff.shopId);
      return { ok: true as const, message: 'Services saved' };
    },
  );
}
