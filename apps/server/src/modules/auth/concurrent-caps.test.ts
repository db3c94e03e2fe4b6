import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeTokens } from '../../db/schema';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { createShop, createStaff, staffPassword } from '../../test/factories';
import { linkToken, startSmtpInbox } from '../../test/smtp-inbox';

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/**
 * Every per-account and per-address cap of the staff accounts, hit by many requests at the
 * same moment: on PostgreSQL each runs on its own connection, so a cap counted and then
 * written in separate steps lets them all through.
 */
describe('account caps under concurrent requests', () => {
  let t: TestApp;
  let inbox: Inbox;
  let shopId: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // The per-route limits per client address stay out of the way of the per-account caps.
    t = await buildTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000' });
    shopId = (await createShop(t.database.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  let addressCounter = 0;
  const freshAddress = () => {
    addressCounter += 1;
    return `10.77.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  };
  const post = (url: string, payload: object, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const together = <T>(times: number, request: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: times }, (_, i) => request(i)));
  const mailsTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('mails one account at most three reset links however many requests arrive at once', async () => {
    const account = await createStaff(t.database.db, shopId);
    const answers = await together(40, () =>
      post('/api/auth/forgot-password', { email: account.email }),
    );

    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]?.statusCode).toBe(200);
    expect(await mailsTo(account.email)).toHaveLength(3);
    const links = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(
        and(eq(oneTimeTokens.userId, account.id), eq(oneTimeTokens.purpose, 'reset_password')),
      );
    expect(links).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      expect(linkToken(await inbox.next(account.email), 'reset-password')).not.toBeNull();
    }
  });

  it("tells an account's owner of registration attempts at most three times however many arrive at once", async () => {
    const account = await createStaff(t.database.db, shopId);
    const answers = await together(20, (i) =>
      post('/api/auth/register-shop', {
        shopName: `Kilpaileva Parturi ${i}`,
        address: 'Testikatu 2',
        postalCode: '00100',
        city: 'Helsinki',
        country: 'Finland',
        ownerName: 'Outo Yrittäjä',
        email: account.email,
        phone: `040 666 ${String(1000 + i)}`,
        password: 'Saksi-ja-kampa-2026',
      }),
    );

    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(await mailsTo(account.email)).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      expect((await inbox.next(account.email)).body).toContain(`${testOrigin}/forgot-password`);
    }
  });

  it('tries at most five wrong passwords from one address however many arrive at once', async () => {
    const account = await createStaff(t.database.db, shopId);
    const hammerer = freshAddress();
    const answers = await together(20, (i) =>
      post('/api/auth/email-login', { email: account.email, password: `wrong-${i}` }, hammerer),
    );

    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    // The address waits, the owner elsewhere does not.
    const held = await post(
      '/api/auth/email-login',
      { email: account.email, password: staffPassword },
      hammerer,
    );
    expect(held.statusCode).toBe(429);
    const elsewhere = await post('/api/auth/email-login', {
      email: account.email,
      password: staffPassword,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
