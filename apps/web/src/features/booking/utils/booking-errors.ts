import { errorCodes } from '@jono/contract/api/errors';

/** What a failed booking call's answer says, for the cases the pages treat on their own. */

function envelopeOf(error: unknown): { code?: unknown } | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  return data && typeof data === 'object' ? data : null;
}

function httpStatusOf(error: unknown): number | null {
  const status =
    error && typeof error === 'object' && 'status' in error
      ? (error as { status: unknown }).status
      : null;
  return typeof status === 'number' ? status : null;
}

const codeOf = (error: unknown) => envelopeOf(error)?.code;

/**
 * Why the chosen time cannot be booked any more, if that is what the server said: someone
 * else took it a moment ago, or it stopped being bookable (a holiday, the clock moved on).
 */
export function lostSlotOf(error: unknown): 'taken' | 'notBookable' | null {
  const code = codeOf(error);
  if (code === errorCodes.slotTaken) return 'taken';
  if (code === errorCodes.slotNotBookable) return 'notBookable';
  return null;
}

/** A booking whose hold has run out can no longer be paid: a new time has to be chosen. */
export const isHoldExpired = (error: unknown) => codeOf(error) === errorCodes.holdExpired;

/** Another kind of refusal about the booking's state (e.g. paid after all): read it again. */
export const isConflict = (error: unknown) => httpStatusOf(error) === 409;

export const isNotFound = (error: unknown) => httpStatusOf(error) === 404;
