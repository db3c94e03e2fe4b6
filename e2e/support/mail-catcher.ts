import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Undoes quoted-printable soft breaks and escapes, which would split long links. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Playwright's global setup: a real SMTP server the app under test delivers to. Each mail
 * lands as a JSON file in E2E_MAIL_DIR, where any test worker can read it.
 */
export default async function startMailCatcher() {
  const folder = process.env.E2E_MAIL_DIR ?? '';
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const body = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        // Written aside and renamed into place: a worker reading the folder meanwhile must
        // never find half a mail (it failed a test with "Unexpected end of JSON input").
        const name = `${Date.now()}-${++count}.json`;
        writeFileSync(join(folder, `.${name}.part`), JSON.stringify({ to, body }));
        renameSync(join(folder, `.${name}.part`), join(folder, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve),
  );
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
