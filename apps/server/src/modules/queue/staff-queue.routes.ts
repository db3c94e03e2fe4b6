import {
  cancelByStaffBody,
  currentStatusResponse,
  moveUpBody,
  orderIdParams,
  queueBoardResponse,
  queueStatusBody,
  shopIdParams,
  staffActionResponse,
  staffQueuePaths,
  startServiceBody,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { staffOf } from '../../plugins/app/auth';
import { updateQueueSettings } from '../shops/shops.service';
import { announceQueueChange, announceStaffQueue } from './queue.events';
import {
  cancelByStaff,
  currentStatus,
  finishService,
  getBoard,
  markNoShow,
  moveUp,
  startService,
} from './staff-queue.service';

type Kind = Parameters<typeof announceStaffQueue>[1]['kind'];

export default async function staffQueueRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const board = { area: 'appointments' } as const;

  /** Committed first, announced after (DESIGN section 8). */
  async function announce(shopId: string, kind: Kind, entry: { id: string; customerName: string }) {
    // The entry itself may have left the live queue (served, cancelled): tell its page too.
    await announceQueueChange(app, shopId, [entry.id]);
    announceStaffQueue(app, { shopId, kind, orderId: entry.id, customerName: entry.customerName });
  }

  routes.get(
    staffQueuePaths.board,
    { config: board, schema: { response: { 200: queueBoardResponse } } },
    async (request) => ({
      ok: true as const,
      data: await getBoard(app.db, staffOf(request).shopId, app.now()),
    }),
  );

  routes.post(
    '/api/staff/queue/:orderId/start',
    {
      config: board,
      schema: {
        params: orderIdParams,
        body: startServiceBody,
        response: { 200: staffActionResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const entry = await startService(
        app.db,
        staff,
        request.params.orderId,
        request.body.barberId,
        app.now(),
      );
      await announce(staff.shopId, 'started', entry);
      return { ok: true as const, message: 'Service started' };
    },
  );

  routes.post(
    '/api/staff/queue/:orderId/finish',
    {
      config: board,
      schema: { params: orderIdParams, response: { 200: staffActionResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const entry = await finishService(app.db, staff, request.params.orderId, app.now());
      await announce(staff.shopId, 'finished', entry);
      return { ok: true as const, message: 'Service finished' };
    },
  );

  routes.post(
    '/api/staff/queue/:orderId/no-show',
    {
      config: board,
      schema: { params: orderIdParams, response: { 200: staffActionResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const entry = await markNoShow(app.db, staff, request.params.orderId, app.now());
      await announce(staff.shopId, 'no_show', entry);
      return { ok: true as const, message: 'Marked as a no-show' };
    },
  );

  routes.post(
    '/api/staff/queue/:orderId/cancel',
    {
      config: board,
      schema: {
        params: orderIdParams,
        body: cancelByStaffBody,
        response: { 200: staffActionResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const entry = await cancelByStaff(
        app.db,
        staff,
        request.params.orderId,
        request.body.reason,
        app.now(),
      );
      await announce(staff.shopId, 'cancelled', entry);
      return { ok: true as const, message: 'Cancelled' };
    },
  );

  routes.post(
    '/api/staff/queue/:orderId/move-up',
    {
      config: board,
      schema: { params: orderIdParams, body: moveUpBody, response: { 200: staffActionResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const { beforeOrderId, reason } = request.body;
      const entry = await moveUp(app.db, staff, request.params.orderId, beforeOrderId, reason);
      await announce(staff.shopId, 'moved', entry);
      return { ok: true as const, message: 'Moved up' };
    },
  );

  routes.patch(
    staffQueuePaths.queueStatus,
    {
      config: { area: 'queueStatus' },
      schema: { body: queueStatusBody, response: { 200: queueBoardResponse } },
    },
    async (request) => {
      const { shopId } = staffOf(request);
      await updateQueueSettings(app.db, shopId, request.body);
      await announceQueueChange(app, shopId);
      announceStaffQueue(app, { shopId, kind: 'state' });
      return { ok: true as const, data: await getBoard(app.db, shopId, app.now()) };
    },
  );

  routes.get(
    '/api/staff/current-status/:id',
    {
      config: { area: 'currentStatus' },
      schema: { params: shopIdParams, response: { 200: currentStatusResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await currentStatus(
        app.db,
        staffOf(request),
        request.params.id,
        app.now(),
        config.publicUrl,
      ),
    }),
  );
}
