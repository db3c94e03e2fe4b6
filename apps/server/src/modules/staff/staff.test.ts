import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { startSmtpInbox } from '../../test/smtp-inbox';

describe('the owner manages the staff', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let shopId: string;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ SMTP_URL: inbox.url });
    shopId = (await createShop(t.database.db, { name: 'Parturi Kutsu' })).id;
    owner = await loginAs(t.app, (await createStaff(t.database.db, shopId)).email);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who = owner) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });

  it('invites a barber, who sets a password from the mail and logs in', async () => {
    const invite = await call('POST', '/api/manage/staff', {
      name: 'Ilona Invite',
      email: 'ilona@example.fi',
      role: 'barber',
    });
    expect(invite.statusCode).toBe(201);
    const mail = await inbox.next('ilona@example.fi');
    expect(mail.body).toContain('Parturi Kutsu');
    const token = /\/join\/([A-Za-z0-9_-]{20,})/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();
    // An invitation sets a password by the same rules as any other way.
    for (const weak of ['jonojono', 'parturi-kutsu-1', 'corvette']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { verificationToken: token, newPassword: weak },
      });
      expect(refused.statusCode, weak).toBe(400);
      expect(['WEAK_PASSWORD', 'PASSWORD_TOO_COMMON']).toContain(refused.json().code);
    }
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { verificationToken: token, newPassword: 'Saksi-ja-kampa-77' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-login',
      payload: { email: 'ilona@example.fi', password: 'Saksi-ja-kampa-77' },
    });
    expect(login.json().session).toMatchObject({ role: 'barber', isVerified: true });

    const staff = (await call('GET', '/api/manage/staff')).json().data;
    expect(staff.find((m: { email: string }) => m.email === 'ilona@example.fi')).toMatchObject({
      role: 'barber',
      isActive: true,
      isVerified: true,
    });
    const again = await call('POST', '/api/manage/staff', {
      name: 'Dup',
      email: 'ilona@example.fi',
      role: 'barber',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ok: false, code: 'EMAIL_TAKEN' });
  });

  it("keeps a member's language only when it is one Jono speaks", async () => {
    const invite = (email: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/manage/staff',
        headers: { authorization: owner.authorization, 'x-lang': language },
        payload: { name: 'Kieli Kokeilu', email, role: 'barber' },
      });
    expect((await invite('ruotsi@example.fi', 'sv')).statusCode).toBe(201);
    expect((await invite('klingon@example.fi', 'klingon-<b>x</b>')).statusCode).toBe(201);
    const rows = await t.database.db
      .select({ email: staffUsers.email, language: staffUsers.language })
      .from(staffUsers)
      .where(inArray(staffUsers.email, ['ruotsi@example.fi', 'klingon@example.fi']))
      .orderBy(staffUsers.email);
    expect(rows).toEqual([
      { email: 'klingon@example.fi', language: 'fi' },
      { email: 'ruotsi@example.fi', language: 'sv' },
    ]);
  });

  it('changes a role, and never demotes or removes the last owner', async () => {
    const barber = await createStaff(t.database.db, shopId, { role: 'barber' });
    expect(
      (await call('PATCH', `/api/manage/staff/${barber.id}`, { role: 'receptionist' })).statusCode,
    ).toBe(200);
    const self = await call('PATCH', `/api/manage/staff/${owner.userId}`, { role: 'barber' });
    expect(self.statusCode).toBe(400);

    const coOwner = await loginAs(
      t.app,
      (await createStaff(t.database.db, shopId, { role: 'owner' })).email,
    );
    // Two owners demote each other at the same moment: one of them must stay owner.
    const [a, b] = await Promise.all([
      call('PATCH', `/api/manage/staff/${coOwner.userId}`, { role: 'barber' }),
      call('PATCH', `/api/manage/staff/${owner.userId}`, { role: 'barber' }, coOwner),
    ]);
    // The loser is refused either by the last-owner rule (409) or, if the winner's change
    // landed first, because it is no longer an owner at all (403).
    const winners = [a, b].filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const loser = [a, b].find((r) => r.statusCode !== 200);
    expect([403, 409]).toContain(loser?.statusCode);
    if (loser?.statusCode === 409) expect(loser.json().code).toBe('LAST_OWNER');
    const survivor = a.statusCode === 200 ? owner : coOwner;
    const owners = (await call('GET', '/api/manage/staff', undefined, survivor))
      .json()
      .data.filter((m: { role: string; isActive: boolean }) => m.role === 'owner' && m.isActive);
    expect(owners).toHaveLength(1);
    // Later tests act as `owner`: when the co-owner won the race, give the shop back to it.
    if (survivor === coOwner) {
      const restored = await call(
        'PATCH',
        `/api/manage/staff/${owner.userId}`,
        { role: 'owner' },
        coOwner,
      );
      expect(restored.statusCode).toBe(200);
    }
  });

  it("deactivating ends the member's sessions at once", async () => {
    const barber = await loginAs(
      t.app,
      (await createStaff(t.database.db, shopId, { role: 'barber' })).email,
    );
    expect((await call('GET', '/api/staff/queue', undefined, barber)).statusCode).toBe(200);
    expect((await call('POST', `/api/manage/staff/${barber.userId}/deactivate`)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/staff/queue', undefined, barber)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-login',
      payload: {
        email: (await call('GET', '/api/manage/staff'))
          .json()
          .data.find((m: { userId: string }) => m.userId === barber.userId).email,
        password: 'Testi-salasana-2026',
      },
    });
    expect(login.statusCode).toBe(401);
    expect((await call('POST', `/api/manage/staff/${barber.userId}/activate`)).statusCode).toBe(
      200,
    );
  });
});
