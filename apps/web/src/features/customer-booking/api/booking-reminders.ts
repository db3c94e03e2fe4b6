import { bookingReminderPaths } from '@jono/contract/api/booking-reminders';
import {
  type PushSubscriptionBody,
  pushSubscriptionResponse,
} from '@jono/contract/api/order-alerts';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

const bookingRemindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** "Remind me on this device": the booking's reminders come to this browser by push. */
    subscribeToBookingReminders: build.mutation<
      void,
      { bookingId: string; body: PushSubscriptionBody }
    >({
      query: ({ bookingId, body }) => ({
        url: apiPath(bookingReminderPaths.pushSubscription(bookingId)),
        method: 'POST',
        body,
      }),
      rawResponseSchema: pushSubscriptionResponse,
      transformResponse: () => undefined,
      catchSchemaFailure: malformedAnswer,
    }),
    /** Reminders by email again: this browser is told no more. */
    unsubscribeFromBookingReminders: build.mutation<void, { bookingId: string; endpoint: string }>({
      query: ({ bookingId, endpoint }) => ({
        url: apiPath(bookingReminderPaths.pushSubscription(bookingId)),
        method: 'DELETE',
        body: { endpoint },
      }),
      rawResponseSchema: pushSubscriptionResponse,
      transformResponse: () => undefined,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

export const {
  useSubscribeToBookingRemindersMutation,
  useUnsubscribeFromBookingRemindersMutation,
} = bookingRemindersApi;
