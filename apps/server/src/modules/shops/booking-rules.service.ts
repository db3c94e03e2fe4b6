import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';

/** The shop's own columns that rule its bookings, as the booking settings page sets them. */
export interface BookingRules {
  slotLengthMinutes: number;
  bookableChairs: number;
  bookingHorizonDays: number;
  bookingFeeCents: number;
  refundWindowHours: number;
  /** Left out: unchanged. */
  bookingMoveLimit?: number | null;
}

/** Saves the booking rules in the caller's transaction; the shop's row after, or null. */
export async function saveBookingRules(tx: Db, shopId: string, rules: BookingRules) {
  const [updated] = await tx.update(shops).set(rules).where(eq(shops.id, shopId)).returning();
  return updated ?? null;
}
