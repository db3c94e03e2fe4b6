import {
  bookingIdParam,
  bookingReminderPaths,
  dayRemindersQuery,
  dayRemindersResponse,
  pushSubscriptionBody,
  pushSubscriptionResponse,
  pushUnsubscribeBody,
  reminderSettingsBody,
  reminderSettingsResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../../plugins/app/auth';
import { editorOf } from '../../audit/setting-changes.service';
import { subscribeToBooking, unsubscribeFromBooking } from './booking-push-subscriptions.service';
import { remindersOfDay } from './list-day-reminders';
import { getReminderSettings, saveReminderSettings } from './reminder-settings.service';

/** The shop's reminder settings and sent reminders (staff), a customer's opt-in to push. */
export default async function bookingReminderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const area = { area: 'manageBooking' } as const;

  routes.get(
    bookingReminderPaths.settings,
    { config: area, schema: { response: { 200: reminderSettingsResponse } } },
    async (request) => ({
      ok: true as const,
      data: await getReminderSettings(app.db, staffOf(request).shopId),
    }),
  );

  routes.put(
    bookingReminderPaths.settings,
    {
      config: area,
      schema: { body: reminderSettingsBody, response: { 200: reminderSettingsResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await saveReminderSettings(app.db, editorOf(staffOf(request), app.now()), request.body),
    }),
  );

  routes.get(
    bookingReminderPaths.ofDay,
    {
      config: area,
      schema: { querystring: dayRemindersQuery, response: { 200: dayRemindersResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await remindersOfDay(app.db, staffOf(request).shopId, request.query.date),
    }),
  );

  const subscription = bookingReminderPaths.pushSubscription(':bookingId');

  routes.post(
    subscription,
    {
      schema: {
        params: bookingIdParam,
        body: pushSubscriptionBody,
        response: { 201: pushSubscriptionResponse },
      },
    },
    async (request, reply) => {
      await subscribeToBooking(
        app.db,
        request.params.bookingId,
        request.body,
        app.config.push.extraOrigins,
      );
      return reply
        .status(201)
        .send({ ok: true as const, message: 'Reminders come to this device' });
    },
  );

  routes.delete(
    subscription,
    {
      schema: {
        params: bookingIdParam,
        body: pushUnsubscribeBody,
        response: { 200: pushSubscriptionResponse },
      },
    },
    async (request) => {
      await unsubscribeFromBooking(app.db, request.params.bookingId, request.body.endpoint);
      return { ok: true as const, message: 'Reminders no longer come to this device' };
    },
  );
}
