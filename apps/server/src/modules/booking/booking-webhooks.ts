import type { WebhookEventType } from '@jono/contract';
import type { Db } from '../../db/client';
import { bookingData, recordWebhookEvents } from '../webhooks/webhook-events.service';
import type { BookingRow } from './booking.presenter';

/**
 * Records what happened to a booking, in the transaction that made it, for the shop's
 * webhooks. `created` is said once the booking is confirmed (after its payment, when it has a
 * fee): a hold that was never paid is nothing the shop's other software should act on.
 */
export const recordBookingEvents = (
  tx: Db,
  types: readonly WebhookEventType[],
  booking: BookingRow,
  at: Date,
  extra: Record<string, unknown> = {},
) =>
  recordWebhookEvents(
    tx,
    types.map((type) => ({
      shopId: booking.shopId,
      type,
      subject: `booking:${booking.id}`,
      data: { ...bookingData(booking), ...extra },
      at,
    })),
  );
