import { errorCodes } from '@jono/contract';
import { HttpError } from './http-error';

/**
 * The most common passwords of eight characters or more in public breach lists: anything
 * on it is refused however long it is.
 */
const commonPasswords = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '11111111',
  '00000000',
  '87654321',
  '88888888',
  '11223344',
  '12341234',
  '123123123',
  '987654321',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjkl',
  'zxcvbnm1',
  '1qaz2wsx',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'jessica1',
  'charlie1',
  'monkey123',
  'letmein1',
  'abcd1234',
  'abc12345',
  'aa123456',
  'a1234567',
  'changeme',
  'secret123',
  'admin123',
  'administrator',
  'passwort',
  'salasana',
  'salasana1',
  'salasana123',
  'kissakala',
  'perkele1',
  'contraseña',
  'contrasena',
  'lösenord',
  'losenord',
  'lösenord1',
  'qazwsxedc',
  'q1w2e3r4',
  'zaq12wsx',
  'mustang1',
  'shadow12',
  'master12',
  'dragon12',
  'baseball1',
  'football1',
  'liverpool',
  'chelsea1',
  'arsenal1',
  'barcelona',
  'realmadrid',
  'jordan23',
  'michael1',
  'daniel12',
  'hello123',
  'freedom1',
  'whatever1',
  'loveyou1',
  'babygirl',
  'samsung1',
  'google123',
]);

/**
 * A new password (at least 8 characters, which the schema checks) is not one of the most
 * common passwords and does not contain the name part of the member's email.
 */
export function assertAcceptablePassword(password: string, context: { email?: string } = {}) {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) {
    throw new HttpError(
      400,
      'This password is too common; choose one that is harder to guess',
      errorCodes.passwordTooCommon,
    );
  }
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && lowered.includes(localPart)) {
    throw new HttpError(
      400,
      'The password must not contain your email address',
      errorCodes.passwordContainsEmail,
    );
  }
}
