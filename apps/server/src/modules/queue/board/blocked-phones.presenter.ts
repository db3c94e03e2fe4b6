import type { BlockedPhone } from '@jono/contract';

/** A number the shop keeps out of its queue and bookings, as the staff list shows it. */
export const presentBlockedPhone = (row: {
  id: string;
  phone: string;
  createdAt: Date;
}): BlockedPhone => ({ id: row.id, phone: row.phone, createdAt: row.createdAt.toISOString() });
