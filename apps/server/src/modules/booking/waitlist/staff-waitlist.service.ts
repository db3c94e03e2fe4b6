import type { StaffWaitlist, StaffWaitlistEntry } from '@jono/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings, waitlistEntries } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { recordAudit } from '../../audit/audit.service';
import { serviceNames } from '../../catalog/catalog.service';
import { announceBooking, announceWaitlistChanged } from '../booking.events';
import { endBookings } from '../booking.service';
import { type StaffContext, shopOfStaff } from '../staff-shop';
import { offerFreedTimes } from './waitlist.service';

/** Why an offer's held booking ended: staff took its person off the waitlist. */
export const WAITLIST_REMOVED = 'waitlist_removed';

type Row = {
  entry: typeof waitlistEntries.$inferSelect;
  offer: { status: string; holdExpiresAt: Date | null } | null;
};

/**
 * Where one person stands. An offer's entry is settled only when the line next moves, so the
 * state is read from its held booking: confirmed is booked, a hold still running is offered,
 * anything else has expired.
 */
function stateOf(
  { entry, offer }: Row,
  now: Date,
): Pick<StaffWaitlistEntry, 'state' | 'offeredUntil'> {
  if (entry.status !== 'offered') return { state: entry.status, offeredUntil: null };
  if (offer?.status === 'confirmed' || offer?.status === 'completed') {
    return { state: 'booked', offeredUntil: null };
  }
  const until = offer?.status === 'pending_payment' ? offer.holdExpiresAt : null;
  return until && until > now
    ? { state: 'offered', offeredUntil: until.toISOString() }
    : { state: 'expired', offeredUntil: null };
}

/** The people waiting for one day of the shop, in the order they asked. */
export async function waitlistOfDay(
  db: Db,
  shopId: string,
  date: string,
  now: Date,
): Promise<StaffWaitlist> {
  const shop = await shopOfStaff(db, shopId);
  const rows: Row[] = await db
    .select({
      entry: waitlistEntries,
      offer: { status: bookings.status, holdExpiresAt: bookings.holdExpiresAt },
    })
    .from(waitlistEntries)
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.offerBookingId))
    .where(and(eq(waitlistEntries.shopId, shop.id), eq(waitlistEntries.date, date)))
    .orderBy(asc(waitlistEntries.seq));
  const ids = [...new Set(rows.flatMap((r) => r.entry.services.map((s) => s.id)))];
  const names = await serviceNames(db, shop.id, ids);
  const entries = rows.map((row): StaffWaitlistEntry => {
    const { entry } = row;
    return {
      id: entry.id,
      customerName: entry.customerName,
      phone: entry.phone,
      // A service deleted since keeps no name: it is left out.
      services: entry.services.flatMap((s) => {
        const name = names.get(s.id);
        return name ? [{ name, quantity: s.quantity }] : [];
      }),
      askedAt: entry.createdAt.toISOString(),
      channels: [
        ...(entry.email ? (['email'] as const) : []),
        ...(entry.pushEndpoint ? (['push'] as const) : []),
      ],
      ...stateOf(row, now),
    };
  });
  return { timezone: shop.timezone, entries };
}

/**
 * Staff take a person off a day's waitlist: the entry goes, a time held for them right now is
 * released (and offered to the next in line), and the activity log keeps who did it.
 */
export async function removeFromWaitlist(
  ctx: ServiceContext,
  staff: StaffContext,
  entryId: string,
): Promise<void> {
  const now = ctx.now();
  const { removed, released } = await inTransaction(ctx.db, ctx.log, async (tx) => {
    const [entry] = await tx
      .delete(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.shopId, staff.shopId)))
      .returning();
    if (!entry) throw notFound('This person is no longer on the waitlist');
    const held = entry.offerBookingId
      ? await endBookings(
          tx,
          and(eq(bookings.id, entry.offerBookingId), eq(bookings.status, 'pending_payment')),
          { status: 'cancelled', cancelledAt: now, cancelReason: WAITLIST_REMOVED },
        )
      : [];
    await recordAudit(tx, {
      shopId: staff.shopId,
      actorId: staff.userId,
      at: now,
      action: 'waitlist_removed',
      // The day, never the customer's name: the log outlives their details.
      subject: { kind: 'waitlist', id: entry.id, label: entry.date },
      details: {},
    });
    return { removed: entry, released: held };
  });
  // Other staff screens showing the day drop the person too.
  announceWaitlistChanged(ctx, staff.shopId, removed.date);
  if (released.length === 0) return;
  const shop = await shopOfStaff(ctx.db, staff.shopId);
  for (const booking of released) announceBooking(ctx, 'cancelled', booking, shop.timezone);
  await offerFreedTimes(ctx, released).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'offering a freed time to the waitlist failed'),
  );
}
