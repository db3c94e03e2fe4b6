import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message decoded enough to read links and words (quoted-printable undone). */
  body: string;
}

/** Undoes quoted-printable soft breaks and escapes, which would split long links. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server in this process: the app delivers to it over TCP like to any other. */
export async function startSmtpInbox(port = 0) {
  const mails: ReceivedMail[] = [];
  const readCount = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    /** The next mail to an address not read yet, waiting for it if it has not come. */
    async next(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      const index = readCount.get(to) ?? 0;
      while (Date.now() < deadline) {
        const mail = mails.filter((m) => m.to.includes(to))[index];
        if (mail) {
          readCount.set(to, index + 1);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const linkToken = (
  mail: ReceivedMail,
  route: 'verify-email' | 'reset-password' | 'change-email' | 'revert-email',
) => new RegExp(`/${route}/([A-Za-z0-9_-]{20,})`).exec(mail.body)?.[1] ?? null;
