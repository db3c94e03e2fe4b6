import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, shops, staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff, staffPassword } from '../../test/factories';
import { loginAs } from '../../test/login';
import { formData } from '../../test/multipart-form';
import { linkToken, startSmtpInbox } from '../../test/smtp-inbox';

const clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);

describe('changing the email or phone an account logs in with', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let shopId: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ SMTP_URL: inbox.url }, clock);
    shopId = (await createShop(t.database.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  let addressCounter = 0;
  const freshAddress = () => `10.60.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
  const updateProfile = (authorization: string, fields: Record<string, string>, ip?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/update-profile',
      payload: formData(fields).payload,
      headers: { ...formData(fields).headers, authorization },
      remoteAddress: ip ?? freshAddress(),
    });
  const emailLogin = (email: string, password = staffPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/email-login',
      payload: { email, password },
      remoteAddress: freshAddress(),
    });
  const phoneLogin = (phoneNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber, password: staffPassword },
      remoteAddress: freshAddress(),
    });
  const openLink = (kind: 'change-email' | 'revert-email', token: string | null) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/${kind}`,
      payload: { verificationToken: token },
      remoteAddress: freshAddress(),
    });
  const setStatus = (authorization: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: { authorization },
      payload: { status: 'busy' },
    });
  /** The next mail to an address; generous, as other test files may keep the CPU busy. */
  const mailTo = (address: string) => inbox.next(address, 15_000);
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0];
  const mailsTo = (address: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

  it('refuses to move an account to another mailbox or phone with the access token alone', async () => {
    const staff = await createStaff(t.database.db, shopId);
    const { authorization } = await loginAs(t.app, staff.email);
    const before = await rowOf(staff.id);

    const tokenOnly = await updateProfile(authorization, { email: 'thief@example.fi' });
    expect(tokenOnly.statusCode).toBe(400);
    expect(tokenOnly.json()).toMatchObject({ ok: false, code: 'CURRENT_PASSWORD_REQUIRED' });
    const wrong = await updateProfile(authorization, {
      email: 'thief@example.fi',
      currentPassword: 'a guess',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ ok: false, code: 'CURRENT_PASSWORD_WRONG' });
    const phoneTokenOnly = await updateProfile(authorization, {
      name: 'Renamed Along',
      phone: '040 999 8877',
    });
    expect(phoneTokenOnly.statusCode).toBe(400);
    expect(phoneTokenOnly.json()).toMatchObject({ code: 'CURRENT_PASSWORD_REQUIRED' });

    expect(await rowOf(staff.id)).toEqual(before);
    expect(await mailsTo('thief@example.fi')).toEqual([]);
    // The same email as now, in any case, is no change and needs no password.
    const same = await updateProfile(authorization, {
      email: staff.email.toUpperCase(),
      name: 'Same Mailbox',
    });
    expect(same.statusCode).toBe(200);
  });

  it('makes one address that keeps guessing the current password wait', async () => {
    const staff = await createStaff(t.database.db, shopId);
    const { authorization } = await loginAs(t.app, staff.email);
    const guesser = freshAddress();
    for (let i = 0; i < 5; i++) {
      const guess = await updateProfile(
        authorization,
        { email: 'thief@example.fi', currentPassword: `guess-${i}` },
        guesser,
      );
      expect(guess.statusCode).toBe(403);
    }
    const held = await updateProfile(
      authorization,
      { email: 'thief@example.fi', currentPassword: staffPassword },
      guesser,
    );
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('30');
    expect((await rowOf(staff.id))?.pendingEmail).toBeNull();
  });

  it('moves the login email only once the new address opens its link', async () => {
    const staff = await createStaff(t.database.db, shopId, { language: 'en' });
    const { authorization } = await loginAs(t.app, staff.email);
    const res = await updateProfile(authorization, {
      email: 'Moved.Here@Example.fi',
      currentPassword: staffPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: staff.email,
      pendingEmail: 'moved.here@example.fi',
    });
    expect(await rowOf(staff.id)).toMatchObject({
      email: staff.email,
      pendingEmail: 'moved.here@example.fi',
      isVerified: true,
    });
    expect((await emailLogin('moved.here@example.fi')).statusCode).toBe(401);
    expect((await emailLogin(staff.email)).statusCode).toBe(200);

    const confirmation = await mailTo('moved.here@example.fi');
    expect(confirmation.body).toContain('Confirm your new email address');
    const token = linkToken(confirmation, 'change-email');
    const opened = await openLink('change-email', token);
    expect(opened.statusCode).toBe(200);
    expect(await rowOf(staff.id)).toMatchObject({
      email: 'moved.here@example.fi',
      pendingEmail: null,
      isVerified: true,
    });
    expect((await emailLogin('moved.here@example.fi')).statusCode).toBe(200);
    expect((await emailLogin(staff.email)).statusCode).toBe(401);
    expect((await openLink('change-email', token)).json()).toMatchObject({ code: 'LINK_USED' });
  });

  it("proves the new address like a verification does: an unverified owner's shop opens", async () => {
    const pending = await createShop(t.database.db, { status: 'pending_verification' });
    const owner = await createStaff(t.database.db, pending.id, { isVerified: false });
    const { authorization } = await loginAs(t.app, owner.email);
    await updateProfile(authorization, {
      email: 'proven-owner@example.fi',
      currentPassword: staffPassword,
    });
    const token = linkToken(await mailTo('proven-owner@example.fi'), 'change-email');
    expect((await openLink('change-email', token)).statusCode).toBe(200);
    expect(await rowOf(owner.id)).toMatchObject({ isVerified: true });
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, pending.id));
    expect(shop?.status).toBe('active');
  });

  it('tells the old address, whose link takes the account back and ends every session', async () => {
    const staff = await createStaff(t.database.db, shopId, { language: 'en' });
    const session = await loginAs(t.app, staff.email);
    await updateProfile(session.authorization, {
      email: 'taken-over@example.fi',
      currentPassword: staffPassword,
    });
    const confirmation = await mailTo('taken-over@example.fi');
    expect(
      (await openLink('change-email', linkToken(confirmation, 'change-email'))).statusCode,
    ).toBe(200);

    const notice = await mailTo(staff.email);
    expect(notice.body).toContain('taken-over@example.fi');
    const back = await openLink('revert-email', linkToken(notice, 'revert-email'));
    expect(back.statusCode).toBe(200);
    expect(await rowOf(staff.id)).toMatchObject({ email: staff.email, pendingEmail: null });
    expect((await emailLogin(staff.email)).statusCode).toBe(200);
    expect((await emailLogin('taken-over@example.fi')).statusCode).toBe(401);
    expect((await setStatus(session.authorization)).statusCode).toBe(401);
  });

  it('cancels a change still waiting for its link when the old address says it was not them', async () => {
    const staff = await createStaff(t.database.db, shopId);
    const { authorization } = await loginAs(t.app, staff.email);
    await updateProfile(authorization, {
      email: 'never-confirmed@example.fi',
      currentPassword: staffPassword,
    });
    const confirmation = await mailTo('never-confirmed@example.fi');
    const notice = await mailTo(staff.email);
    expect((await openLink('revert-email', linkToken(notice, 'revert-email'))).statusCode).toBe(
      200,
    );
    expect(await rowOf(staff.id)).toMatchObject({ email: staff.email, pendingEmail: null });
    const late = await openLink('change-email', linkToken(confirmation, 'change-email'));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await rowOf(staff.id))?.email).toBe(staff.email);
  });

  it('acts only on the newest change: an older confirmation link no longer moves the account', async () => {
    const staff = await createStaff(t.database.db, shopId);
    const { authorization } = await loginAs(t.app, staff.email);
    for (const email of ['first-try@example.fi', 'second-try@example.fi']) {
      await updateProfile(authorization, { email, currentPassword: staffPassword });
    }
    const first = await openLink(
      'change-email',
      linkToken(await mailTo('first-try@example.fi'), 'change-email'),
    );
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'LINK_INVALID' });
    const second = await openLink(
      'change-email',
      linkToken(await mailTo('second-try@example.fi'), 'change-email'),
    );
    expect(second.statusCode).toBe(200);
    expect((await rowOf(staff.id))?.email).toBe('second-try@example.fi');
  });

  it('sends at most 3 address changes an hour, so a password holder cannot mail strangers', async () => {
    const staff = await createStaff(t.database.db, shopId);
    const { authorization } = await loginAs(t.app, staff.email);
    const targets = Array.from({ length: 5 }, (_, i) => `target-${staff.id}-${i}@example.fi`);
    const answers = await Promise.all(
      targets.map((email) =>
        updateProfile(authorization, { email, currentPassword: staffPassword }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused?.headers['retry-after']).toBeDefined();
    const mailed = await Promise.all(targets.map(mailsTo));
    expect(mailed.filter((mails) => mails.length > 0)).toHaveLength(3);
    // The refused change changed nothing: the pending address is one that was mailed.
    const pending = (await rowOf(staff.id))?.pendingEmail;
    expect(targets.filter((_, i) => (mailed[i]?.length ?? 0) > 0)).toContain(pending);
  });

  it('refuses an address or phone another account uses', async () => {
    const staff = await createStaff(t.database.db, shopId);
    const other = await createStaff(t.database.db, shopId);
    const { authorization } = await loginAs(t.app, staff.email);
    const email = await updateProfile(authorization, {
      email: other.email,
      currentPassword: staffPassword,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    const phone = await updateProfile(authorization, {
      phone: other.phone ?? '',
      currentPassword: staffPassword,
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toMatchObject({ code: 'PHONE_TAKEN' });
    const bad = await updateProfile(authorization, {
      phone: '12',
      currentPassword: staffPassword,
    });
    expect(bad.statusCode).toBe(400);
    expect(await rowOf(staff.id)).toMatchObject({ email: staff.email, phone: staff.phone });
  });

  it('changes the phone with the current password and tells the email', async () => {
    const staff = await createStaff(t.database.db, shopId, { language: 'en' });
    const { authorization } = await loginAs(t.app, staff.email);
    const res = await updateProfile(authorization, {
      phone: '+358 40 777 6655',
      currentPassword: staffPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ phone: '+358407776655', pendingEmail: null });
    expect((await phoneLogin('040 777 6655')).statusCode).toBe(200);
    expect((await phoneLogin(staff.phone ?? '')).statusCode).toBe(401);
    const notice = await mailTo(staff.email);
    expect(notice.body).toContain('+358 40 7776655');
    expect(notice.body).toContain('/forgot-password');
  });
});
