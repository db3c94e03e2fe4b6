import { errorCodes } from '@jono/contract/api/errors';
import { errorCodeOf, statusOf } from '@/lib/error-message';

/** What a failed booking call's answer says, for the cases the pages treat on their own. */

/**
 * Why the chosen time cannot be booked any more, if that is what the server said: someone
 * else took it a moment ago, or it stopped being bookable (a holiday, the clock moved on).
 */
export function lostSlotOf(error: unknown): 'taken' | 'notBookable' | null {
  const code = errorCodeOf(error);
  if (code === errorCodes.slotTaken) return 'taken';
  if (code === errorCodes.slotNotBookable) return 'notBookable';
  return null;
}

/**
 * The text key of a new booking's refusal that the booking page words its own way: too many
 * bookings from here at once. Every other code is worded by errorMessage.
 */
export function bookingRefusalKey(error: unknown) {
  return errorCodeOf(error) === errorCodes.tooManyRequests
    ? ('prebooking.page.tooManyBookings' as const)
    : null;
}

/** A booking whose hold has run out can no longer be paid: a new time has to be chosen. */
export const isHoldExpired = (error: unknown) => errorCodeOf(error) === errorCodes.holdExpired;

/** Another kind of refusal about the booking's state (e.g. paid after all): read it again. */
export const isConflict = (error: unknown) => statusOf(error) === 409;

export const isNotFound = (error: unknown) => statusOf(error) === 404;
