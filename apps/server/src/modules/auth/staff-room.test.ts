import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authPaths, rooms } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { linkToken, startSmtpInbox } from '../../test/smtp-inbox';
import { tempFolders } from '../../test/temp-folders';
import { createTestDatabase } from '../../test/test-database';

const jwtSecret = 'staff-room-test-secret-of-at-least-32-characters';

/** One staff screen: its own Socket.IO connection, the announcements and renewal asks it got. */
interface Screen {
  socket: Socket;
  heard: string[];
  renewals: number;
}

function openScreen(url: string, sockets: Socket[]): Promise<Screen> {
  // Reconnects are the test's to make, so it knows when the server has seen the drop.
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { origin: testOrigin },
    reconnection: false,
  });
  sockets.push(socket);
  const screen: Screen = { socket, heard: [], renewals: 0 };
  socket.on('staff:queue', (payload: { orderId: string }) => screen.heard.push(payload.orderId));
  socket.on('staff:renew', () => {
    screen.renewals++;
  });
  return new Promise((resolve) => socket.once('connect', () => resolve(screen)));
}

/** Asks to join the staff room with a token; true once the server has put the screen in it. */
const watch = (screen: Screen, accessToken: string): Promise<boolean> =>
  screen.socket.timeout(3000).emitWithAck('staff:watch', accessToken);

/**
 * A round trip on the screen's own connection (a watch the server refuses): Socket.IO keeps a
 * connection's order, so whatever the server sent this screen before has arrived by its answer.
 */
const settle = (screen: Screen) => watch(screen, 'not-a-token');

/**
 * Announces a staff event to the shop through `io`; once the control screen has it, says
 * whether `screen` got it too.
 */
async function announce(
  io: FastifyInstance['io'],
  shopId: string,
  control: Screen,
  screen: Screen,
): Promise<boolean> {
  const orderId = crypto.randomUUID();
  io.to(rooms.staff(shopId)).emit('staff:queue', { shopId, kind: 'state', orderId });
  await expect.poll(() => control.heard, { timeout: 3000 }).toContain(orderId);
  await settle(screen);
  return screen.heard.includes(orderId);
}

/** An access token of an existing login that expires within a couple of seconds. */
async function shortLivedToken(accessToken: string) {
  const claims = decodeJwt(accessToken);
  return new SignJWT({ shop: claims.shop, role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuer(testOrigin)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
    .sign(new TextEncoder().encode(jwtSecret));
}

describe('staff screens lose the staff room the moment their access ends', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let url: string;
  let shopId: string;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let control: Screen;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ SMTP_URL: inbox.url, JWT_SECRET: jwtSecret });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    shopId = (await createShop(t.database.db)).id;
    owner = await loginAs(t.app, (await createStaff(t.database.db, shopId)).email);
    control = await openScreen(url, sockets);
    expect(await watch(control, owner.accessToken)).toBe(true);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await inbox.close();
  });

  const newBarber = () => createStaff(t.database.db, shopId, { role: 'barber' });
  /** A barber's screen in the staff room, proven to hear the shop's announcements. */
  async function watchingScreen(accessToken: string) {
    const screen = await openScreen(url, sockets);
    expect(await watch(screen, accessToken)).toBe(true);
    expect(await announce(t.app.io, shopId, control, screen)).toBe(true);
    return screen;
  }

  it("ends the screens of a login that logs out, not the member's other logins", async () => {
    const barber = await newBarber();
    const phone = await loginAs(t.app, barber.email);
    const desk = await loginAs(t.app, barber.email);
    const phoneScreen = await watchingScreen(phone.accessToken);
    const deskScreen = await watchingScreen(desk.accessToken);

    const out = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { authorization: phone.authorization, cookie: phone.cookie },
    });
    expect(out.statusCode).toBe(200);

    expect(await announce(t.app.io, shopId, control, phoneScreen)).toBe(false);
    expect(phoneScreen.renewals).toBe(1);
    expect(await announce(t.app.io, shopId, control, deskScreen)).toBe(true);
    expect(deskScreen.renewals).toBe(0);
    // The ended login's token cannot bring the screen back.
    expect(await watch(phoneScreen, phone.accessToken)).toBe(false);
  });

  it('ends the screens of a login whose refresh token was copied and used twice', async () => {
    const barber = await newBarber();
    const victim = await loginAs(t.app, barber.email);
    const screen = await watchingScreen(victim.accessToken);
    const renew = () =>
      t.app.inject({
        method: 'GET',
        url: authPaths.refreshToken,
        headers: { cookie: victim.cookie },
      });
    expect((await renew()).statusCode).toBe(200);
    // Past the grace window for parallel tabs, the same token again means it was copied.
    await t.database.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, barber.id));
    const reused = await renew();
    expect(reused.statusCode).toBe(401);

    expect(await announce(t.app.io, shopId, control, screen)).toBe(false);
    expect(screen.renewals).toBe(1);
  });

  it('ends every screen of a member who is deactivated', async () => {
    const barber = await newBarber();
    const phoneScreen = await watchingScreen((await loginAs(t.app, barber.email)).accessToken);
    const deskScreen = await watchingScreen((await loginAs(t.app, barber.email)).accessToken);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/manage/staff/${barber.id}/deactivate`,
      headers: { authorization: owner.authorization },
    });
    expect(res.statusCode).toBe(200);

    for (const screen of [phoneScreen, deskScreen]) {
      expect(await announce(t.app.io, shopId, control, screen)).toBe(false);
      expect(screen.renewals).toBe(1);
    }
  });

  it('takes a member whose role changed out until the screen watches with a renewed token', async () => {
    const barber = await loginAs(t.app, (await newBarber()).email);
    const screen = await watchingScreen(barber.accessToken);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/manage/staff/${barber.userId}`,
      headers: { authorization: owner.authorization },
      payload: { role: 'receptionist' },
    });
    expect(res.statusCode).toBe(200);
    expect(await announce(t.app.io, shopId, control, screen)).toBe(false);
    expect(screen.renewals).toBe(1);

    const renewed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: barber.cookie },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().session.role).toBe('receptionist');
    expect(await watch(screen, renewed.json().session.accessToken)).toBe(true);
    expect(await announce(t.app.io, shopId, control, screen)).toBe(true);
  });

  it('ends every screen of a member whose password is reset', async () => {
    const barber = await newBarber();
    const screen = await watchingScreen((await loginAs(t.app, barber.email)).accessToken);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: barber.email },
    });
    expect(asked.statusCode).toBe(200);
    const token = linkToken(await inbox.next(barber.email), 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { verificationToken: token, newPassword: 'Toinen-vahva-salasana-2026' },
    });
    expect(reset.statusCode).toBe(200);

    expect(await announce(t.app.io, shopId, control, screen)).toBe(false);
    expect(screen.renewals).toBe(1);
  });

  it('asks a screen to renew before its token expires, and takes it out when it does', async () => {
    const barber = await loginAs(t.app, (await newBarber()).email);
    const screen = await watchingScreen(await shortLivedToken(barber.accessToken));
    // Less than the renewal lead is left, so the ask comes at once.
    await expect.poll(() => screen.renewals).toBe(1);

    await expect
      .poll(() => announce(t.app.io, shopId, control, screen), { timeout: 5000, interval: 100 })
      .toBe(false);
  });

  it("keeps a screen that watched again with a renewed token past the old token's expiry", async () => {
    const barber = await loginAs(t.app, (await newBarber()).email);
    const expiring = await shortLivedToken(barber.accessToken);
    const renewedScreen = await watchingScreen(expiring);
    // A second screen with the same token shows when that token's expiry has passed.
    const clockScreen = await watchingScreen(expiring);
    expect(await watch(renewedScreen, barber.accessToken)).toBe(true);

    await expect
      .poll(() => announce(t.app.io, shopId, control, clockScreen), {
        timeout: 5000,
        interval: 100,
      })
      .toBe(false);
    expect(await announce(t.app.io, shopId, control, renewedScreen)).toBe(true);
  });

  it('does not give a recovered connection the staff room, or what it missed there, without a new watch', async () => {
    const barber = await loginAs(t.app, (await newBarber()).email);
    const screen = await watchingScreen(barber.accessToken);

    // The connection drops the way a phone's does (not a goodbye), which the server keeps
    // recoverable for a while.
    const serverSide = t.app.io.sockets.sockets.get(screen.socket.id ?? '');
    const dropped = new Promise((resolve) => serverSide?.once('disconnect', resolve));
    screen.socket.io.engine.close();
    await dropped;
    const missed = crypto.randomUUID();
    t.app.io
      .to(rooms.staff(shopId))
      .emit('staff:queue', { shopId, kind: 'state', orderId: missed });
    await expect.poll(() => control.heard).toContain(missed);
    const reconnected = new Promise<void>((resolve) =>
      screen.socket.once('connect', () => resolve()),
    );
    screen.socket.connect();
    await reconnected;
    expect(screen.socket.recovered).toBe(true);

    expect(await announce(t.app.io, shopId, control, screen)).toBe(false);
    expect(screen.heard).not.toContain(missed);
    expect(await watch(screen, barber.accessToken)).toBe(true);
    expect(await announce(t.app.io, shopId, control, screen)).toBe(true);
  });
});

describe('staff-room access ends across several server nodes (Redis)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const sockets: Socket[] = [];
  const dataDir = tempFolders('jono-test-');

  /** Two nodes of one deployment: the same database, the same secret, rooms shared in Redis. */
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: testOrigin,
      DATA_DIR: dataDir(),
      WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
    });
    first = await buildApp({ config, database, logger: false });
    second = await buildApp({ config, database, logger: false });
    await first.ready();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first.close();
    await second.close();
    await database.close();
  });

  it('ends screens on one node when the login or member ends on another', async () => {
    const url = await second.listen({ host: '127.0.0.1', port: 0 });
    const shopId = (await createShop(database.db)).id;
    const owner = await loginAs(first, (await createStaff(database.db, shopId)).email);
    const leaving = await loginAs(
      first,
      (await createStaff(database.db, shopId, { role: 'barber' })).email,
    );
    const deactivated = await createStaff(database.db, shopId, { role: 'barber' });

    const control = await openScreen(url, sockets);
    const leavingScreen = await openScreen(url, sockets);
    const deactivatedScreen = await openScreen(url, sockets);
    expect(await watch(control, owner.accessToken)).toBe(true);
    expect(await watch(leavingScreen, leaving.accessToken)).toBe(true);
    expect(
      await watch(deactivatedScreen, (await loginAs(first, deactivated.email)).accessToken),
    ).toBe(true);
    for (const screen of [leavingScreen, deactivatedScreen]) {
      expect(await announce(first.io, shopId, control, screen)).toBe(true);
    }

    const out = await first.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { authorization: leaving.authorization },
    });
    expect(out.statusCode).toBe(200);
    const off = await first.inject({
      method: 'POST',
      url: `/api/manage/staff/${deactivated.id}/deactivate`,
      headers: { authorization: owner.authorization },
    });
    expect(off.statusCode).toBe(200);

    for (const screen of [leavingScreen, deactivatedScreen]) {
      expect(await announce(first.io, shopId, control, screen)).toBe(false);
      expect(screen.renewals).toBe(1);
    }
  });
});
