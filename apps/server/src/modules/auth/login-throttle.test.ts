import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../lib/passwords';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff, staffPassword } from '../../test/factories';
import { MAX_LOGIN_DELAY_MS } from './login-throttle';

let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** What a caller can tell apart in an answer: everything but the moment it was sent. */
const visible = (answer: Answer) => {
  // The date and the request's own id (random, for finding it in the log) differ for any two.
  const { date: _date, 'x-request-id': _id, ...headers } = answer.headers;
  return { status: answer.statusCode, body: answer.body, headers };
};

describe('login throttling', () => {
  let t: TestApp;
  let shopId: string;
  beforeAll(async () => {
    t = await buildTestApp({}, clock);
    shopId = (await createShop(t.database.db)).id;
  });
  afterAll(() => t.close());

  let addressCounter = 0;
  /** A client address never used before in this file. */
  const freshAddress = () => {
    addressCounter += 1;
    return `10.${Math.floor(addressCounter / 62_500) % 250}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
  };
  const emailLogin = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/email-login',
      payload: { email, password },
      remoteAddress,
    });
  const phoneLogin = (phoneNumber: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber, password },
      remoteAddress,
    });
  /** Wrong passwords for one identifier, all at once, each from an address of its own. */
  const wrongFromEverywhere = (email: string, times: number) =>
    Promise.all(
      Array.from({ length: times }, (_, i) => emailLogin(email, `wrong-${i}`, freshAddress())),
    );

  it('lets the owner in with the right password after 200 wrong ones from many addresses, only later', async () => {
    const owner = await createStaff(t.database.db, shopId);
    const attack = await wrongFromEverywhere(owner.email, 200);
    expect(attack.map((a) => a.statusCode)).toEqual(Array(200).fill(401));

    const started = performance.now();
    const login = await emailLogin(owner.email, staffPassword, freshAddress());
    const tookMs = performance.now() - started;
    expect(login.statusCode).toBe(200);
    expect(login.json().session.email).toBe(owner.email);
    // Failures from everywhere slow every answer on the identifier down, to the cap.
    expect(tookMs).toBeGreaterThanOrEqual(MAX_LOGIN_DELAY_MS - 5);
  });

  it('answers a made-up identifier exactly like a real one at every step', async () => {
    const real = await createStaff(t.database.db, shopId);
    const madeUp = 'nobody-at-all@example.fi';
    const steps: [Answer, Answer][] = [];
    const both = async (step: (email: string) => Promise<Answer | Answer[]>) => {
      const [a, b] = await Promise.all([step(real.email), step(madeUp)]);
      const left = [a].flat();
      const right = [b].flat();
      left.forEach((answer, i) => {
        steps.push([answer, right[i] as Answer]);
      });
    };
    // Both hammered from one address each, then from everywhere, then tried from a new one.
    const hammerer = { [real.email]: freshAddress(), [madeUp]: freshAddress() };
    for (let i = 0; i < 7; i++) {
      await both((email) => emailLogin(email, 'wrong', hammerer[email] as string));
    }
    await both((email) => wrongFromEverywhere(email, 110));
    await both((email) => emailLogin(email, 'wrong', freshAddress()));

    expect(steps).toHaveLength(7 + 110 + 1);
    for (const [realAnswer, madeUpAnswer] of steps) {
      expect(visible(realAnswer)).toEqual(visible(madeUpAnswer));
    }
    expect(steps.map(([a]) => a.statusCode)).toEqual([
      ...Array(5).fill(401),
      429,
      429,
      ...Array(111).fill(401),
    ]);
  });

  it('makes one address that keeps failing wait, longer each time, while other addresses get in', async () => {
    const barber = await createStaff(t.database.db, shopId, { role: 'barber' });
    const hammerer = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await emailLogin(barber.email, 'wrong', hammerer)).statusCode).toBe(401);
    }
    const held = await emailLogin(barber.email, staffPassword, hammerer);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
    expect(held.headers['retry-after']).toBe('30');

    const elsewhere = await emailLogin(barber.email, staffPassword, freshAddress());
    expect(elsewhere.statusCode).toBe(200);

    clockOffsetMs += 31_000;
    expect((await emailLogin(barber.email, 'wrong', hammerer)).statusCode).toBe(401);
    const heldLonger = await emailLogin(barber.email, 'wrong', hammerer);
    expect(heldLonger.statusCode).toBe(429);
    expect(heldLonger.headers['retry-after']).toBe('60');

    // The count belongs to the window: an hour later the address starts afresh.
    clockOffsetMs += 3_600_000;
    expect((await emailLogin(barber.email, staffPassword, hammerer)).statusCode).toBe(200);
  });

  it('counts a phone number however it is written as one identifier', async () => {
    const staff = await createStaff(t.database.db, shopId, { phone: '+358401112233' });
    const hammerer = freshAddress();
    const spellings = [
      '040 111 2233',
      '+358 40 111 2233',
      '0401112233',
      '+358401112233',
      '040-111-2233',
    ];
    for (const spelling of spellings) {
      expect((await phoneLogin(spelling, 'wrong', hammerer)).statusCode).toBe(401);
    }
    expect((await phoneLogin('040 111 2233', staffPassword, hammerer)).statusCode).toBe(429);
    expect((await phoneLogin('040 111 2233', staffPassword, freshAddress())).statusCode).toBe(200);
    expect(staff.phone).toBe('+358401112233');
  });

  it('does one password hash comparison on every answer that is not held back', async () => {
    const active = await createStaff(t.database.db, shopId);
    const inactive = await createStaff(t.database.db, shopId, { isActive: false });
    const invited = await createStaff(t.database.db, shopId, { passwordHash: null });
    const slowed = await createStaff(t.database.db, shopId);
    await wrongFromEverywhere(slowed.email, 12);
    const verify = vi.spyOn(passwords, 'verifyPassword');
    try {
      const cases: [string, string, number][] = [
        ['unknown@example.fi', 'whatever', 401],
        [active.email, 'wrong', 401],
        [inactive.email, staffPassword, 401],
        [invited.email, 'decoy password that matches no account', 401],
        [slowed.email, 'wrong', 401],
        [slowed.email, staffPassword, 200],
        [active.email, staffPassword, 200],
      ];
      for (const [email, password, status] of cases) {
        verify.mockClear();
        expect((await emailLogin(email, password, freshAddress())).statusCode).toBe(status);
        expect(verify).toHaveBeenCalledTimes(1);
      }
    } finally {
      verify.mockRestore();
    }
  });
});
