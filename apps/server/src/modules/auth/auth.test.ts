import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, shops, staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { linkToken, startSmtpInbox } from '../../test/smtp-inbox';

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);

const owner = {
  shopName: 'Parturi Testi',
  address: 'Testikatu 1',
  postalCode: '00100',
  city: 'Helsinki',
  country: 'Finland',
  ownerName: 'Olli Omistaja',
  email: 'olli@parturi-testi.fi',
  phone: '040 555 0101',
  password: 'Saksi-ja-kampa-2026',
};

function cookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : (header as string | undefined);
  return line?.split(';')[0];
}

describe('staff accounts', () => {
  let t: TestApp;
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ SMTP_URL: inbox.url }, clock);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  let address = 0;
  /** Each call from its own address, so the per-address limits stay out of the way. */
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers,
      remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const emailLogin = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/email-login',
      payload: { email, password },
      remoteAddress,
    });
  const refresh = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  const setStatus = (accessToken: string, status = 'busy') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { status },
    });

  describe('registration and verification', () => {
    it("registers a shop and its owner, and mails a verification link in the owner's language", async () => {
      const res = await post('/api/auth/register-shop', owner, { 'x-lang': 'en' });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toContain('Check your email');

      const mail = await inbox.next(owner.email);
      expect(mail.body).toContain('Please verify your email address');
      expect(mail.body).toContain(`${testOrigin}/verify-email/`);
      expect(mail.raw).toMatch(/Content-Type: text\/html/i);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/i);

      const [shop] = await t.database.db.select().from(shops).where(eq(shops.name, owner.shopName));
      expect(shop?.status).toBe('pending_verification');
      const listed = await t.app.inject({ method: 'GET', url: '/api/shops?q=testikatu' });
      expect(listed.json().total).toBe(0);
    });

    it('verifies once: the shop opens, and the link cannot be used again', async () => {
      await post('/api/auth/register-shop', {
        ...owner,
        email: 'vera@example.fi',
        phone: '040 555 0102',
        shopName: 'Vera',
      });
      const token = linkToken(await inbox.next('vera@example.fi'), 'verify-email');
      expect(token).toBeTruthy();
      const verify = () => post('/api/auth/verify-email', { verificationToken: token });
      const first = await verify();
      expect(first.statusCode).toBe(200);
      const [shop] = await t.database.db.select().from(shops).where(eq(shops.name, 'Vera'));
      expect(shop?.status).toBe('active');
      const again = await verify();
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        message: 'This link has already been used',
        code: 'LINK_USED',
      });
    });

    it('refuses a forged and an expired verification link', async () => {
      const forged = await post('/api/auth/verify-email', { verificationToken: 'A'.repeat(43) });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({
        message: 'This link is not valid',
        code: 'LINK_INVALID',
      });

      await post('/api/auth/register-shop', {
        ...owner,
        email: 'late@example.fi',
        phone: '040 555 0103',
        shopName: 'Late',
      });
      const token = linkToken(await inbox.next('late@example.fi'), 'verify-email');
      clockOffsetMs = 25 * 3_600_000;
      try {
        const expired = await post('/api/auth/verify-email', { verificationToken: token });
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toMatchObject({
          message: 'This link has expired',
          code: 'LINK_EXPIRED',
        });
      } finally {
        clockOffsetMs = 0;
      }
    });

    it.each([
      [
        'a taken email',
        { email: owner.email.toUpperCase(), phone: '040 555 0199' },
        { email: 'brand-new-1@example.fi', phone: '040 555 0188' },
      ],
      [
        'a taken phone',
        { email: 'new-owner@example.fi', phone: '+358405550101' },
        { email: 'brand-new-2@example.fi', phone: '040 555 0189' },
      ],
    ])(
      'answers %s like a new registration and mails the owner of the account instead',
      async (_, taken, newcomer) => {
        const accountsBefore = await t.database.db.select().from(staffUsers);
        const shopsBefore = await t.database.db.select().from(shops);
        const fresh = await post('/api/auth/register-shop', { ...owner, ...newcomer });
        const attempt = await post(
          '/api/auth/register-shop',
          { ...owner, ...taken },
          { 'x-lang': 'fi' },
        );

        expect(attempt.statusCode).toBe(fresh.statusCode);
        expect(attempt.json()).toEqual(fresh.json());
        // Only the newcomer's shop and account were made.
        expect(await t.database.db.select().from(staffUsers)).toHaveLength(
          accountsBefore.length + 1,
        );
        expect(await t.database.db.select().from(shops)).toHaveLength(shopsBefore.length + 1);
        await inbox.next(newcomer.email);
        // The owner registered in English, so the notice is in English whoever asks.
        const notice = await inbox.next(owner.email);
        expect(notice.body).toContain('Someone tried to register a new shop on Jono with your');
        expect(notice.body).toContain(`${testOrigin}/shop/login`);
        expect(notice.body).toContain(`${testOrigin}/forgot-password`);
        const toTypedAddress = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, taken.email));
        expect(toTypedAddress).toEqual([]);
      },
    );

    it('sends the notice of a registration attempt at most three times an hour', async () => {
      const before = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, owner.email));
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push(await post('/api/auth/register-shop', { ...owner, phone: `040 555 02${i}0` }));
      }
      expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
      const after = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, owner.email));
      // Two went out in the test before.
      expect(after.length - before.length).toBe(1);
      for (const _ of after.slice(before.length)) await inbox.next(owner.email);
    });

    it.each([
      ['a short password', { email: 'x1@example.fi', password: 'short' }, 400, /^body\.password/],
      [
        'a common password',
        { email: 'x2@example.fi', phone: '040 555 0198', password: 'password123' },
        400,
        /too common/,
      ],
      [
        'a password with the email in it',
        { email: 'kalle@example.fi', phone: '040 555 0197', password: 'kalle-is-great' },
        400,
        /email address/,
      ],
      ['an invalid phone', { email: 'x3@example.fi', phone: '123' }, 400, /phone/],
      ['an invalid email', { email: 'not-an-email' }, 400, /^body\.email/],
      ['a missing shop name', { shopName: '' }, 400, /^body\.shopName/],
    ])('refuses %s and creates nothing', async (_, change, status, message) => {
      const before = await t.database.db.select().from(staffUsers);
      const res = await post('/api/auth/register-shop', { ...owner, ...change });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await t.database.db.select().from(staffUsers)).toHaveLength(before.length);
    });

    it.each([
      [
        'a common password',
        { email: 'x4@example.fi', password: 'password123' },
        'PASSWORD_TOO_COMMON',
      ],
      [
        'a password with the email in it',
        { email: 'ville@example.fi', password: 'ville-is-great' },
        'PASSWORD_CONTAINS_EMAIL',
      ],
      ['an invalid phone', { email: 'x5@example.fi', phone: '12345' }, 'PHONE_INVALID'],
      ['one character repeated', { email: 'x6@example.fi', password: 'aaaaaaaa' }, 'WEAK_PASSWORD'],
      ['a short unit repeated', { email: 'x7@example.fi', password: 'jonojono' }, 'WEAK_PASSWORD'],
      [
        'a repeated unit cut short',
        { email: 'x8@example.fi', password: 'Abc1Abc1Ab' },
        'WEAK_PASSWORD',
      ],
      ['a run of letters', { email: 'x9@example.fi', password: 'abcdefgh' }, 'WEAK_PASSWORD'],
      ['a run of digits down', { email: 'x10@example.fi', password: '987654321' }, 'WEAK_PASSWORD'],
      [
        "the shop's name",
        { email: 'x11@example.fi', password: 'ParturiTesti!2026' },
        'WEAK_PASSWORD',
      ],
      [
        'a password from the breach lists',
        { email: 'x12@example.fi', password: 'corvette' },
        'PASSWORD_TOO_COMMON',
      ],
    ])('names %s by a code the web translates', async (_, change, code) => {
      const res = await post('/api/auth/register-shop', { ...owner, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, code });
    });
  });

  describe('login, refresh and logout', () => {
    it('logs in by email and answers the whole session with a hardened cookie', async () => {
      const res = await emailLogin(owner.email.toUpperCase(), owner.password);
      expect(res.statusCode).toBe(200);
      const { session } = res.json();
      expect(Object.keys(session).sort()).toEqual(
        [
          'accessToken',
          'avatar',
          'breakEndsAt',
          'defaultBreakMinutes',
          'email',
          'isVerified',
          'mailPermissions',
          'name',
          'pushWidgetSeconds',
          'pendingEmail',
          'phone',
          'role',
          'shopId',
          'shopName',
          'status',
          'userId',
        ].sort(),
      );
      expect(session).toMatchObject({
        role: 'owner',
        isVerified: false,
        status: 'available',
        name: owner.ownerName,
        shopName: owner.shopName,
      });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^jono_refresh=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      expect(setCookie).toContain('Path=/');
    });

    it('logs in by phone, written any usual way', async () => {
      const res = await post('/api/auth/login', {
        phoneNumber: '+358 40 555 0101',
        password: owner.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().session.email).toBe(owner.email);
    });

    it('says the same words for a wrong password and an unknown account', async () => {
      const wrong = await emailLogin(owner.email, 'not-the-password', '10.1.0.1');
      const unknown = await emailLogin('nobody@example.fi', 'not-the-password', '10.1.0.1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toMatchObject({ ok: false, message: 'Wrong email or password' });
      const phone = await post('/api/auth/login', { phoneNumber: '040 000 0000', password: 'x' });
      expect(phone.json()).toMatchObject({ ok: false, message: 'Wrong phone number or password' });
    });

    it('rotates the refresh token on every use and revokes the family when an old one comes back', async () => {
      const login = await emailLogin(owner.email, owner.password);
      const first = cookieOf(login);
      const renewed = await refresh(first);
      expect(renewed.statusCode).toBe(200);
      const second = cookieOf(renewed);
      expect(second).toBeDefined();
      expect(second).not.toBe(first);

      // The same old cookie again, right away: a second tab, not a thief.
      const concurrent = await refresh(first);
      expect(concurrent.statusCode).toBe(200);
      expect(concurrent.headers['set-cookie']).toBeUndefined();

      // Much later: a copied token. Thief and victim are both logged out.
      clockOffsetMs = 60_000;
      try {
        const stolen = await refresh(first);
        expect(stolen.statusCode).toBe(401);
        expect(stolen.json().message).toMatch(/ended for your safety/);
        expect((await refresh(second)).statusCode).toBe(401);
        expect((await setStatus(login.json().session.accessToken)).statusCode).toBe(401);
      } finally {
        clockOffsetMs = 0;
      }
    });

    it('answers a guest without a cookie, or with a forged one, with 401', async () => {
      expect((await refresh(undefined)).statusCode).toBe(401);
      expect((await refresh('jono_refresh=forged-token-value')).statusCode).toBe(401);
    });

    it('refuses cookie calls from another site', async () => {
      const login = await emailLogin(owner.email, owner.password);
      const cookie = cookieOf(login);
      const foreign = await refresh(cookie, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      const crossSite = await refresh(cookie, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      const ours = await refresh(cookie, { origin: testOrigin, 'sec-fetch-site': 'same-origin' });
      expect(ours.statusCode).toBe(200);
    });

    it('ends the session server-side on logout', async () => {
      const login = await emailLogin(owner.email, owner.password);
      const cookie = cookieOf(login);
      const { accessToken } = login.json().session;
      expect((await setStatus(accessToken)).statusCode).toBe(200);
      const out = await t.app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        headers: { cookie: cookie ?? '', authorization: `Bearer ${accessToken}` },
      });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/jono_refresh=;/);
      expect((await refresh(cookie)).statusCode).toBe(401);
      expect((await setStatus(accessToken)).statusCode).toBe(401);
    });

    it('refuses forged and tampered access tokens', async () => {
      const login = await emailLogin(owner.email, owner.password);
      const token: string = login.json().session.accessToken;
      const [header, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const elevated = Buffer.from(
        JSON.stringify({ ...claims, role: 'owner', sub: '00000000-0000-4000-8000-000000000000' }),
      ).toString('base64url');
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      for (const forged of [`${header}.${elevated}.${token.split('.')[2]}`, unsigned, 'garbage']) {
        const res = await setStatus(forged);
        expect(res.statusCode).toBe(401);
      }
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: '/api/users/status',
            payload: { status: 'busy' },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('password recovery', () => {
    it('answers the same whether or not the email exists', async () => {
      const known = await post('/api/auth/forgot-password', { email: owner.email }, {});
      const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.fi' });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      await inbox.next(owner.email); // drain the mail of this test
    });

    it('resets with a one-hour, single-use link and ends every session', async () => {
      const login = await emailLogin(owner.email, owner.password);
      const oldCookie = cookieOf(login);
      const oldToken = login.json().session.accessToken;

      await post(
        '/api/auth/forgot-password',
        { email: owner.email },
        { 'x-forwarded-for': '10.2.0.1' },
      );
      const mail = await inbox.next(owner.email);
      expect(mail.body).toContain('You asked to reset your password');
      const token = linkToken(mail, 'reset-password');

      const weak = await post('/api/auth/reset-password', {
        verificationToken: token,
        newPassword: 'qwertyuiop',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
      expect(weak.json().message).toMatch(/too common/);
      for (const easy of ['jonojono', 'parturi testi 2027']) {
        const refused = await post('/api/auth/reset-password', {
          verificationToken: token,
          newPassword: easy,
        });
        expect(refused.statusCode, easy).toBe(400);
        expect(refused.json()).toMatchObject({ ok: false, code: 'WEAK_PASSWORD' });
      }

      const newPassword = 'Uusi-salasana-2027';
      const reset = await post('/api/auth/reset-password', {
        verificationToken: token,
        newPassword,
      });
      expect(reset.statusCode).toBe(200);
      expect((await refresh(oldCookie)).statusCode).toBe(401);
      expect((await setStatus(oldToken)).statusCode).toBe(401);
      expect((await emailLogin(owner.email, owner.password)).statusCode).toBe(401);
      expect((await emailLogin(owner.email, newPassword)).statusCode).toBe(200);

      const reused = await post('/api/auth/reset-password', {
        verificationToken: token,
        newPassword: 'Another-one-2028',
      });
      expect(reused.json().message).toBe('This link has already been used');
      owner.password = newPassword;
    });

    it('refuses a reset link after an hour', async () => {
      await post('/api/auth/forgot-password', { email: 'vera@example.fi' });
      const token = linkToken(await inbox.next('vera@example.fi'), 'reset-password');
      clockOffsetMs = 61 * 60_000;
      try {
        const res = await post('/api/auth/reset-password', {
          verificationToken: token,
          newPassword: 'Late-password-2026',
        });
        expect(res.json().message).toBe('This link has expired');
      } finally {
        clockOffsetMs = 0;
      }
    });
  });

  describe('rate limits', () => {
    it('answers 429 with a message after ten logins a minute from one address', async () => {
      const answers = [];
      // A new made-up account each time: the limit counts the address, whatever it tries.
      for (let i = 0; i < 11; i++)
        answers.push(await emailLogin(`nobody${i}@example.fi`, 'x', '10.3.0.1'));
      expect(answers.slice(0, 10).every((a) => a.statusCode === 401)).toBe(true);
      expect(answers[10]?.statusCode).toBe(429);
      expect(answers[10]?.json().message).toMatch(/Too many requests/);
    });

    it('scales the per-address limits with RATE_LIMIT_PER_MINUTE', async () => {
      const relaxed = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '6000' });
      try {
        const answers = [];
        for (let i = 0; i < 15; i++) {
          answers.push(
            await relaxed.app.inject({
              method: 'POST',
              url: '/api/auth/email-login',
              payload: { email: `nobody${i}@example.fi`, password: 'x' },
            }),
          );
        }
        expect(answers.every((a) => a.statusCode === 401)).toBe(true);
      } finally {
        await relaxed.close();
      }
    });
  });

  it('stores refresh tokens hashed, never as they are', async () => {
    const login = await emailLogin(owner.email, owner.password);
    const raw = cookieOf(login)?.split('=')[1] ?? '';
    const rows = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === raw)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });
});
