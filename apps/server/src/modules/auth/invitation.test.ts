import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { startSmtpInbox } from '../../test/smtp-inbox';

const DAY_MS = 86_400_000;

describe('an invited member opens their invitation', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let clock = new Date();
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ SMTP_URL: inbox.url }, () => clock);
    const shopId = (await createShop(t.database.db, { name: 'Parturi Kutsu' })).id;
    owner = await loginAs(t.app, (await createStaff(t.database.db, shopId)).email);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** Invites someone and answers the token their mail's link carries. */
  const invite = async (name: string, email: string, role: 'barber' | 'receptionist') => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/manage/staff',
      headers: { authorization: owner.authorization },
      payload: { name, email, role },
    });
    expect(sent.statusCode).toBe(201);
    const token = /\/join\/([A-Za-z0-9_-]{20,})/.exec((await inbox.next(email)).body)?.[1];
    if (!token) throw new Error('the invitation mail has no join link');
    return token;
  };
  const details = (invitationToken: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { invitationToken } });
  const accept = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload });

  it('names the shop and role, then takes a name and password, and the link is used up', async () => {
    const token = await invite('Ilona', 'ilona@example.fi', 'barber');

    const opened = await details(token);
    expect(opened.statusCode).toBe(200);
    // Only what the invitation is about: no email, phone or ids of the shop's accounts.
    expect(opened.json()).toEqual({
      ok: true,
      data: { shopName: 'Parturi Kutsu', role: 'barber', name: 'Ilona' },
    });
    // Looking does not use the link up.
    expect((await details(token)).statusCode).toBe(200);

    const joined = await accept({
      invitationToken: token,
      name: 'Ilona Virtanen',
      newPassword: 'Saksi-ja-kampa-77',
    });
    expect(joined.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-login',
      payload: { email: 'ilona@example.fi', password: 'Saksi-ja-kampa-77' },
    });
    expect(login.json().session).toMatchObject({
      role: 'barber',
      name: 'Ilona Virtanen',
      isVerified: true,
    });

    for (const again of [
      await details(token),
      await accept({ invitationToken: token, name: 'Someone', newPassword: 'Toinen-kampa-88' }),
    ]) {
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ ok: false, code: 'LINK_USED' });
    }
  });

  it('says an expired invitation has expired, and changes nothing', async () => {
    const token = await invite('Eero', 'eero@example.fi', 'receptionist');
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    try {
      for (const answer of [
        await details(token),
        await accept({ invitationToken: token, name: 'Eero', newPassword: 'Saksi-ja-kampa-77' }),
      ]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ ok: false, code: 'LINK_EXPIRED' });
      }
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-login',
        payload: { email: 'eero@example.fi', password: 'Saksi-ja-kampa-77' },
      });
      expect(login.statusCode).toBe(401);
    } finally {
      clock = new Date(clock.getTime() - 8 * DAY_MS);
    }
  });

  it('refuses an unknown, malformed or missing token with a 4xx', async () => {
    const unknown = await details('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ ok: false, code: 'LINK_INVALID' });
    for (const bad of ['short', 42, null, undefined, 'a\u0000'.repeat(20)]) {
      const answer = await details(bad);
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().ok).toBe(false);
    }
  });

  it('opens nothing for a password-reset link', async () => {
    const token = await invite('Reija', 'reija@example.fi', 'barber');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'reija@example.fi' },
    });
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(
      (await inbox.next('reija@example.fi')).body,
    )?.[1];
    expect(resetToken).toBeTruthy();
    const answer = await details(resetToken);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await details(token)).statusCode).toBe(200);
  });
});
