import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startSmtpInbox } from '../../test/smtp-inbox';

const message = (to: string) => ({
  to,
  subject: 'Hello',
  text: 'Plain words',
  html: '<p>Plain words</p>',
});

/** What is written straight to standard output while `act` runs. */
async function printedWhile(act: () => Promise<void>): Promise<string[]> {
  const printed: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    await act();
  } finally {
    process.stdout.write = write;
  }
  return printed;
}

describe('the mail outbox', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('without SMTP, keeps each mail in the outbox and shows it in the dev mailbox when DEV_MAILBOX is on', async () => {
    const t = await buildTestApp({ DEV_MAILBOX: 'true' });
    apps.push(t);
    await t.app.ready();
    await t.app.mail.enqueue(t.app.db, message('dev@example.fi'));
    await t.app.mail.deliverDue();
    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row?.sentAt).not.toBeNull();
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(mailbox.json().data).toMatchObject([{ to: 'dev@example.fi', text: 'Plain words' }]);
  });

  it.each([
    ['a default start', { NODE_ENV: 'development' }],
    ['production', { NODE_ENV: 'production' }],
    ['DEV_MAILBOX=false', { NODE_ENV: 'development', DEV_MAILBOX: 'false' }],
  ])('has no dev mailbox on %s, so a reset link cannot be read by a stranger', async (_, env) => {
    const t = await buildTestApp(env);
    apps.push(t);
    await t.app.ready();
    // The attack: ask a reset for a known staff address, then read the link from the mailbox.
    await t.app.mail.enqueue(t.app.db, message('owner.kallio@demo.jono.fi'));
    await t.app.mail.deliverDue();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('owner.kallio');
  });

  it('without SMTP, prints each mail to the console as plain lines with its links', async () => {
    // At a terminal the log is readable lines, and each mail is printed as lines too.
    const t = await buildTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'readable' });
    apps.push(t);
    await t.app.ready();
    const printed = await printedWhile(async () => {
      await t.app.mail.enqueue(t.app.db, {
        ...message('new.owner@example.fi'),
        subject: 'Verify your email',
        text: 'Open http://localhost:3000/verify-email?token=abc123 to verify.\nThanks',
      });
      await t.app.mail.deliverDue();
    });
    expect(printed.join('')).toBe(
      [
        'Mail not sent (no SMTP_URL): to new.owner@example.fi',
        '  Subject: Verify your email',
        '  Link: http://localhost:3000/verify-email?token=abc123',
        '',
      ].join('\n'),
    );
  });

  it('writes an unsent mail as one record of a JSON log, links included, and nothing else', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({ LOG_FORMAT: 'json' }, undefined, lines);
    apps.push(t);
    await t.app.ready();
    const printed = await printedWhile(async () => {
      await t.app.mail.enqueue(t.app.db, {
        ...message('json.owner@example.fi'),
        subject: 'Verify your email',
        text: 'Open http://localhost:3000/verify-email?token=abc123 to verify.\nThanks',
      });
      await t.app.mail.deliverDue();
    });
    expect(printed).toEqual([]);
    const records = lines.map((line) => JSON.parse(line));
    expect(records.filter((r) => r.msg === 'mail not sent (no SMTP_URL)')).toEqual([
      expect.objectContaining({
        to: 'json.owner@example.fi',
        subject: 'Verify your email',
        links: ['http://localhost:3000/verify-email?token=abc123'],
      }),
    ]);
  });

  it('keeps a mail the SMTP server refused and delivers it on a later try', async () => {
    // A server that refuses every message, then one that accepts, on the same port.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(new Error('mailbox unavailable')));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const address = refusing.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    apps.push(t);
    await t.app.ready();
    await t.app.mail.enqueue(t.app.db, message('retry@example.fi'));
    await t.app.mail.deliverDue();
    const [failed] = await t.database.db.select().from(mailOutbox);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed?.lastError).toMatch(/mailbox unavailable/);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    const inbox = await startSmtpInbox(port);
    try {
      // The back-off has passed.
      await t.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, failed?.id ?? ''));
      await t.app.mail.deliverDue();
      const [sent] = await t.database.db.select().from(mailOutbox);
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent?.sentAt).not.toBeNull();
      expect((await inbox.next('retry@example.fi')).body).toContain('Plain words');
    } finally {
      await inbox.close();
    }
  });

  it('sends nothing for a change that rolled back', async () => {
    const t = await buildTestApp();
    apps.push(t);
    await t.app.ready();
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.mail.enqueue(tx, message('rollback@example.fi'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.mail.deliverDue();
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
