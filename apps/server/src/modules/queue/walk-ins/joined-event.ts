import { walkInEvent } from '../walk-in-events';
import type { WalkInRow } from './walk-in-statements';

/** A walk-in admitted, as the shop's webhooks hear it. */
export const joinedEvent = (row: WalkInRow, shortCode: string) =>
  walkInEvent(
    'walk_in.joined',
    {
      status: 'waiting',
      barberId: null,
      calledAt: null,
      startedAt: null,
      finishedAt: null,
      cancelledAt: null,
      id: row.id,
      shopId: row.shop_id,
      shortCode,
      customerName: row.customer_name,
      phone: row.phone,
      email: row.email,
      language: row.language,
      items: row.items,
      totalPriceCents: row.total_price_cents,
      totalDurationMinutes: row.total_duration_minutes,
      currency: row.currency,
      joinedAt: new Date(row.joined_at),
      requestedBarberId: row.requested_barber_id,
      addedAtDesk: row.added_at_desk,
    },
    new Date(row.joined_at),
  );
