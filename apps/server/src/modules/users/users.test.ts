import type { ShopQueuePayload, StaffStatusPayload } from '@jono/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { openLivePage, watch } from '../../test/live-pages';
import { loginAs } from '../../test/login';
import { formData, photo } from '../../test/multipart-form';
import { startSmtpInbox } from '../../test/smtp-inbox';

describe('profiles and live status', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let url: string;
  const sockets: Socket[] = [];
  let shopA: string;
  let shopB: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ SMTP_URL: inbox.url });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    shopA = (await createShop(t.database.db)).id;
    shopB = (await createShop(t.database.db)).id;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
    await inbox.close();
  });

  const updateProfile = (authorization: string, body: ReturnType<typeof formData>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/update-profile',
      headers: { ...body.headers, authorization },
      payload: body.payload,
    });

  it('saves name, mail permissions and an avatar re-encoded to a square WebP', async () => {
    const user = await createStaff(t.database.db, shopA, { role: 'barber' });
    const { authorization } = await loginAs(t.app, user.email);
    const res = await updateProfile(
      authorization,
      formData(
        { name: 'Bertta Barber', mailPermissions: 'false' },
        {
          name: 'avatar',
          filename: 'me.jpg',
          type: 'image/jpeg',
          content: await photo(800, 500, 'jpeg'),
        },
      ),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      message: 'Your profile is saved',
      user: { name: 'Bertta Barber', email: user.email, mailPermissions: false },
    });
    expect(body.user.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+-[0-9a-f]{12}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: body.user.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it.each([
    [
      'a text file named .png',
      {
        name: 'avatar',
        filename: 'x.png',
        type: 'image/png',
        content: Buffer.from('not an image at all'),
      },
      415,
      /JPEG, PNG or WebP/,
    ],
    [
      'an SVG',
      {
        name: 'avatar',
        filename: 'x.svg',
        type: 'image/svg+xml',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      415,
      /JPEG, PNG or WebP/,
    ],
    [
      'a file over 5 MB',
      {
        name: 'avatar',
        filename: 'big.png',
        type: 'image/png',
        content: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      },
      413,
      /larger than 5 MB/,
    ],
  ])('refuses %s and keeps the old avatar', async (_, file, status, message) => {
    const user = await createStaff(t.database.db, shopA, { avatar: '/uploads/avatars/old.webp' });
    const { authorization } = await loginAs(t.app, user.email);
    const res = await updateProfile(authorization, formData({ name: 'Changed Name' }, file));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    const [row] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, user.id));
    expect(row).toMatchObject({ avatar: '/uploads/avatars/old.webp', name: user.name });
  });

  it('refuses bad fields, a JSON body, and a caller without a session', async () => {
    const user = await createStaff(t.database.db, shopA);
    const { authorization } = await loginAs(t.app, user.email);
    const shortName = await updateProfile(authorization, formData({ name: 'A' }));
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json().message).toMatch(/^body\.name:/);
    const badFlag = await updateProfile(authorization, formData({ mailPermissions: 'maybe' }));
    expect(badFlag.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update-profile',
      headers: { authorization },
      payload: { name: 'Json Name' },
    });
    expect(json.statusCode).toBe(415);
    const guest = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update-profile',
      ...formData({ name: 'Guest' }),
    });
    expect(guest.statusCode).toBe(401);
  });

  async function staffScreen(accessToken: string) {
    const socket = await openLivePage(url);
    sockets.push(socket);
    const seen: StaffStatusPayload[] = [];
    socket.on('staff:status', (p) => seen.push(p));
    await watch(socket, 'staff:watch', accessToken);
    return seen;
  }

  it("shows a barber's status change live on every staff screen of the shop, and only there", async () => {
    const barber = await loginAs(
      t.app,
      (await createStaff(t.database.db, shopA, { role: 'barber' })).email,
    );
    const colleague = await loginAs(
      t.app,
      (await createStaff(t.database.db, shopA, { role: 'receptionist', liveStatus: null })).email,
    );
    const otherShop = await loginAs(t.app, (await createStaff(t.database.db, shopB)).email);
    const colleagueScreen = await staffScreen(colleague.accessToken);
    const otherScreen = await staffScreen(otherShop.accessToken);
    const forged = await openLivePage(url);
    sockets.push(forged);
    const forgedScreen: StaffStatusPayload[] = [];
    forged.on('staff:status', (p) => forgedScreen.push(p));
    expect(await forged.timeout(10_000).emitWithAck('staff:watch', 'forged.token.value')).toBe(
      false,
    );

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: { authorization: barber.authorization },
      payload: { status: 'on_break' },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(() => colleagueScreen, { timeout: 1000 })
      .toEqual([{ userId: barber.userId, status: 'on_break', breakEndsAt: expect.any(String) }]);
    expect(otherScreen).toEqual([]);
    expect(forgedScreen).toEqual([]);

    const refresh = await t.app.inject({ method: 'GET', url: '/api/auth/refresh-token' });
    expect(refresh.statusCode).toBe(401);
  });

  it("tells a shop's open pages when a barber's status changes, so they read the shop again", async () => {
    const shop = (await createShop(t.database.db, { chairCount: 2 })).id;
    const barber = await loginAs(
      t.app,
      (await createStaff(t.database.db, shop, { role: 'barber' })).email,
    );
    const page = await openLivePage(url);
    sockets.push(page);
    const heard: ShopQueuePayload[] = [];
    page.on('shop:queue', (p) => heard.push(p));
    await watch(page, 'shop:watch', [shop]);

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: { authorization: barber.authorization },
      payload: { status: 'on_break' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => heard.map((p) => p.shopId), { timeout: 2000 }).toEqual([shop]);
  });

  it("lists the team of the caller's own shop only, with live statuses", async () => {
    const shop = (await createShop(t.database.db)).id;
    const owner = await createStaff(t.database.db, shop, { name: 'Aada Owner' });
    await createStaff(t.database.db, shop, {
      role: 'barber',
      name: 'Bruno Barber',
      liveStatus: 'busy',
    });
    await createStaff(t.database.db, shop, {
      role: 'receptionist',
      name: 'Reija Desk',
      liveStatus: null,
    });
    await createStaff(t.database.db, shop, {
      role: 'barber',
      name: 'Gone Barber',
      isActive: false,
    });
    await createStaff(t.database.db, shopB, { name: 'Other Shop' });
    const { authorization } = await loginAs(t.app, owner.email);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/team',
      headers: { authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((m: { name: string; status: string | null }) => [m.name, m.status]),
    ).toEqual([
      ['Bruno Barber', 'busy'],
      ['Aada Owner', 'available'],
      ['Reija Desk', null],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/team' })).statusCode).toBe(401);
  });

  it('gives receptionists no live status and refuses unknown statuses', async () => {
    const receptionist = await loginAs(
      t.app,
      (await createStaff(t.database.db, shopA, { role: 'receptionist', liveStatus: null })).email,
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: { authorization: receptionist.authorization },
      payload: { status: 'busy' },
    });
    expect(res.statusCode).toBe(403);
    const owner = await loginAs(t.app, (await createStaff(t.database.db, shopA)).email);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: { authorization: owner.authorization },
      payload: { status: 'sleeping' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.status/);
  });
});
