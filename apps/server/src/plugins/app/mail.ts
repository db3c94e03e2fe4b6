import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** What it is about, for `withdraw` ('visit-thanks:<id>'). */
  about?: string;
  /** Not sent before this instant: a step that can still be taken back waits for its window. */
  notBefore?: Date;
}

export interface Mailer {
  /** Writes the message to the outbox; pass the transaction so it goes out only on commit. */
  enqueue(db: Db, message: MailMessage): Promise<void>;
  /** Deletes the mail about this subject that has not gone out yet; pass the transaction. */
  withdraw(db: Db, about: string): Promise<void>;
  /** Starts delivering in the background; call it once the enqueuing transaction committed. */
  kick(): void;
  /** Delivers what is due now (also runs by itself every few seconds). */
  deliverDue(): Promise<void>;
  /** Deletes mail delivered before this instant; it names people and their visits. */
  forgetDelivered(before: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** After this many tries a message is given up on (the metrics count those as failed). */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** How long a claimed message is left alone before another try may take it. */
const LEASE_SECONDS = 120;
const retryDelaySeconds = (attempts: number) => Math.min(3600, 15 * 2 ** attempts);

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * Without SMTP a person at the terminal still has to open verification and reset links, so
 * each mail is printed as a few plain lines: who it is for, what it is about, its links. A
 * log read by machines (JSON) gets the same as one record of its own, so the stream stays
 * one JSON object per line.
 */
function reportUnsentMail(
  app: FastifyInstance,
  config: Config,
  message: { to: string; subject: string; text: string },
) {
  if (config.logLevel === 'silent') return;
  const links = [...new Set(message.text.match(LINK) ?? [])];
  if (config.logFormat === 'json') {
    app.log.info(
      { to: message.to, subject: message.subject, links },
      'mail not sent (no SMTP_URL)',
    );
    return;
  }
  const lines = [
    `Mail not sent (no SMTP_URL): to ${message.to}`,
    `  Subject: ${message.subject}`,
    ...links.map((link) => `  Link: ${link}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

type OutboxMessage = typeof mailOutbox.$inferSelect;

/** Claims due messages with a lease, so no database lock is held while SMTP talks. */
async function claimDue(db: Db) {
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(
      inArray(
        mailOutbox.id,
        db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              isNull(mailOutbox.sentAt),
              lte(mailOutbox.nextAttemptAt, sql`now()`),
              lt(mailOutbox.attempts, MAX_ATTEMPTS),
            ),
          )
          .orderBy(asc(mailOutbox.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

/** Sends one claimed message, or logs it without SMTP; a failure is tried again after back-off. */
async function deliver(
  app: FastifyInstance,
  config: Config,
  transport: Transporter | null,
  message: OutboxMessage,
) {
  try {
    if (transport) {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Readable in raw form (logs, test inboxes) and safe for every mail server.
        textEncoding: 'quoted-printable',
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    } else {
      reportUnsentMail(app, config, message);
    }
    await app.db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, message.id));
    if (transport) app.log.info({ mailId: message.id }, `mail sent: ${message.subject}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    app.log.warn({ mailId: message.id, reason }, 'mail delivery failed; will retry');
    await app.db
      .update(mailOutbox)
      .set({
        lastError: reason.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
      })
      .where(eq(mailOutbox.id, message.id));
  }
}

function outboxMailer(app: FastifyInstance, deliverDue: () => Promise<void>): Mailer {
  return {
    async enqueue(db, { notBefore, ...message }) {
      await db.insert(mailOutbox).values({
        ...message,
        attachments: message.attachments ?? [],
        ...(notBefore ? { nextAttemptAt: notBefore } : {}),
      });
    },
    async withdraw(db, about) {
      await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.about, about), isNull(mailOutbox.sentAt)));
    },
    kick() {
      void deliverDue().catch((error) => app.log.error(error, 'mail run failed'));
    },
    deliverDue,
    async forgetDelivered(before) {
      const deleted = await app.db
        .delete(mailOutbox)
        .where(lt(mailOutbox.sentAt, sql`${before.toISOString()}::timestamptz`))
        .returning({ id: mailOutbox.id });
      return deleted.length;
    },
  };
}

/**
 * A developer's page: anyone who can read it can reset any account's password, so it is
 * there only when DEV_MAILBOX says so.
 */
function serveDevMailbox(app: FastifyInstance) {
  app.get('/api/dev/mailbox', { schema: { hide: true } }, async () => ({
    ok: true,
    data: await app.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50),
  }));
}

/**
 * Mail goes through the outbox table: a message is written in the same transaction as the
 * change it reports, then delivered and retried with back-off. Without SMTP_URL each
 * message is written to the log instead, and stays readable in the outbox.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
    const job = app.jobRuns.job('mail-outbox');
    let running: Promise<void> | null = null;

    async function deliverDue(): Promise<void> {
      // One delivery run at a time in this process; others on other nodes skip locked rows.
      running ??= job.run(async () => {
        try {
          const { db } = app;
          for (let batch = await claimDue(db); batch.length > 0; batch = await claimDue(db)) {
            await Promise.all(batch.map((message) => deliver(app, config, transport, message)));
          }
        } finally {
          running = null;
        }
      });
      return running;
    }

    const mailer = outboxMailer(app, deliverDue);
    app.decorate('mail', mailer);

    const timer = setInterval(() => mailer.kick(), 10_000).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      transport?.close();
    });

    if (config.devMailbox) serveDevMailbox(app);
  },
  { name: 'mail', dependencies: ['db', 'job-runs'] },
);
