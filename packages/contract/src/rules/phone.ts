import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Phones are parsed with libphonenumber-js and stored as E.164; default region FI. */
export const DEFAULT_PHONE_REGION = 'FI';

/**
 * Service and short numbers (a few digits) pass the library's check but cannot receive a
 * call from the shop, so a customer's number needs at least this many national digits.
 */
const MIN_NATIONAL_DIGITS = 6;

/** E.164 for a valid number, otherwise null. */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_REGION);
  if (!parsed?.isValid() || parsed.nationalNumber.length < MIN_NATIONAL_DIGITS) return null;
  return parsed.number;
}

export const isValidPhone = (input: string) => normalisePhone(input) !== null;

/**
 * A phone as people read it, in the international form every language shares:
 * "+358 40 1234567". A stored number is E.164; text that is no number is shown as it came.
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), DEFAULT_PHONE_REGION);
  return parsed ? parsed.formatInternational() : phone;
}
