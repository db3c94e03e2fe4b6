import {
  broadcastBody,
  broadcastPaths,
  broadcastResponse,
  callCustomerBody,
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
import type { Config } from '../../../config';
import { staffOf } from '../../../plugins/app/auth';
import { broadcastToWaiting } from '../alerts/broadcast.service';
import { currentStatus } from './big-screen-status';
import blockedPhoneRoutes from './blocked-phones.routes';
import { getBoard } from './board-read';
import { callCustomer } from './call-customer';
import deskRoutes from './desk.routes';
import { finishService } from './finish-service';
import { moveUp } from './move-up';
import { setQueueStatus } from './queue-status';
import { cancelByStaff, markNoShow } from './remove-from-queue';
import { startService } from './start-service';
import { undoQueueStep } from './undo-step';

/** The board's own permission: everything that reads or moves an order on it. */
const board = { area: 'appointments' } as const;

export default async function staffQueueRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(blockedPhoneRoutes);
  await app.register(deskRoutes);

  routes.get(
    staffQueuePaths.board,
    {
      config: { ...board, apiScope: 'queue:read' },
      schema: { response: { 200: queueBoardResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await getBoard(app.db, staffOf(request).shopId, app.now()),
    }),
  );

  routes.post(
    broadcastPaths.send,
    { config: board, schema: { body: broadcastBody, response: { 200: broadcastResponse } } },
    async (request) => ({
      ok: true as const,
      data: await broadcastToWaiting(app.ctx, staffOf(request), request.body),
    }),
  );

  registerChairRoutes(app);
  registerCorrectionRoutes(app);
  registerShopStatusRoutes(app, config);
}

/** An order's way to the chair: called, in service, finished. */
function registerChairRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    staffQueuePaths.start(':orderId'),
    {
      config: board,
      schema: {
        params: orderIdParams,
        body: startServiceBody,
        response: { 200: staffActionResponse },
      },
    },
    async (request) => {
      await startService(app.ctx, staffOf(request), request.params.orderId, request.body.barberId);
      return { ok: true as const, message: 'Service started' };
    },
  );

  routes.post(
    staffQueuePaths.finish(':orderId'),
    {
      config: board,
      schema: { params: orderIdParams, response: { 200: staffActionResponse } },
    },
    async (request) => {
      await finishService(app.ctx, staffOf(request), request.params.orderId);
      return { ok: true as const, message: 'Service finished' };
    },
  );

  routes.post(
    staffQueuePaths.call(':orderId'),
    {
      config: board,
      schema: {
        params: orderIdParams,
        body: callCustomerBody,
        response: { 200: staffActionResponse },
      },
    },
    async (request) => {
      await callCustomer(app.ctx, staffOf(request), request.params.orderId, request.body ?? {});
      return { ok: true as const, message: 'Customer called' };
    },
  );
}

/** Putting the queue right: a no-show, an undone step, a cancellation, an order moved up. */
function registerCorrectionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    staffQueuePaths.noShow(':orderId'),
    {
      config: board,
      schema: { params: orderIdParams, response: { 200: staffActionResponse } },
    },
    async (request) => {
      const message = await markNoShow(app.ctx, staffOf(request), request.params.orderId);
      return { ok: true as const, message };
    },
  );

  routes.post(
    staffQueuePaths.undo(':orderId'),
    {
      config: board,
      schema: { params: orderIdParams, response: { 200: staffActionResponse } },
    },
    async (request) => {
      await undoQueueStep(app.ctx, staffOf(request), request.params.orderId);
      return { ok: true as const, message: 'Undone' };
    },
  );

  routes.post(
    staffQueuePaths.cancel(':orderId'),
    {
      config: board,
      schema: {
        params: orderIdParams,
        body: cancelByStaffBody,
        response: { 200: staffActionResponse },
      },
    },
    async (request) => {
      await cancelByStaff(app.ctx, staffOf(request), request.params.orderId, request.body.reason);
      return { ok: true as const, message: 'Cancelled' };
    },
  );

  routes.post(
    staffQueuePaths.moveUp(':orderId'),
    {
      config: board,
      schema: { params: orderIdParams, body: moveUpBody, response: { 200: staffActionResponse } },
    },
    async (request) => {
      const { beforeOrderId, reason } = request.body;
      await moveUp(app.ctx, staffOf(request), request.params.orderId, beforeOrderId, reason);
      return { ok: true as const, message: 'Moved up' };
    },
  );
}

/** The queue opened or closed, and the shop's status as its big screen shows it. */
function registerShopStatusRoutes(app: FastifyInstance, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    staffQueuePaths.queueStatus,
    {
      config: { area: 'queueStatus' },
      schema: { body: queueStatusBody, response: { 200: queueBoardResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      await setQueueStatus(app.ctx, staff, request.body);
      return { ok: true as const, data: await getBoard(app.db, staff.shopId, app.now()) };
    },
  );

  routes.get(
    staffQueuePaths.currentStatus(':id'),
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
