import { errorCodes } from '@jono/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from './http-error';

/**
 * The most common passwords of public breach lists (about 49,000, shipped offline with the
 * package), and the local ones our customers' languages add: anything on them is refused
 * however long it is.
 */
const commonPasswords = new Set([
  ...dictionary['passwords-common'],
  'p@ssword',
  'salasana1',
  'salasana123',
  'kissakala',
  'perkele1',
  'contraseña',
  'lösenord',
  'lösenord1',
]);

/** A name shorter than this is too likely to occur by chance inside a good password. */
const MIN_NAME_LENGTH = 4;

/** Letters and digits only, lowercased: "Jono Barbers!" and "jono-barbers" read the same. */
function lettersAndDigits(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * One short unit said again and again (`aaaaaaaa`, `jonojono`, `12341234`, `abcabcab`): as
 * easy to guess as the unit alone.
 */
function isRepeatedUnit(characters: string[]): boolean {
  for (let unit = 1; unit <= characters.length / 2; unit++) {
    if (characters.every((character, i) => character === characters[i % unit])) return true;
  }
  return false;
}

/** Each character one step up or down from the one before (`12345678`, `hgfedcba`). */
function isSequence(characters: string[]): boolean {
  const codes = characters.map((character) => character.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return (
    Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step)
  );
}

function tooEasy(message: string) {
  return new HttpError(400, message, errorCodes.weakPassword);
}

/**
 * A new password (at least 8 characters, which the schema checks) is not one of the most
 * common passwords, not a repetition or a sequence, and does not contain the name part of
 * the member's email nor the shop's name.
 */
export function assertAcceptablePassword(
  password: string,
  context: { email?: string; shopName?: string } = {},
) {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) {
    throw new HttpError(
      400,
      'This password is too common; choose one that is harder to guess',
      errorCodes.passwordTooCommon,
    );
  }
  const characters = [...lowered];
  if (isRepeatedUnit(characters) || isSequence(characters)) {
    throw tooEasy(
      'This password is a repetition or a sequence; choose one that is harder to guess',
    );
  }
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= MIN_NAME_LENGTH && lowered.includes(localPart)) {
    throw new HttpError(
      400,
      'The password must not contain your email address',
      errorCodes.passwordContainsEmail,
    );
  }
  const shopName = lettersAndDigits(context.shopName ?? '');
  if (shopName.length >= MIN_NAME_LENGTH && lettersAndDigits(password).includes(shopName)) {
    throw tooEasy("The password must not contain the shop's name");
  }
}
