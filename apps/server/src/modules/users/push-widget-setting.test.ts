import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { databaseDigest } from '../../test/db-digest';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { formData } from '../../test/multipart-form';

/**
 * How long the dashboard's push widget stays up is each staff member's own setting: 3, 5 or
 * 10 seconds, or until closed (0). The profile form saves it like its other fields, and the
 * session hands it to every dashboard the member opens.
 */
describe('the push widget time in the staff profile', () => {
  let t: TestApp;
  let shopId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    shopId = (await createShop(t.database.db)).id;
  });
  afterAll(() => t.close());

  const saveWidgetTime = (authorization: string, value: string) => {
    const form = formData({ pushWidgetSeconds: value });
    return t.app.inject({
      method: 'PATCH',
      url: '/api/users/update-profile',
      headers: { ...form.headers, authorization },
      payload: form.payload,
    });
  };
  /** The session a fresh login of the member restores (the dashboard's start-up refresh). */
  const sessionOf = async (email: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/refresh-token',
        headers: { cookie: (await loginAs(t.app, email)).cookie },
      })
    ).json().session;
  const rowOf = async (userId: string) =>
    (await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, userId)))[0];

  it("starts at 3 seconds in a new member's session", async () => {
    const member = await createStaff(t.database.db, shopId, { role: 'barber' });
    expect(await sessionOf(member.email)).toMatchObject({ pushWidgetSeconds: 3 });
  });

  it.each([
    ['10', 10],
    ['5', 5],
    ['0', 0],
    ['3', 3],
  ])('saves %s and changes nothing else; the next session carries it', async (value, seconds) => {
    const member = await createStaff(t.database.db, shopId, {
      role: 'receptionist',
      liveStatus: null,
      mailPermissions: false,
      pushWidgetSeconds: seconds === 10 ? 5 : 10,
    });
    const { authorization } = await loginAs(t.app, member.email);
    const before = await rowOf(member.id);

    const res = await saveWidgetTime(authorization, value);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toEqual({
      avatar: null,
      name: member.name,
      email: member.email,
      mailPermissions: false,
      phone: member.phone,
      pendingEmail: null,
      pushWidgetSeconds: seconds,
    });
    expect(await rowOf(member.id)).toEqual({ ...before, pushWidgetSeconds: seconds });
    expect(await sessionOf(member.email)).toMatchObject({ pushWidgetSeconds: seconds });
  });

  it.each(['1', '4', '30', '-3', '3.5', '03', ' 3', '', 'three', '1e1'])(
    'refuses %j with 400 and changes nothing',
    async (value) => {
      const member = await createStaff(t.database.db, shopId, { role: 'barber' });
      const { authorization } = await loginAs(t.app, member.email);
      const before = await databaseDigest(t.database.db);

      const res = await saveWidgetTime(authorization, value);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message).toMatch(/^body\.pushWidgetSeconds: /);
      expect(await databaseDigest(t.database.db)).toEqual(before);
    },
  );
});
