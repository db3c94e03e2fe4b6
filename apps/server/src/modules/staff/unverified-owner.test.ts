import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createShop, createStaff, everyDay } from '../../test/factories';
import { loginAs } from '../../test/login';
import { startSmtpInbox } from '../../test/smtp-inbox';

let t: TestApp;
let url: string;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
/** How far this file's clock runs ahead of the real one. */
let clockAhead = 0;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp(
    { SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000' },
    () => new Date(Date.now() + clockAhead),
  );
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const send = (method: string, path: string, authorization: string, body?: object) =>
  fetch(`${url}${path}`, {
    method,
    headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** An answer's JSON, in the shape the test reads from it. */
const read = async <T>(answer: Response | Promise<Response>) => (await (await answer).json()) as T;

const invite = (authorization: string, email: string) =>
  send('POST', '/api/manage/staff', authorization, { name: 'Ville Vieras', email, role: 'barber' });
const publish = (authorization: string) =>
  send('POST', '/api/manage/shop/publish', authorization, {});
const listedIds = async () =>
  (await read<{ data: { id: string }[] }>(fetch(`${url}/api/shops?limit=200`))).data.map(
    (s) => s.id,
  );
const staffEmails = async (authorization: string) =>
  (
    await read<{ data: { email: string }[] }>(send('GET', '/api/manage/staff', authorization))
  ).data.map((m) => m.email);

/** Registers a shop through the real route and signs its owner in, before any link is opened. */
async function registeredOwner(name: string, phone: string) {
  const email = `${name}@example.fi`;
  const register = await fetch(`${url}/api/auth/register-shop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    body: JSON.stringify({
      shopName: `Parturi ${name}`,
      address: 'Odotuskatu 1',
      postalCode: '00100',
      city: 'Helsinki',
      country: 'Finland',
      ownerName: 'Uuno Unverified',
      email,
      phone,
      password: 'Saksi-ja-kampa-2026',
    }),
  });
  expect(register.status).toBe(201);
  const login = await fetch(`${url}/api/auth/email-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Saksi-ja-kampa-2026' }),
  });
  const { session } = await read<{
    session: { accessToken: string; shopId: string; role: string; isVerified: boolean };
  }>(login);
  expect(session).toMatchObject({ role: 'owner', isVerified: false });
  return { email, session, authorization: `Bearer ${session.accessToken}` };
}

const verifyWith = (mail: { body: string }) =>
  fetch(`${url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      verificationToken: /\/verify-email\/([A-Za-z0-9_-]{20,})/.exec(mail.body)?.[1],
    }),
  });
const resend = (authorization: string) =>
  send('POST', '/api/auth/resend-verification', authorization);

describe('an owner who has not proven their e-mail address', () => {
  it('may not invite staff or publish until the link mailed at registration is opened', async () => {
    const { email, session, authorization } = await registeredOwner('uuno', '040 555 0701');
    // Every set-up step done, so only the unproven address stands between the shop and the list.
    await t.database.db
      .update(shops)
      .set({ lat: 60.17, lng: 24.94, openingHours: everyDay('00:00', '24:00') })
      .where(eq(shops.id, session.shopId));
    await createCatalogue(t.database.db, session.shopId);

    const refusedInvite = await invite(authorization, 'spam-target@example.com');
    expect(refusedInvite.status).toBe(403);
    expect(await refusedInvite.json()).toMatchObject({
      ok: false,
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringMatching(/confirm your e-mail address/i),
    });
    expect(await staffEmails(authorization)).toEqual([email]);

    const refusedPublish = await publish(authorization);
    expect(refusedPublish.status).toBe(403);
    expect(await refusedPublish.json()).toMatchObject({ ok: false, code: 'EMAIL_NOT_VERIFIED' });
    const readiness = await read<{ data: { publishedAt: string | null } }>(
      send('GET', '/api/manage/shop/readiness', authorization),
    );
    expect(readiness.data.publishedAt).toBeNull();
    expect(await listedIds()).not.toContain(session.shopId);

    expect((await verifyWith(await inbox.next(email))).status).toBe(200);

    // The same login goes on: what counts is the address proven now, not the session's age.
    expect((await invite(authorization, 'ville@example.fi')).status).toBe(201);
    expect((await inbox.next('ville@example.fi')).body).toContain('Parturi uuno');
    expect((await publish(authorization)).status).toBe(200);
    expect(await listedIds()).toContain(session.shopId);
  });

  it('is mailed a fresh link on asking, at most 3 an hour with the first, also when asked all at once', async () => {
    const { email, authorization } = await registeredOwner('unohtaja', '040 555 0702');
    const first = await inbox.next(email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => resend(authorization)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429]);
    const ok = answers.find((a) => a.status === 200);
    expect(await ok?.json()).toMatchObject({ ok: true, isVerified: false });
    const refused = answers.find((a) => a.status === 429);
    expect(await refused?.json()).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);

    await inbox.next(email);
    const newest = await inbox.next(email);
    // Only the newest link proves the address; the older ones stopped working when it was sent.
    expect(await (await verifyWith(first)).json()).toMatchObject({ code: 'LINK_USED' });
    expect((await verifyWith(newest)).status).toBe(200);
    expect(await (await resend(authorization)).json()).toMatchObject({
      ok: true,
      isVerified: true,
    });
    expect((await invite(authorization, 'kaveri@example.fi')).status).toBe(201);
  });
});

describe('invitations a shop sends', () => {
  it('are at most 20 a day, also when 25 are sent at the same moment', async () => {
    const shop = await createShop(t.database.db, { name: 'Parturi Kutsuja' });
    const owner = await createStaff(t.database.db, shop.id);
    const { authorization } = await loginAs(t.app, owner.email);

    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => invite(authorization, `kutsu${i}@example.fi`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((a) => a.status === 429);
    expect(await refused?.json()).toMatchObject({ ok: false, code: 'TOO_MANY_INVITATIONS' });
    expect((await staffEmails(authorization)).filter((e) => e.startsWith('kutsu'))).toHaveLength(
      20,
    );

    // Another shop's invitations are its own.
    const other = await createShop(t.database.db);
    const otherOwner = await loginAs(t.app, (await createStaff(t.database.db, other.id)).email);
    expect((await invite(otherOwner.authorization, 'muualle@example.fi')).status).toBe(201);

    // A day later the shop may invite again.
    clockAhead = 24 * 3_600_000 + 60_000;
    try {
      const fresh = await loginAs(t.app, owner.email);
      expect((await invite(fresh.authorization, 'huomenna@example.fi')).status).toBe(201);
    } finally {
      clockAhead = 0;
    }
  });
});
