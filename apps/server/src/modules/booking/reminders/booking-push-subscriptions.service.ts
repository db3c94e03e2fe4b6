import type { Language } from '@jono/contract';
import { and, eq, exists, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingPushSubscriptions, bookings } from '../../../db/schema/index';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { isPushServiceEndpoint } from '../../../lib/push-delivery';
import { isUuid } from '../../shops/shops.service';

/** A customer's phone, tablet and laptop are plenty; a sixth browser is refused. */
const MAX_SUBSCRIPTIONS_PER_BOOKING = 5;

export interface NewBookingPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
}

const bookingNotFound = () => notFound('Booking not found');

/**
 * "Remind me on this device": this browser gets the booking's reminders by Web Push from now
 * on (renewing its keys and language when it asked before). Knowing the booking id is the
 * capability, as for the booking's own page.
 */
export async function subscribeToBooking(
  db: Db,
  bookingId: string,
  subscription: NewBookingPushSubscription,
  extraPushOrigins: readonly string[],
): Promise<void> {
  if (!isUuid(bookingId)) throw bookingNotFound();
  if (!isPushServiceEndpoint(subscription.endpoint, extraPushOrigins)) {
    throw new HttpError(400, 'This push service is not supported');
  }
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw bookingNotFound();
    if (booking.status !== 'confirmed' && booking.status !== 'pending_payment') {
      throw conflict('This booking is no longer coming up');
    }
    const values = {
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      language: subscription.language,
    };
    const known = await tx
      .select({ endpoint: bookingPushSubscriptions.endpoint })
      .from(bookingPushSubscriptions)
      .where(eq(bookingPushSubscriptions.bookingId, bookingId));
    const isNew = !known.some((k) => k.endpoint === subscription.endpoint);
    if (isNew && known.length >= MAX_SUBSCRIPTIONS_PER_BOOKING) {
      throw conflict('Reminders are already on for five devices');
    }
    await tx
      .insert(bookingPushSubscriptions)
      .values({ bookingId, endpoint: subscription.endpoint, ...values })
      .onConflictDoUpdate({
        target: [bookingPushSubscriptions.bookingId, bookingPushSubscriptions.endpoint],
        set: values,
      });
  });
}

/** This browser wants no more reminders of the booking; saying so twice is fine. */
export async function unsubscribeFromBooking(db: Db, bookingId: string, endpoint: string) {
  if (!isUuid(bookingId)) throw bookingNotFound();
  await db
    .delete(bookingPushSubscriptions)
    .where(
      and(
        eq(bookingPushSubscriptions.bookingId, bookingId),
        eq(bookingPushSubscriptions.endpoint, endpoint),
      ),
    );
}

export function subscriptionsOfBooking(db: Db, bookingId: string) {
  return db
    .select()
    .from(bookingPushSubscriptions)
    .where(eq(bookingPushSubscriptions.bookingId, bookingId));
}

/** The push service said these subscriptions are gone (404/410): they never come back. */
export async function forgetBookingSubscriptions(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(bookingPushSubscriptions).where(inArray(bookingPushSubscriptions.id, [...ids]));
}

/**
 * Forgets the browsers of bookings whose time has come: no reminder is left to send them,
 * and an endpoint with its keys is the customer's.
 */
export async function forgetStartedBookingsSubscriptions(db: Db, now: Date): Promise<void> {
  // From the few subscriptions to their bookings by key, never a scan of every past booking.
  const started = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingPushSubscriptions.bookingId), lt(bookings.startAt, now)));
  await db.delete(bookingPushSubscriptions).where(exists(started));
}
