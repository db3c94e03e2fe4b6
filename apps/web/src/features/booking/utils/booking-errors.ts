/** What a failed booking call's answer says, for the cases the pages treat on their own. */

function envelopeOf(error: unknown): { code?: unknown } | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  return data && typeof data === 'object' ? data : null;
}

export function httpStatusOf(error: unknown): number | null {
  const status =
    error && typeof error === 'object' && 'status' in error
      ? (error as { status: unknown }).status
      : null;
  return typeof status === 'number' ? status : null;
}

/** Someone else took the slot between choosing it and booking it. */
export function isSlotTaken(error: unknown): boolean {
  return httpStatusOf(error) === 409 && envelopeOf(error)?.code === 'SLOT_TAKEN';
}

/** A booking whose hold has run out can no longer be paid: a new time has to be chosen. */
export const isHoldExpired = (error: unknown) => httpStatusOf(error) === 409;

export const isNotFound = (error: unknown) => httpStatusOf(error) === 404;
