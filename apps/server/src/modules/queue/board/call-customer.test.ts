import type { OrderCalledPayload, StaffQueuePayload } from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createShop, createStaff } from '../../../test/factories';
import { watch } from '../../../test/live-pages';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';

/** Local 'HH:mm' in Helsinki, written independently of the server's own clock helpers. */
const helsinkiClock = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Helsinki',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

describe('calling a waiting customer to the chair', () => {
  let t: TestApp;
  let url: string;
  /** Moves the app's clock ahead of the real one. */
  let clockAhead = 0;
  const sockets: Socket[] = [];
  let shopId: string;
  let serviceId: string;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let barber: Awaited<ReturnType<typeof loginAs>>;
  let receptionist: Awaited<ReturnType<typeof loginAs>>;
  let otherOwner: Awaited<ReturnType<typeof loginAs>>;

  beforeAll(async () => {
    t = await buildTestApp({}, () => new Date(Date.now() + clockAhead));
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const db = t.database.db;
    shopId = (await createShop(db, { chairCount: 3, queueLimit: 50 })).id;
    serviceId = (
      await createCatalogue(db, shopId, {
        services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
        addons: [],
      })
    ).services[0]?.id as string;
    owner = await loginAs(t.app, (await createStaff(db, shopId, { name: 'Olli Owner' })).email);
    barber = await loginAs(
      t.app,
      (await createStaff(db, shopId, { role: 'barber', name: 'Bea Barber' })).email,
    );
    receptionist = await loginAs(
      t.app,
      (await createStaff(db, shopId, { role: 'receptionist', liveStatus: null })).email,
    );
    const otherShop = (await createShop(db)).id;
    otherOwner = await loginAs(t.app, (await createStaff(db, otherShop)).email);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  async function join(name = 'Aino Virtanen') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: {
        name,
        phone: nextPhone(),
        shopId,
        services: [{ id: serviceId, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        payNow: false,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { orderId: string; shortCode: string };
  }

  const act = (who: { authorization: string }, path: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/queue/${path}`,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });
  const call = (who: { authorization: string }, orderId: string, payload: object = {}) =>
    act(who, `${orderId}/call`, payload);
  const track = async (orderId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` })).json().data;
  const waitingRow = async (orderId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/queue',
        headers: { authorization: owner.authorization },
      })
    )
      .json()
      .data.waiting.find((e: { orderId: string }) => e.orderId === orderId);
  const bigScreen = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/staff/current-status/${shopId}`,
        headers: { authorization: barber.authorization },
      })
    ).json().data;

  /**
   * A socket collecting what it hears, in the rooms `rooms` asks for. It resolves once the
   * server has answered each watch: the order watch is accepted, the staff watch accepted
   * with a token and refused without one.
   */
  async function listen(rooms: { order?: string; staffToken?: string }) {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    const heard = { called: [] as OrderCalledPayload[], staff: [] as StaffQueuePayload[] };
    socket.on('order:called', (p) => heard.called.push(p));
    socket.on('staff:queue', (p) => heard.staff.push(p));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    if (rooms.order) await watch(socket, 'order:watch', rooms.order);
    const isWatchingStaff = await socket.emitWithAck('staff:watch', rooms.staffToken ?? '');
    expect(isWatchingStaff).toBe(Boolean(rooms.staffToken));
    return heard;
  }

  it('records the time and count, and tells the customer which chair and the staff screens', async () => {
    const { orderId } = await join();
    const customer = await listen({ order: orderId });
    const staffScreen = await listen({ staffToken: receptionist.accessToken });
    expect((await track(orderId)).call).toBeNull();

    const res = await call(receptionist, orderId, { chair: 2 });
    expect(res.statusCode).toBe(200);
    const tracked = await track(orderId);
    expect(tracked.status).toBe('waiting');
    expect(tracked.call).toEqual({
      calledAt: expect.any(String),
      callCount: 1,
      chair: 2,
      barberName: null,
    });
    expect(Math.abs(Date.parse(tracked.call.calledAt) - Date.now())).toBeLessThan(5_000);
    await expect
      .poll(() => customer.called)
      .toEqual([
        { orderId, calledAt: tracked.call.calledAt, callCount: 1, chair: 2, barberName: null },
      ]);
    await expect
      .poll(() => staffScreen.staff.filter((e) => e.kind === 'called').map((e) => e.orderId))
      .toEqual([orderId]);
    expect((await waitingRow(orderId)).call).toEqual(tracked.call);
  });

  it('calls again: counts, re-sends, and names the calling barber when no chair is given', async () => {
    const { orderId } = await join();
    const customer = await listen({ order: orderId });

    expect((await call(owner, orderId, { chair: 1 })).statusCode).toBe(200);
    const first = (await track(orderId)).call;
    clockAhead += 30_000;
    expect((await call(barber, orderId)).statusCode).toBe(200);
    const second = (await track(orderId)).call;
    expect(second).toMatchObject({ callCount: 2, chair: null, barberName: 'Bea Barber' });
    expect(Date.parse(second.calledAt) - Date.parse(first.calledAt)).toBeGreaterThanOrEqual(30_000);
    await expect
      .poll(() => customer.called.map((c) => [c.callCount, c.chair, c.barberName]))
      .toEqual([
        [1, 1, null],
        [2, null, 'Bea Barber'],
      ]);

    // A receptionist cuts no hair: without a chair or a barber, the call names neither.
    expect((await call(receptionist, orderId, {})).statusCode).toBe(200);
    expect((await track(orderId)).call).toMatchObject({
      callCount: 3,
      chair: null,
      barberName: null,
    });
    expect((await call(receptionist, orderId, { barberId: barber.userId })).statusCode).toBe(200);
    expect((await track(orderId)).call).toMatchObject({ callCount: 4, barberName: 'Bea Barber' });
  });

  it('refuses a no-show before a call (409 NOT_CALLED), allows it after, and says when the call was', async () => {
    const { orderId } = await join();
    const early = await act(receptionist, `${orderId}/no-show`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ ok: false, code: 'NOT_CALLED' });
    expect((await track(orderId)).status).toBe('waiting');

    expect((await call(barber, orderId)).statusCode).toBe(200);
    const { calledAt } = (await track(orderId)).call;
    clockAhead += 5 * 60_000;
    const noShow = await act(receptionist, `${orderId}/no-show`);
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().message).toBe(`Marked as a no-show: called at ${helsinkiClock(calledAt)}`);
    const tracked = await track(orderId);
    expect(tracked.status).toBe('no_show');
    // The customer's page can tell the truth: when they were called.
    expect(tracked.call).toMatchObject({ calledAt, callCount: 1 });

    const again = await act(receptionist, `${orderId}/no-show`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it.each([
    ['a chair the shop does not have', { chair: 4 }, 400],
    [
      'a chair and a barber at once',
      { chair: 1, barberId: '00000000-0000-4000-8000-000000000000' },
      400,
    ],
    ['an unknown field', { room: 2 }, 400],
    ['chair zero', { chair: 0 }, 400],
  ])('refuses a call to %s with 400 and changes nothing', async (_, payload, status) => {
    const { orderId } = await join();
    const res = await call(owner, orderId, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ ok: false, code: expect.any(String) });
    expect((await track(orderId)).call).toBeNull();
  });

  it('calls only waiting customers of the caller’s own shop, to barbers of that shop', async () => {
    const { orderId } = await join();
    const foreign = await call(otherOwner, orderId, { chair: 1 });
    expect(foreign.statusCode).toBe(404);
    const strangerBarber = await call(owner, orderId, { barberId: otherOwner.userId });
    expect(strangerBarber.statusCode).toBe(404);
    const receptionistAsBarber = await call(owner, orderId, { barberId: receptionist.userId });
    expect(receptionistAsBarber.statusCode).toBe(400);
    expect(await call(owner, '00000000-0000-4000-8000-000000000000')).toHaveProperty(
      'statusCode',
      404,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/staff/queue/${orderId}/call` })).statusCode,
    ).toBe(401);
    expect((await track(orderId)).call).toBeNull();

    expect((await act(owner, `${orderId}/start`, { barberId: barber.userId })).statusCode).toBe(
      200,
    );
    const inChair = await call(owner, orderId, { chair: 1 });
    expect(inChair.statusCode).toBe(409);
    expect(inChair.json().message).toMatch(/Cannot call: this customer is already in service/);
    await act(owner, `${orderId}/finish`);
  });

  it('shows codes on the big screen, never names, and a call under "Now calling" for two minutes', async () => {
    const { orderId, shortCode } = await join('Kalle Kustaa Korhonen');
    expect(shortCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    let screen = await bigScreen();
    expect(screen.next.find((e: { code: string }) => e.code === shortCode)).toBeTruthy();
    expect(screen.nowCalling.map((c: { code: string }) => c.code)).not.toContain(shortCode);
    expect(JSON.stringify(screen)).not.toMatch(/Kalle|Korhonen/);

    expect((await call(barber, orderId, { chair: 3 })).statusCode).toBe(200);
    screen = await bigScreen();
    expect(screen.nowCalling.find((c: { code: string }) => c.code === shortCode)).toMatchObject({
      chair: 3,
      barberName: null,
    });
    clockAhead += 2 * 60_000 + 1_000;
    screen = await bigScreen();
    expect(screen.nowCalling.map((c: { code: string }) => c.code)).not.toContain(shortCode);
    expect(screen.next.find((e: { code: string }) => e.code === shortCode)).toBeTruthy();
    await act(owner, `${orderId}/cancel`, { reason: 'test cleanup' });
  });
});
