import { errorCodes } from '@jono/contract/api/errors';
import { envelopeOf, errorCodeOf, statusOf } from '@/lib/error-message';

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

/** The words of each refusal of the server's password policy, shown beside the field. */
const passwordPolicyMessages = {
  [errorCodes.passwordTooCommon]: 'auth.errors.passwordTooCommon',
  [errorCodes.passwordContainsEmail]: 'auth.errors.passwordContainsEmail',
  [errorCodes.weakPassword]: 'auth.errors.weakPassword',
} as const;
export type PasswordPolicyMessage =
  (typeof passwordPolicyMessages)[keyof typeof passwordPolicyMessages];

/** The server's password policy names its refusal; the user reads it beside the field. */
export function passwordPolicyMessageOf(error: unknown): PasswordPolicyMessage | null {
  const code = errorCodeOf(error);
  return code && Object.hasOwn(passwordPolicyMessages, code)
    ? passwordPolicyMessages[code as keyof typeof passwordPolicyMessages]
    : null;
}

/**
 * Register-shop's refusal of the phone: a number that is no country's (libphonenumber's
 * check), or one the schema refuses, whose validation answer names the field `body.phone`.
 */
export function isInvalidPhoneAnswer(error: unknown): boolean {
  const code = errorCodeOf(error);
  if (code === errorCodes.phoneInvalid) return true;
  const message = envelopeOf(error)?.message;
  return (
    code === errorCodes.validation && typeof message === 'string' && /^body\.phone\b/.test(message)
  );
}

export const isRateLimited = (error: unknown) => statusOf(error) === 429;
export const isWrongCredentials = (error: unknown) => statusOf(error) === 401;
