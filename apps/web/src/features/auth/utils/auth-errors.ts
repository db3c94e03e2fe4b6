import { errorCodes } from '@jono/contract/api/errors';

function envelopeOf(error: unknown): { code?: unknown; message?: unknown } | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  return data && typeof data === 'object' ? data : null;
}

/** The machine-readable code of a failed call's envelope (DESIGN section 6), if any. */
export function errorCodeOf(error: unknown): string | null {
  const code = envelopeOf(error)?.code;
  return typeof code === 'string' ? code : null;
}

/** The HTTP status of a failed call; a string ('FETCH_ERROR'...) when none came back. */
export function statusOf(error: unknown): number | string | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  return typeof status === 'number' || typeof status === 'string' ? status : null;
}

const messageOf = (error: unknown): string => {
  const message = envelopeOf(error)?.message;
  return typeof message === 'string' ? message : '';
};

/** What a one-time link (verify email, reset password) turned out to be. */
export type LinkProblem = 'invalid' | 'used' | 'expired';

/**
 * The server names each dead link by its code. A token the server's schema refuses (too
 * short, too long) is a broken link as well.
 */
export function linkProblemOf(error: unknown): LinkProblem | null {
  switch (errorCodeOf(error)) {
    case errorCodes.linkExpired:
      return 'expired';
    case errorCodes.linkUsed:
      return 'used';
    case errorCodes.linkInvalid:
    case errorCodes.validation:
      return 'invalid';
    default:
      return null;
  }
}

/** Tokens of links are 16 to 200 characters (the contract's verificationToken rule). */
export function isWellFormedLinkToken(token: string | undefined): token is string {
  const trimmed = token?.trim() ?? '';
  return trimmed.length >= 16 && trimmed.length <= 200;
}

export type PasswordPolicyProblem = 'tooCommon' | 'containsEmail';

/**
 * The server's password policy answers 400 with one of two sentences (it has no code of its
 * own); they are told to the user in their language beside the password field.
 */
export function passwordPolicyProblemOf(error: unknown): PasswordPolicyProblem | null {
  if (statusOf(error) !== 400) return null;
  const message = messageOf(error).toLowerCase();
  if (message.includes('too common')) return 'tooCommon';
  if (message.includes('must not contain your email')) return 'containsEmail';
  return null;
}

/** A 409 of register-shop names the taken field in its message. */
export function takenFieldOf(error: unknown): 'email' | 'phone' | null {
  if (statusOf(error) !== 409) return null;
  return /phone/i.test(messageOf(error)) ? 'phone' : 'email';
}

/** A 400 "Invalid phone number" of register-shop (the server's own libphonenumber check). */
export function isInvalidPhoneAnswer(error: unknown): boolean {
  return statusOf(error) === 400 && /phone/i.test(messageOf(error));
}

export const isRateLimited = (error: unknown) => statusOf(error) === 429;
export const isWrongCredentials = (error: unknown) => statusOf(error) === 401;
