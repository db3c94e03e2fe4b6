import type { Db } from '../../db/client';
import { bookingSlotClaims, bookings, type ChosenAdditionalService } from '../../db/schema/index';
import type { PricedOrder } from '../catalog/catalog.service';
import type { BookingRow } from './booking.presenter';
import { claimsOf } from './booking.service';
import type { ShopRow } from './booking-calendar';

/** Who a new booking is for, in the words and language they gave. */
export interface BookingCustomer {
  name: string;
  phone: string;
  email: string | null;
  language: string;
}

/**
 * A booking row and the slot claims that hold its chair's and its barber's slots (their unique
 * indexes are what make a double booking impossible): waiting for payment while it holds a hold's end, a
 * customer's pre-booking or a waitlist offer alike; confirmed at once otherwise.
 */
export async function insertBooking(
  tx: Db,
  input: {
    shop: ShopRow;
    customer: BookingCustomer;
    priced: PricedOrder;
    additionalServices: ChosenAdditionalService[];
    /** Where and with whom: the barber the customer named, or the one picked for "any". */
    at: { startAt: number; endAt: number; chair: number; barberId: string | null };
    barberNamed: boolean;
    holdExpiresAt: Date | null;
    now: Date;
  },
): Promise<BookingRow> {
  const { shop, customer, priced, at, holdExpiresAt } = input;
  const [booking] = await tx
    .insert(bookings)
    .values({
      shopId: shop.id,
      customerName: customer.name,
      phone: customer.phone,
      email: customer.email,
      items: priced.items,
      additionalServices: input.additionalServices,
      totalPriceCents: priced.totalPriceCents,
      totalDurationMinutes: priced.totalDurationMinutes,
      currency: shop.currency,
      language: customer.language,
      startAt: new Date(at.startAt),
      endAt: new Date(at.endAt),
      chair: at.chair,
      barberId: at.barberId,
      barberNamed: input.barberNamed,
      status: holdExpiresAt ? 'pending_payment' : 'confirmed',
      holdExpiresAt,
      bookingFeeCents: shop.bookingFeeCents,
      createdAt: input.now,
    })
    .returning();
  if (!booking) throw new Error('insert returned nothing');
  await tx.insert(bookingSlotClaims).values(claimsOf(booking, at.chair, shop.slotLengthMinutes));
  return booking;
}
