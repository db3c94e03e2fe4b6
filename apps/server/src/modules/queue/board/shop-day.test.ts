import type {
  CurrentStatus,
  OrderPlacePayload,
  QueueBoard,
  ShopBarber,
  StaffBookingPayload,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSlotClaims, queueEntries } from '../../../db/schema/index';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import {
  createBooking,
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
  everyDay,
} from '../../../test/factories';
import { watch } from '../../../test/live-pages';
import { loginAs } from '../../../test/login';
import { alertRunsSettled } from '../alerts/order-alerts.service';

/**
 * Wednesday 25 November 2026 in Helsinki (UTC+2). `local('09:40')` is that day's 09:40 on
 * the shop's clock; the app's clock is set by the tests.
 */
const local = (time: string, seconds = 0) =>
  new Date(Date.parse(`2026-11-25T${time}:00+02:00`) + seconds * 1000);
/**
 * A screen's estimate is about the start computed by hand with every visit taking its
 * catalogue time and everyone coming: within 3 minutes, and inside the range shown (the
 * estimate plays out visits that run shorter or longer and customers who do not come).
 */
const expectAbout = (
  place: {
    estimatedStart: string | null;
    estimatedRange?: { earliest: string; latest: string } | null;
  },
  time: string,
) => {
  const hand = local(time).getTime();
  expect(place.estimatedStart, `an estimate near ${time}`).not.toBeNull();
  const off = Math.abs(Date.parse(place.estimatedStart ?? '') - hand);
  expect(off, `${place.estimatedStart} near ${time}`).toBeLessThanOrEqual(3 * 60_000);
  if (place.estimatedRange === undefined) return;
  expect(Date.parse(place.estimatedRange?.earliest ?? '')).toBeLessThanOrEqual(hand);
  expect(Date.parse(place.estimatedRange?.latest ?? '')).toBeGreaterThanOrEqual(hand);
};
/**
 * Minutes to wait for a start about `minutes` away, as the estimate rounds it. Far back in a
 * queue it may come a few minutes sooner than by hand: in some of the simulated days someone
 * ahead does not come.
 */
const expectWaitAbout = (wait: number, minutes: number) => {
  expect(wait).toBeGreaterThanOrEqual(minutes - 6);
  expect(wait).toBeLessThanOrEqual(minutes + 3);
};
const clockOf = (iso: string | null) =>
  iso === null
    ? null
    : new Intl.DateTimeFormat('fi-FI', {
        timeZone: 'Europe/Helsinki',
        hour: '2-digit',
        minute: '2-digit',
      })
        .format(new Date(iso))
        .replace('.', ':');

let clock = local('09:40');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => clock);
});
afterAll(() => t.close());

type Who = { authorization: string };

/**
 * A shop opening at 09:00 with two chairs and two barbers, Aino (the owner) and Eero, both
 * available, and Riikka at the desk. At 09:40 Aino has been cutting a 30-minute walk-in since
 * 09:20 (ten minutes to spare before the first booking, so a cut a little long does not decide
 * the day); two 30-minute bookings start at 10:00 and 10:30; three walk-ins wait: W1 (any
 * barber, 30 min, since 09:20), W2 (asked for Aino, 20 min, since 09:25), W3 (any, 45 min,
 * since 09:35).
 */
async function theDay() {
  const db = t.database.db;
  const shop = await createShop(db, {
    chairCount: 2,
    queueLimit: 30,
    openingHours: everyDay('09:00', '18:00'),
  });
  const aino = await createStaff(db, shop.id, { role: 'owner', name: 'Aino' });
  const eero = await createStaff(db, shop.id, { role: 'barber', name: 'Eero' });
  const riikka = await createStaff(db, shop.id, {
    role: 'receptionist',
    name: 'Riikka',
    liveStatus: null,
  });
  const inChair = await createQueueEntry(db, shop.id, {
    status: 'in_service',
    barberId: aino.id,
    joinedAt: local('09:00'),
    sortKey: local('09:00'),
    startedAt: local('09:20'),
    totalDurationMinutes: 30,
  });
  const b1 = await createBooking(db, shop.id, {
    customerName: 'Matti Booked',
    startAt: local('10:00'),
    totalDurationMinutes: 30,
  });
  const b2 = await createBooking(db, shop.id, {
    customerName: 'Liisa Booked',
    startAt: local('10:30'),
    totalDurationMinutes: 30,
  });
  const waiting = async (since: string, minutes: number, barberId: string | null = null) =>
    createQueueEntry(db, shop.id, {
      joinedAt: local(since),
      sortKey: local(since),
      totalDurationMinutes: minutes,
      requestedBarberId: barberId,
    });
  const w1 = await waiting('09:20', 30);
  const w2 = await waiting('09:25', 20, aino.id);
  const w3 = await waiting('09:35', 45);
  const as = {
    aino: await loginAs(t.app, aino.email),
    eero: await loginAs(t.app, eero.email),
    riikka: await loginAs(t.app, riikka.email),
  };
  return { shop, aino, eero, inChair, b1, b2, w1, w2, w3, as };
}

const board = async (who: Who): Promise<QueueBoard> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/staff/queue', headers: who });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const post = (who: Who, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who, ...(payload ? { payload } : {}) });
const tracking = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` })).json().data;

describe('a day with bookings, a chosen barber and a break', () => {
  it('gives every screen the estimates computed by hand', async () => {
    clock = local('09:40');
    const day = await theDay();

    // 09:40, chairs Aino (busy to 09:50) and Eero (free), served the way the shop does: when
    // a chair frees, a booking whose time has come takes it; otherwise the barber takes the
    // first customer who may have him, unless their catalogue time would still run at a
    // booking's time and no colleague is free by then.
    //  09:40 Eero: W1 (any, 30) would run to 10:10, past the 10:00 booking, but Aino is free
    //    by then: W1 starts now.
    //  09:50 Aino frees: W2 (Aino, 20) would run past 10:00 and Eero is not free by then, so
    //    she keeps her chair; at 10:00 she takes the 10:00 booking (to 10:30).
    //  10:10 Eero frees: W2 waits for Aino; W3 (any, 45) would run past 10:30, but Aino
    //    frees then: W3 starts at 10:10.
    //  10:30 Aino takes the 10:30 booking (to 11:00). 10:55 Eero frees: a newcomer for any
    //    barber starts then, 75 minutes away. 11:00 Aino: W2 (Aino, 20) starts.
    const first = await board(day.as.riikka);
    expect(first.waiting.map((w) => w.orderId)).toEqual([day.w1.id, day.w2.id, day.w3.id]);
    first.waiting.forEach((w, i) => {
      expectAbout(w, ['09:40', '11:00', '10:10'][i] ?? '');
    });
    expect(first.shop.workingChairs).toBe(2);
    expectWaitAbout(first.shop.newcomerWait, 75);
    expect(Date.parse(first.shop.newcomerRange?.latest ?? '')).toBeGreaterThanOrEqual(
      local('10:55').getTime(),
    );
    // Today's bookings on the board, in time order.
    expect(first.bookings.map((b) => [b.orderId, clockOf(b.startAt), b.stage])).toEqual([
      [day.b1.id, '10:00', 'booked'],
      [day.b2.id, '10:30', 'booked'],
    ]);
    expect(first.bookings[0]).toMatchObject({
      customerName: 'Matti Booked',
      totalDuration: 30,
      barberName: null,
    });
    // Aino is cutting, so the board shows her busy whatever status she set.
    expect(first.barbers.map((b) => [b.name, b.status, b.servingOrderId])).toEqual([
      ['Aino', 'busy', day.inChair.id],
      ['Eero', 'available', null],
    ]);
    // The customer's own page, the shop page and the big screen say the same.
    const w2 = await tracking(day.w2.id);
    expect(w2).toMatchObject({
      position: 2,
      estimatedStart: first.waiting[1]?.estimatedStart,
    });
    expectAbout(w2, '11:00');
    expectWaitAbout(w2.waitingTime, 80);
    const shopPage = (
      await t.app.inject({ method: 'GET', url: `/api/shops/${day.shop.id}` })
    ).json().data;
    expect(shopPage.waitingTime).toBe(first.shop.newcomerWait);
    expect(shopPage.waitRange).toEqual(first.shop.newcomerRange);
    const bigScreen = async (): Promise<CurrentStatus> =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/current-status/${day.shop.id}`,
          headers: day.as.eero,
        })
      ).json().data;
    expect(await bigScreen()).toMatchObject({
      newcomerWait: first.shop.newcomerWait,
      newcomerRange: first.shop.newcomerRange,
      nextBookingAt: local('10:00').toISOString(),
    });

    // Eero goes on a break for an hour: his chair takes nobody before 10:40, and Aino's
    // takes everyone until then.
    //  At 09:50 W1 would run past 10:00 and nobody else is free by then: Aino keeps her chair
    //  for the bookings, 10:00-10:30 and 10:30-11:00.
    //  10:40 Eero is back: W1 (any) 10:40-11:10. 11:00 Aino: W2 (hers) 11:00-11:20. 11:10
    //  Eero: W3 11:10-11:55. A newcomer 11:20 (100 min).
    const status = (who: Who, payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/status', headers: who, payload });
    const onBreak = await status(day.as.eero, { status: 'on_break', breakMinutes: 60 });
    expect(onBreak.statusCode).toBe(200);
    const atBreak = await board(day.as.riikka);
    atBreak.waiting.forEach((w, i) => {
      expectAbout(w, ['10:40', '11:00', '11:10'][i] ?? '');
    });
    expect(atBreak.shop.workingChairs).toBe(1);
    expectWaitAbout(atBreak.shop.newcomerWait, 100);
    expect(atBreak.barbers.find((b) => b.name === 'Eero')).toMatchObject({
      status: 'on_break',
      breakEndsAt: local('10:40').toISOString(),
    });
    const w3 = await tracking(day.w3.id);
    expectAbout(w3, '11:10');
    expectWaitAbout(w3.waitingTime, 90);
    const shopAtBreak = await t.app.inject({ method: 'GET', url: `/api/shops/${day.shop.id}` });
    expect(shopAtBreak.json().data.waitingTime).toBe(atBreak.shop.newcomerWait);
    // The big screen names each barber at work with the start the shop's page gives a
    // customer asking for them, and Eero's break with its end.
    const team = shopAtBreak.json().data.team as ShopBarber[];
    const aino = team.find((member) => member.name === 'Aino');
    expect(aino?.nextFreeAt).toEqual(expect.any(String));
    expect((await bigScreen()).barbers).toEqual([
      { name: 'Aino', nextFreeAt: aino?.nextFreeAt, breakEndsAt: null },
      {
        name: 'Eero',
        nextFreeAt: team.find((member) => member.name === 'Eero')?.nextFreeAt,
        breakEndsAt: local('10:40').toISOString(),
      },
    ]);

    // Back at once: his chair counts from now again, and the day is the first one.
    expect((await status(day.as.eero, { status: 'available' })).statusCode).toBe(200);
    const back = await board(day.as.riikka);
    back.waiting.forEach((w, i) => {
      expectAbout(w, ['09:40', '11:00', '10:10'][i] ?? '');
    });
    expect(back.barbers.find((b) => b.name === 'Eero')?.breakEndsAt).toBeNull();

    // Both leave for the day: nobody can say when anyone starts, and the queue stays open.
    await status(day.as.eero, { status: 'away' });
    await status(day.as.aino, { status: 'away' });
    const nobody = await board(day.as.riikka);
    expect(nobody.shop.workingChairs).toBe(0);
    expect((await bigScreen()).barbers).toEqual([]);
    expect(nobody.shop.queueState).toBe('open');
    expect(nobody.waiting.map((w) => w.estimatedStart)).toEqual([null, null, null]);
  });
});

describe("today's bookings run on the board", () => {
  let day: Awaited<ReturnType<typeof theDay>>;
  const step = (who: Who, bookingId: string, action: string, payload?: object) =>
    post(who, `/api/staff/queue/bookings/${bookingId}/${action}`, payload);
  const stageOf = async (bookingId: string) =>
    (await board(day.as.riikka)).bookings.find((b) => b.orderId === bookingId);

  beforeAll(async () => {
    clock = local('09:40');
    day = await theDay();
  });

  it('checks a booked customer in, once', async () => {
    clock = local('09:50');
    expect((await step(day.as.riikka, day.b1.id, 'check-in')).statusCode).toBe(200);
    clock = local('09:52');
    expect((await step(day.as.eero, day.b1.id, 'check-in')).statusCode).toBe(200);
    expect(await stageOf(day.b1.id)).toMatchObject({ stage: 'checked_in', isAtLocation: true });
  });

  it('refuses a no-show before the booked time, and a barber who is cutting someone', async () => {
    clock = local('09:55');
    const early = await step(day.as.riikka, day.b1.id, 'no-show');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not come yet/);
    const busy = await step(day.as.riikka, day.b1.id, 'start', { barberId: day.aino.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('BARBER_BUSY');
    expect((await stageOf(day.b1.id))?.stage).toBe('checked_in');
  });

  it('starts the booked customer with a free barber, who is then busy for walk-ins too', async () => {
    clock = local('09:58');
    const started = await step(day.as.eero, day.b1.id, 'start', { barberId: day.eero.id });
    expect(started.statusCode).toBe(200);
    const view = await board(day.as.riikka);
    expect(view.bookings.find((b) => b.orderId === day.b1.id)).toMatchObject({
      stage: 'in_service',
      barberName: 'Eero',
      startedAt: local('09:58').toISOString(),
    });
    expect(view.barbers.find((b) => b.name === 'Eero')).toMatchObject({
      status: 'busy',
      servingOrderId: day.b1.id,
    });
    const walkIn = await post(day.as.riikka, `/api/staff/queue/${day.w1.id}/start`, {
      barberId: day.eero.id,
    });
    expect(walkIn.statusCode).toBe(409);
    expect(walkIn.json().code).toBe('BARBER_BUSY');
    // A started booking is not started again.
    const again = await step(day.as.aino, day.b1.id, 'start', { barberId: day.aino.id });
    expect(again.statusCode).toBe(409);
    // The big screen shows the booked customer in Eero's chair by their code.
    const screen = await t.app.inject({
      method: 'GET',
      url: `/api/staff/current-status/${day.shop.id}`,
      headers: day.as.riikka,
    });
    expect(screen.json().data.nowServing).toContainEqual({
      barberName: 'Eero',
      code: day.b1.shortCode,
      endsAt: local('10:28').toISOString(),
    });
  });

  it('finishes it, and takes the finish back within 10 seconds, slots and all', async () => {
    const claims = async () =>
      (
        await t.database.db
          .select()
          .from(bookingSlotClaims)
          .where(eq(bookingSlotClaims.bookingId, day.b1.id))
      ).length;
    clock = local('10:25');
    expect((await step(day.as.eero, day.b1.id, 'finish')).statusCode).toBe(200);
    expect(await stageOf(day.b1.id)).toMatchObject({
      stage: 'completed',
      endedAt: local('10:25').toISOString(),
    });
    expect(await claims()).toBe(0);

    clock = local('10:25', 10);
    expect((await step(day.as.riikka, day.b1.id, 'undo')).statusCode).toBe(200);
    expect(await stageOf(day.b1.id)).toMatchObject({
      stage: 'in_service',
      barberName: 'Eero',
      startedAt: local('09:58').toISOString(),
      endedAt: null,
    });
    expect(await claims()).toBe(1);

    clock = local('10:26');
    expect((await step(day.as.eero, day.b1.id, 'finish')).statusCode).toBe(200);
    clock = local('10:26', 11);
    const late = await step(day.as.eero, day.b1.id, 'undo');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('UNDO_EXPIRED');
    expect((await stageOf(day.b1.id))?.stage).toBe('completed');
    // A finished booking is not finished again.
    expect((await step(day.as.eero, day.b1.id, 'finish')).statusCode).toBe(409);
  });

  it('marks a no-show once the time has come, and takes it back within 10 seconds', async () => {
    clock = local('10:31');
    expect((await step(day.as.riikka, day.b2.id, 'no-show')).statusCode).toBe(200);
    expect((await stageOf(day.b2.id))?.stage).toBe('no_show');
    clock = local('10:31', 9);
    expect((await step(day.as.riikka, day.b2.id, 'undo')).statusCode).toBe(200);
    expect(await stageOf(day.b2.id)).toMatchObject({ stage: 'booked', endedAt: null });
    // Nothing to take back on a booking that was not finished or marked.
    const nothing = await step(day.as.riikka, day.b2.id, 'undo');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('UNDO_EXPIRED');
  });

  it("answers 404 for another shop's bookings and for ids that are not bookings", async () => {
    const other = await createShop(t.database.db);
    const stranger = await loginAs(
      t.app,
      (await createStaff(t.database.db, other.id, { name: 'Stranger' })).email,
    );
    for (const action of ['check-in', 'finish', 'no-show', 'undo']) {
      expect((await step(stranger, day.b2.id, action)).statusCode).toBe(404);
      expect((await step(day.as.riikka, 'not-a-booking', action)).statusCode).toBe(404);
      expect((await step(day.as.riikka, day.w1.id, action)).statusCode).toBe(404);
    }
    expect((await stageOf(day.b2.id))?.stage).toBe('booked');
  });
});

describe('taking back a walk-in step', () => {
  it('undoes a finish or a no-show for 10 seconds, exactly as it was', async () => {
    clock = local('09:40');
    const day = await theDay();
    const undo = (orderId: string) => post(day.as.eero, `/api/staff/queue/${orderId}/undo`);
    // The row as it was, but for its revision: taking a step back is news to every page too,
    // so it counts as a change of its own.
    const row = async (orderId: string) => {
      const [found] = await t.database.db
        .select()
        .from(queueEntries)
        .where(eq(queueEntries.id, orderId));
      if (!found) throw new Error(`no entry ${orderId}`);
      const { revision, ...asItWas } = found;
      return { revision, asItWas };
    };

    clock = local('09:59');
    const before = await row(day.inChair.id);
    expect((await post(day.as.aino, `/api/staff/queue/${day.inChair.id}/finish`)).statusCode).toBe(
      200,
    );
    clock = local('09:59', 10);
    expect((await undo(day.inChair.id)).statusCode).toBe(200);
    const undone = await row(day.inChair.id);
    expect(undone.asItWas).toEqual(before.asItWas);
    expect(undone.revision).toBe(before.revision + 2);

    // A no-show comes after a call; taken back, the customer waits in their place again.
    await t.database.db
      .update(queueEntries)
      .set({ calledAt: local('09:58'), callCount: 1 })
      .where(eq(queueEntries.id, day.w1.id));
    // The alerts the earlier steps check in the background (time to leave) are written first.
    await alertRunsSettled(t.app.ctx);
    const waitingBefore = await row(day.w1.id);
    clock = local('10:00');
    expect((await post(day.as.riikka, `/api/staff/queue/${day.w1.id}/no-show`)).statusCode).toBe(
      200,
    );
    clock = local('10:00', 5);
    expect((await undo(day.w1.id)).statusCode).toBe(200);
    const waitingAgain = await row(day.w1.id);
    expect(waitingAgain.asItWas).toEqual(waitingBefore.asItWas);
    expect(waitingAgain.revision).toBeGreaterThan(waitingBefore.revision);
    expect((await board(day.as.riikka)).waiting[0]?.orderId).toBe(day.w1.id);

    // After 10 seconds, or for a step that cannot be taken back: 409.
    clock = local('10:01');
    await post(day.as.aino, `/api/staff/queue/${day.inChair.id}/finish`);
    clock = local('10:01', 11);
    const late = await undo(day.inChair.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('UNDO_EXPIRED');
    expect((await row(day.inChair.id)).asItWas.status).toBe('served');
    expect((await undo(day.w2.id)).statusCode).toBe(409);
  });

  it('keeps a finish when the barber has already taken the next customer', async () => {
    clock = local('09:40');
    const day = await theDay();
    clock = local('10:00');
    await post(day.as.aino, `/api/staff/queue/${day.inChair.id}/finish`);
    clock = local('10:00', 3);
    const next = await post(day.as.aino, `/api/staff/queue/${day.w2.id}/start`, {
      barberId: day.aino.id,
    });
    expect(next.statusCode).toBe(200);
    clock = local('10:00', 6);
    const undo = await post(day.as.aino, `/api/staff/queue/${day.inChair.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().code).toBe('BARBER_BUSY');
  });
});

describe('announcements after a booking moves on the board', () => {
  const sockets: Socket[] = [];
  let address: string | undefined;
  const listening = async () => {
    address ??= await t.app.listen({ host: '127.0.0.1', port: 0 });
    return address;
  };
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it("tells the staff room and every waiting customer's page, after the change", async () => {
    // One barber, Aino, free at 09:45; a 30-minute booking at 10:00; Ville waits (30 min).
    // He cannot start before the booking (09:45-10:15 would cut into it): 10:30. The booked
    // customer comes early and Aino takes them at once (09:45-10:15): Ville starts at 10:15.
    clock = local('09:45');
    const db = t.database.db;
    const shop = await createShop(db, { chairCount: 1, openingHours: everyDay('09:00', '18:00') });
    const aino = await createStaff(db, shop.id, { name: 'Aino' });
    const booking = await createBooking(db, shop.id, { startAt: local('10:00') });
    const ville = await createQueueEntry(db, shop.id, { customerName: 'Ville' });
    const staff = await loginAs(t.app, aino.email);
    expectAbout(await tracking(ville.id), '10:30');

    const url = await listening();
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(
      await new Promise<boolean>((resolve) =>
        socket.emit('staff:watch', staff.accessToken, resolve),
      ),
    ).toBe(true);
    const announced = new Promise<StaffBookingPayload>((resolve) =>
      socket.on('staff:booking', resolve),
    );
    const place = new Promise<OrderPlacePayload>((resolve) =>
      socket.on('order:place', (p) => {
        if (p.orderId === ville.id) resolve(p);
      }),
    );
    await watch(socket, 'order:watch', ville.id);

    const started = await step(staff, booking.id, 'start', { barberId: aino.id });
    expect(started.statusCode).toBe(200);
    expect(await announced).toMatchObject({ kind: 'started', bookingId: booking.id });
    const moved = await place;
    expect(moved.position).toBe(1);
    expectAbout(moved, '10:15');
  });

  it("moves the waiting customers' places when a customer books a time today", async () => {
    // One barber, Aino, free at 09:45; Veera waits (30 min) and would start now. A customer
    // books 10:00-10:30: Veera's 30 minutes no longer fit before it, so she starts at 10:30.
    clock = local('09:45');
    const db = t.database.db;
    const shop = await createShop(db, {
      chairCount: 1,
      bookingFeeCents: 0,
      openingHours: everyDay('09:00', '18:00'),
    });
    await createStaff(db, shop.id, { name: 'Aino' });
    const { services } = await createCatalogue(db, shop.id, {
      services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
      addons: [],
    });
    const veera = await createQueueEntry(db, shop.id, { customerName: 'Veera' });
    expectAbout(await tracking(veera.id), '09:45');

    const url = await listening();
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const place = new Promise<OrderPlacePayload>((resolve) =>
      socket.on('order:place', (p) => {
        if (p.orderId === veera.id) resolve(p);
      }),
    );
    await watch(socket, 'order:watch', veera.id);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/pre-booking',
      payload: {
        name: 'Booker',
        phone: '040 5554321',
        email: 'booker@example.fi',
        shopId: shop.id,
        services: [{ id: services[0]?.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        date: '2026-11-25',
        time: '10:00',
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.booking.status).toBe('confirmed');
    expectAbout(await place, '10:30');
  });

  function step(who: Who, bookingId: string, action: string, payload?: object) {
    return post(who, `/api/staff/queue/bookings/${bookingId}/${action}`, payload);
  }
});
