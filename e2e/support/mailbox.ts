import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CaughtMail {
  to: string[];
  body: string;
}

/** Every mail `address` has received so far, oldest first. */
export function mailsTo(address: string): CaughtMail[] {
  const folder = process.env.E2E_MAIL_DIR ?? '';
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits until `address` has received its `nth` mail (1 = the first) and returns the first
 * match of `pattern` in it (the first group when it has one).
 */
async function foundInMail(address: string, pattern: RegExp, nth: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = mailsTo(address)[nth - 1];
    const match = mail && pattern.exec(mail.body);
    if (match) return match[1] ?? match[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail number ${nth} matching ${pattern} reached ${address}`);
}

/**
 * Waits until `address` has received its `nth` mail (1 = the first) and returns the link
 * to `route` in it, e.g. the token of /verify-email/{token} (`join`: a staff invitation's).
 */
export const linkFromMail = (
  address: string,
  route: 'verify-email' | 'reset-password' | 'join',
  nth = 1,
): Promise<string> =>
  foundInMail(address, new RegExp(`https?://[^\\s"<>]+/${route}/[A-Za-z0-9_-]{20,}`), nth);

/**
 * Waits for the `nth` mail to `address` and returns the six-digit one-time code in it, read
 * from its sentence ("...on 123456.", "...is 123456.") since a mail's colours are digits too.
 */
export const oneTimeCodeFromMail = (address: string, nth = 1): Promise<string> =>
  foundInMail(address, /\b(?:on|is|es|är) (\d{6})\./, nth);
