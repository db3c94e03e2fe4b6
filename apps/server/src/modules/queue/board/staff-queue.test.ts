import type {
  OrderPlacePayload,
  ShopQueuePayload,
  StaffMessagePayload,
  StaffQueuePayload,
} from '@jono/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createShop, createStaff } from '../../../test/factories';
import { openLivePage, watch } from '../../../test/live-pages';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';

describe('running the queue from the dashboard', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  let shopId: string;
  let serviceId: string;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let barber: Awaited<ReturnType<typeof loginAs>>;
  let receptionist: Awaited<ReturnType<typeof loginAs>>;
  let otherOwner: Awaited<ReturnType<typeof loginAs>>;

  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const db = t.database.db;
    shopId = (await createShop(db, { chairCount: 2, queueLimit: 30 })).id;
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
    return res.json().data.orderId as string;
  }

  const act = (who: { authorization: string }, path: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/queue/${path}`,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });
  const board = async (who = owner) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/queue',
        headers: { authorization: who.authorization },
      })
    ).json().data;
  const track = async (orderId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` })).json().data;

  /** Ends everything on the board, so a test starts from an empty queue. */
  async function clearQueue() {
    const view = await board();
    for (const e of view.inService) await act(owner, `${e.orderId}/finish`);
    for (const e of view.waiting)
      await act(owner, `${e.orderId}/cancel`, { reason: 'test cleanup' });
  }

  async function listen(setup: (socket: Socket) => Promise<unknown>) {
    const socket = await openLivePage(url);
    sockets.push(socket);
    const events = {
      staff: [] as StaffQueuePayload[],
      messages: [] as StaffMessagePayload[],
      shop: [] as ShopQueuePayload[],
      order: [] as OrderPlacePayload[],
    };
    socket.on('staff:queue', (p) => events.staff.push(p));
    socket.on('staff:message', (p) => events.messages.push(p));
    socket.on('shop:queue', (p) => events.shop.push(p));
    socket.on('order:place', (p) => events.order.push(p));
    await setup(socket);
    return events;
  }

  it('walks an entry through waiting, in service and served, announcing every step', async () => {
    const staffScreen = await listen((s) => watch(s, 'staff:watch', receptionist.accessToken));
    const otherShopScreen = await listen((s) => watch(s, 'staff:watch', otherOwner.accessToken));
    const first = await join('Aino Virtanen');
    const second = await join('Bertil Berg');
    const customer = await listen((s) => watch(s, 'order:watch', second));
    const homePage = await listen((s) => watch(s, 'shop:watch', [shopId]));

    await expect
      .poll(() => staffScreen.messages.map((m) => m.data.customerName))
      .toEqual(['Aino Virtanen', 'Bertil Berg']);
    expect(staffScreen.staff.filter((e) => e.kind === 'joined')).toHaveLength(2);

    const started = await act(barber, `${first}/start`, { barberId: barber.userId });
    expect(started.statusCode).toBe(200);
    expect(await track(first)).toMatchObject({
      status: 'in_service',
      position: null,
      waitingTime: 0,
    });
    await expect.poll(() => customer.order.at(-1)).toMatchObject({ orderId: second, position: 1 });
    await expect
      .poll(() => homePage.shop.at(-1))
      .toEqual({ shopId, queue: 1, queueState: 'open', fullReason: null });
    await expect
      .poll(() => staffScreen.staff.at(-1))
      .toMatchObject({ kind: 'started', orderId: first });

    const view = await board();
    expect(view.inService).toMatchObject([
      { orderId: first, barberName: 'Bea Barber', customerName: 'Aino Virtanen' },
    ]);
    expect(view.waiting).toMatchObject([{ orderId: second, position: 1 }]);
    expect(
      view.barbers.find((b: { userId: string }) => b.userId === barber.userId).servingOrderId,
    ).toBe(first);

    const firstCustomer = await listen((s) => watch(s, 'order:watch', first));
    expect((await act(receptionist, `${first}/finish`)).statusCode).toBe(200);
    await expect
      .poll(() => firstCustomer.order.at(-1))
      .toMatchObject({ orderId: first, status: 'served' });
    expect(await track(first)).toMatchObject({ status: 'served' });
    expect((await board()).finished).toMatchObject([{ orderId: first, status: 'served' }]);
    expect(otherShopScreen.staff).toEqual([]);
    expect(otherShopScreen.messages).toEqual([]);
  });

  it.each([
    [
      'finish a waiting customer',
      'finish',
      'waiting',
      /Cannot finish the service: this customer is still waiting/,
    ],
    [
      'start a served customer',
      'start',
      'served',
      /Cannot start the service: this customer is already served/,
    ],
    ['mark a served customer as a no-show', 'no-show', 'served', /already served/],
    ['cancel a customer in service', 'cancel', 'in_service', /already in service/],
    ['start a cancelled customer', 'start', 'cancelled', /cancelled/],
  ])('refuses to %s with 409', async (_, action, state, message) => {
    const orderId = await join();
    if (state !== 'waiting') {
      expect((await act(owner, `${orderId}/start`, { barberId: owner.userId })).statusCode).toBe(
        200,
      );
      if (state === 'served') await act(owner, `${orderId}/finish`);
    }
    if (state === 'cancelled') {
      const other = await join();
      await act(owner, `${other}/cancel`, { reason: 'left a note' });
      const res = await act(owner, `${other}/start`, { barberId: barber.userId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(message);
      await act(owner, `${orderId}/finish`);
      return;
    }
    const body =
      action === 'start'
        ? { barberId: barber.userId }
        : action === 'cancel'
          ? { reason: 'no longer' }
          : undefined;
    const res = await act(owner, `${orderId}/${action}`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(message);
    if (state === 'in_service') await act(owner, `${orderId}/finish`);
  });

  it('marks a no-show and cancels with a reason, and the customer sees it', async () => {
    const a = await join();
    const b = await join();
    expect((await act(receptionist, `${a}/call`, {})).statusCode).toBe(200);
    expect((await act(receptionist, `${a}/no-show`)).statusCode).toBe(200);
    expect(await track(a)).toMatchObject({ status: 'no_show' });
    const noReason = await act(receptionist, `${b}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/^body\.reason/);
    expect(
      (await act(receptionist, `${b}/cancel`, { reason: 'Shop closing early' })).statusCode,
    ).toBe(200);
    expect(await track(b)).toMatchObject({ status: 'cancelled' });
    const finished = (await board()).finished;
    expect(finished.find((e: { orderId: string }) => e.orderId === b).cancelReason).toBe(
      'Shop closing early',
    );
  });

  it('lets a barber serve one customer at a time, even when two screens click at once', async () => {
    const a = await join();
    const b = await join();
    const [one, two] = await Promise.all([
      act(owner, `${a}/start`, { barberId: barber.userId }),
      act(receptionist, `${b}/start`, { barberId: barber.userId }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.statusCode === 409)?.json().message).toBe(
      'Bea Barber is already serving a customer',
    );
    const serving = (await board()).inService.filter(
      (e: { barberId: string }) => e.barberId === barber.userId,
    );
    expect(serving).toHaveLength(1);
    await act(owner, `${serving[0].orderId}/finish`);
    await act(owner, `${serving[0].orderId === a ? b : a}/cancel`, { reason: 'test cleanup' });
  });

  it('starts only with a barber of the same shop', async () => {
    const orderId = await join();
    const res = await act(owner, `${orderId}/start`, { barberId: otherOwner.userId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Barber not found');
    const receptionistAsBarber = await act(owner, `${orderId}/start`, {
      barberId: receptionist.userId,
    });
    expect(receptionistAsBarber.statusCode).toBe(400);
    await act(owner, `${orderId}/cancel`, { reason: 'test cleanup' });
  });

  it('moves a checked-in customer up, with a reason, and everyone behind sees their place', async () => {
    await clearQueue();
    const a = await join('First Person');
    const b = await join('Second Person');
    const c = await join('Third Person');
    const notHere = await act(owner, `${c}/move-up`, {
      beforeOrderId: a,
      reason: 'Booked earlier by phone',
    });
    expect(notHere.statusCode).toBe(409);
    expect(notHere.json().message).toMatch(/checked in/);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/queue/${c}`,
      payload: { isAtLocation: true },
    });
    const watchA = await listen((s) => watch(s, 'order:watch', a));
    const moved = await act(receptionist, `${c}/move-up`, {
      beforeOrderId: a,
      reason: 'Booked earlier by phone',
    });
    expect(moved.statusCode).toBe(200);
    const positions = await Promise.all([a, b, c].map(async (id) => (await track(id)).position));
    expect(positions).toEqual([2, 3, 1]);
    await expect.poll(() => watchA.order.at(-1)).toMatchObject({ orderId: a, position: 2 });
    const row = (await board()).waiting.find((e: { orderId: string }) => e.orderId === c);
    expect(row.reorderReason).toBe('Booked earlier by phone');

    const backwards = await act(owner, `${a}/move-up`, { beforeOrderId: c, reason: 'x y' });
    expect(backwards.statusCode).toBe(409);
    for (const id of [a, b, c]) await act(owner, `${id}/cancel`, { reason: 'test cleanup' });
  });

  it('keeps every shop to its own orders and staff to their roles', async () => {
    const orderId = await join();
    const foreign = await act(otherOwner, `${orderId}/cancel`, { reason: 'not mine' });
    expect(foreign.statusCode).toBe(404);
    expect(await track(orderId)).toMatchObject({ status: 'waiting' });
    const guest = await t.app.inject({ method: 'POST', url: `/api/staff/queue/${orderId}/finish` });
    expect(guest.statusCode).toBe(401);
    const unknown = await act(owner, '00000000-0000-4000-8000-000000000000/finish');
    expect(unknown.statusCode).toBe(404);
    await act(owner, `${orderId}/cancel`, { reason: 'test cleanup' });
  });

  it('opens, fills and closes the queue by hand for owner and receptionist, and customers see it', async () => {
    await clearQueue();
    const homePage = await listen((s) => watch(s, 'shop:watch', [shopId]));
    const patch = (who: { authorization: string }, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/staff/queue-status',
        headers: { authorization: who.authorization },
        payload,
      });
    expect((await patch(barber, { override: 'closed' })).statusCode).toBe(403);
    const closed = await patch(receptionist, { override: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.shop).toMatchObject({
      queueState: 'closed',
      queueStateOverride: 'closed',
    });
    await expect.poll(() => homePage.shop.at(-1)?.queueState).toBe('closed');
    const list = await t.app.inject({ method: 'GET', url: '/api/shops' });
    expect(list.json().data.find((s: { id: string }) => s.id === shopId).queueState).toBe('closed');

    const limited = await patch(owner, { override: null, queueLimit: 3 });
    expect(limited.json().data.shop).toMatchObject({
      queueState: 'open',
      queueLimit: 3,
      queueStateOverride: null,
    });
    expect((await patch(owner, {})).statusCode).toBe(400);
    expect((await patch(owner, { queueLimit: 0 })).statusCode).toBe(400);
    await patch(owner, { queueLimit: 30 });
  });

  it('shows the big screen to staff of the shop only, with codes instead of names', async () => {
    const orderId = await join('Kalle Kustaa Korhonen');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/current-status/${shopId}`,
      headers: { authorization: barber.authorization },
    });
    expect(res.statusCode).toBe(200);
    const screen = res.json().data;
    expect(screen.next.at(-1)).toMatchObject({ code: (await track(orderId)).shortCode });
    expect(JSON.stringify(screen)).not.toMatch(/Kalle|Korhonen/);
    expect(screen.joinUrl).toBe(`${testOrigin}/barbershop/${shopId}`);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/staff/current-status/${shopId}`,
      headers: { authorization: otherOwner.authorization },
    });
    expect(foreign.statusCode).toBe(404);
    await act(owner, `${orderId}/cancel`, { reason: 'test cleanup' });
  });

  it('keeps a message list with an unread count, marked read per shop', async () => {
    const list = async (who = owner) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/staff/messages',
          headers: { authorization: who.authorization },
        })
      ).json();
    const before = await list();
    expect(before.unread).toBeGreaterThan(0);
    expect(before.data[0]).toMatchObject({ kind: 'walk_in', isRead: false });
    expect((await list(otherOwner)).data).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/messages/read',
      headers: { authorization: otherOwner.authorization },
      payload: {},
    });
    expect((await list()).unread).toBe(before.unread);
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/messages/read',
      headers: { authorization: barber.authorization },
      payload: {},
    });
    expect((await list()).unread).toBe(0);
  });
});
