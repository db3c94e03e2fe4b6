import { errorCodes } from '@jono/contract';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema/index';
import { clientAtShop, SHARED_NETWORK_BUSY } from '../../../lib/customer-limits';
import { ExpiringEntries } from '../../../lib/expiring-entries';
import { HttpError, retryLater } from '../../../lib/http-error';
import type { BookingRow } from '../booking.presenter';

interface Customer {
  phone: string;
  email: string;
  /** The client's address as the request came (request.ip). */
  address: string;
}

/**
 * At most `cap` bookings waiting for payment at one shop at a time per person (phone, email),
 * and `addressCap` per client address, so that one client cannot hold every slot of a day
 * without paying. The address's cap is larger and its refusal blames nobody: many people
 * share one address (a shop's guest Wi-Fi, a mobile operator's NAT).
 * Phones and emails are counted in the database. Bookings do not store the address, so this
 * process remembers which holds each address made: per node, as the rate limits count.
 * Both are checked and recorded inside the booking's transaction under the shop's lock, so
 * requests arriving together are counted one after the other.
 */
export class UnpaidHoldCap {
  private readonly holdsByClient = new ExpiringEntries<string>();

  constructor(
    readonly cap: number,
    readonly addressCap: number,
  ) {}

  /**
   * Refuses a customer who already holds `cap` unpaid bookings at the shop (409), or an
   * address that holds `addressCap` of them (429 until the first of those runs out).
   */
  async assertRoom(tx: Db, shopId: string, customer: Customer, now: Date): Promise<void> {
    const client = clientAtShop(shopId, customer.address);
    const addressHolds = this.holdsByClient.live(client, now);
    const among = (condition: SQL) =>
      sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    const [held] = await tx
      .select({
        byPhone: among(eq(bookings.phone, customer.phone)),
        byEmail: among(sql`lower(${bookings.email}) = lower(${customer.email})`),
        byAddress:
          addressHolds.length > 0
            ? among(inArray(bookings.id, addressHolds))
            : sql<number>`0`.mapWith(Number),
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.shopId, shopId),
          eq(bookings.status, 'pending_payment'),
          gt(bookings.holdExpiresAt, now),
        ),
      );
    if (Math.max(held?.byPhone ?? 0, held?.byEmail ?? 0) >= this.cap) {
      throw new HttpError(
        409,
        `You already have ${this.cap} bookings at this shop waiting for payment. Pay for one, or let its time to pay run out, before booking another.`,
        errorCodes.tooManyUnpaidBookings,
      );
    }
    if ((held?.byAddress ?? 0) >= this.addressCap) {
      const freeAt = this.holdsByClient.nextExpiry(client, now) ?? now;
      throw retryLater(
        SHARED_NETWORK_BUSY,
        freeAt.getTime() - now.getTime(),
        errorCodes.sharedNetworkBusy,
      );
    }
  }

  /** Counts a new hold against its client's address until the hold runs out. */
  remember(booking: BookingRow, address: string, now: Date): void {
    if (booking.status !== 'pending_payment' || !booking.holdExpiresAt) return;
    this.holdsByClient.add(
      clientAtShop(booking.shopId, address),
      booking.id,
      booking.holdExpiresAt,
      now,
    );
  }
}
