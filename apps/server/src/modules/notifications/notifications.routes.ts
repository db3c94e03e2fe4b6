import {
  markMessagesReadBody,
  staffActionResponse,
  staffMessagesResponse,
  staffQueuePaths,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import { listStaffMessages, markStaffMessagesRead } from './notifications.service';

export default async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = { area: 'appointments' } as const;

  routes.get(
    staffQueuePaths.messages,
    { config: staffOnly, schema: { response: { 200: staffMessagesResponse } } },
    async (request) => ({
      ok: true as const,
      ...(await listStaffMessages(app.db, staffOf(request).shopId)),
    }),
  );

  routes.post(
    staffQueuePaths.messagesRead,
    {
      config: staffOnly,
      schema: { body: markMessagesReadBody, response: { 200: staffActionResponse } },
    },
    async (request) => {
      await markStaffMessagesRead(app.db, staffOf(request).shopId, app.now(), request.body.ids);
      return { ok: true as const, message: 'Marked as read' };
    },
  );
}
