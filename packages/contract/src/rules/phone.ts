import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Phones are parsed with libphonenumber-js, default region FI (DESIGN section 5). */
export const DEFAULT_PHONE_REGION = 'FI';

/** E.164 for a valid number, otherwise null. */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

export const isValidPhone = (input: string) => normalisePhone(input) !== null;
