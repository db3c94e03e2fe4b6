/**
 * Short codes: what people read aloud, type and see on the shop's screen. Six characters from
 * an alphabet without look-alikes (no 0/O, 1/I/L), drawn by the database. The order's random
 * id stays the secret inside links; a code alone never opens an order.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 6;

const half = SHORT_CODE_LENGTH / 2;
const storedCode = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/** 'K7M2QD' -> 'K7M-2QD': two halves are easier to read out and to compare. */
export function formatShortCode(code: string): string {
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/**
 * A code as someone typed it ('k7m 2qd', 'K7M-2QD') -> its stored form 'K7M2QD', or null
 * when it cannot be a code. A character outside the alphabet is refused rather than guessed:
 * the alphabet leaves out look-alikes, so an O or an I is a typing mistake, not a code.
 */
export function normaliseShortCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return storedCode.test(code) ? code : null;
}

export const looksLikeShortCode = (input: string) => normaliseShortCode(input) !== null;
