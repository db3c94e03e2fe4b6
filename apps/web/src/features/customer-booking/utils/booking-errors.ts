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

const refusalTexts = {
  [errorCodes.tooManyRequests]: 'prebooking.page.tooManyBookings',
  [errorCodes.tooManyUnpaidBookings]: 'prebooking.page.tooManyUnpaid',
  [errorCodes.phoneBlocked]: 'order.phoneBlocked',
} as const;
type RefusalCode = keyof typeof refusalTexts;

/**
 * The text key of a new booking's refusal that the page words in the customer's language:
 * too many bookings from here at once, unpaid bookings waiting, or a number the shop blocked.
 */
export function bookingRefusalKey(error: unknown) {
  const code = errorCodeOf(error);
  return code !== null && code in refusalTexts ? refusalTexts[code as RefusalCode] : null;
}

/** A booking whose hold has run out can no longer be paid: a new time has to be chosen. */
export const isHoldExpired = (error: unknown) => errorCodeOf(error) === errorCodes.holdExpired;

/** Another kind of refusal about the booking's state (e.g. paid after all): read it again. */
export const isConflict = (error: unknown) => statusOf(error) === 409;

export const isNotFound = (error: unknown) => statusOf(error) === 404;
