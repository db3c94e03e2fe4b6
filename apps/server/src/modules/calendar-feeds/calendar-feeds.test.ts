import { calendarFeedPaths, staffBookingPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, staffUsers } from '../../db/schema';
import { bookableShop, bookingBody, postBooking } from '../../test/bookable-shop';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createQueueEntry, createStaff, everyDay } from '../../test/factories';
import { loginAs } from '../../test/login';
import { pinnedClock } from '../../test/pinned-clock';

// Saturday 20 March 2027, 10:00 in Helsinki. Summer time starts there on Sunday 28 March.
const clock = pinnedClock('2027-03-20T08:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

type Who = { authorization: string };

const call = (who: Who, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization, 'x-lang': 'en' },
    ...(body ? { payload: body } : {}),
  });

/** A shop with Aino (owner), Bruno (barber, signs in), Riikka (desk) and two more barbers. */
async function team() {
  const f = await bookableShop(t, { chairCount: 2, openingHours: everyDay('09:00', '18:00') });
  const db = t.database.db;
  const aino = await createStaff(db, f.shop.id, { role: 'owner', name: 'Aino' });
  const bruno = await createStaff(db, f.shop.id, { role: 'barber', name: 'Bruno' });
  const riikka = await createStaff(db, f.shop.id, { role: 'receptionist', liveStatus: null });
  return {
    ...f,
    aino,
    bruno,
    as: {
      aino: await loginAs(t.app, aino.email),
      bruno: await loginAs(t.app, bruno.email),
      riikka: await loginAs(t.app, riikka.email),
    },
  };
}
type Team = Awaited<ReturnType<typeof team>>;

async function book(f: Team, date: string, time: string, name: string, barberId: string) {
  const res = await postBooking(t, { ...bookingBody(f, date, time, { name }), barberId });
  expect(res.statusCode).toBe(201);
  return res.json().data.booking as { id: string };
}

async function makeFeed(who: Who, scope: string, withWalkIns = false) {
  const res = await call(who, 'PUT', calendarFeedPaths.feed(scope), { withWalkIns });
  expect(res.statusCode).toBe(200);
  return res.json().data as { url: string; webcalUrl: string };
}

const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${new URL(url).pathname}${new URL(url).search}`, headers });

interface ReadEvent {
  uid: string;
  summary: string;
  status: string;
  sequence: number;
  /** Start and end as a Helsinki wall clock reads them. */
  local: string;
}

const helsinki = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Helsinki',
  dateStyle: 'short',
  timeStyle: 'short',
});

// RFC 5545 reads a property it does not define as TEXT; ical.js must be told so for the name.
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

/** The feed as a calendar app reads it, through a real iCalendar parser. */
async function readFeed(url: string) {
  const res = await fetchFeed(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events: ReadEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      local: `${helsinki.format(event.startDate.toJSDate())}-${helsinki.format(event.endDate.toJSDate()).slice(11)}`,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events, res };
}

describe('a barber’s calendar feed', () => {
  it('holds their bookings at the right wall-clock time across the DST change, moved and cancelled ones too', async () => {
    const f = await team();
    const before = await book(f, '2027-03-27', '10:00', 'Matti Meikäläinen', f.bruno.id);
    const after = await book(f, '2027-03-29', '10:00', 'Liisa Laine', f.bruno.id);
    const moved = await book(f, '2027-03-27', '14:00', 'Pekka Puu', f.bruno.id);
    const cancelled = await book(f, '2027-03-27', '12:00', 'Sanna Sade', f.bruno.id);
    const others = await book(f, '2027-03-27', '10:00', 'Someone Else', f.aino.id);

    const moveRes = await t.app.inject({
      method: 'POST',
      url: staffBookingPaths.move(moved.id),
      headers: { authorization: f.as.aino.authorization },
      payload: { date: '2027-03-29', time: '15:00' },
    });
    expect(moveRes.statusCode).toBe(200);
    const cancelRes = await t.app.inject({
      method: 'POST',
      url: staffBookingPaths.cancel(cancelled.id),
      headers: { authorization: f.as.aino.authorization },
      payload: { reason: 'Barber ill' },
    });
    expect(cancelRes.statusCode).toBe(200);

    const { url, webcalUrl } = await makeFeed(f.as.bruno, f.bruno.id);
    expect(webcalUrl).toBe(url.replace(/^http:/, 'webcal:'));
    const feed = await readFeed(url);
    expect(feed.name).toBe(`Bruno, ${f.shop.name}`);
    const byUid = new Map(feed.events.map((event) => [event.uid, event]));
    expect(byUid.get(`${before.id}@jono`)).toMatchObject({
      summary: 'Matti · Haircut',
      local: '2027-03-27 10:00-10:30',
      status: 'CONFIRMED',
      sequence: 0,
    });
    // After the clocks went forward the same wall-clock hour is an hour earlier in UTC.
    expect(byUid.get(`${after.id}@jono`)).toMatchObject({ local: '2027-03-29 10:00-10:30' });
    expect(byUid.get(`${moved.id}@jono`)).toMatchObject({
      local: '2027-03-29 15:00-15:30',
      sequence: 1,
      status: 'CONFIRMED',
    });
    expect(byUid.get(`${cancelled.id}@jono`)).toMatchObject({
      summary: 'Cancelled: Sanna · Haircut',
      status: 'CANCELLED',
      sequence: 1,
    });
    expect(byUid.has(`${others.id}@jono`)).toBe(false);
    expect(feed.events).toHaveLength(4);
  });

  it('answers a renewed or stopped address 404, and only the newest address works', async () => {
    const f = await team();
    const first = await makeFeed(f.as.bruno, f.bruno.id);
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = await makeFeed(f.as.bruno, f.bruno.id);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect((await fetchFeed(second.url)).statusCode).toBe(200);

    const stop = await call(f.as.bruno, 'DELETE', calendarFeedPaths.feed(f.bruno.id));
    expect(stop.statusCode).toBe(200);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await call(f.as.bruno, 'DELETE', calendarFeedPaths.feed(f.bruno.id))).statusCode).toBe(
      404,
    );
  });

  it('ends when its member leaves the shop', async () => {
    const f = await team();
    const { url } = await makeFeed(f.as.aino, f.barbers[0]?.id ?? '');
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await t.database.db
      .update(staffUsers)
      .set({ isActive: false })
      .where(eq(staffUsers.id, f.barbers[0]?.id ?? ''));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('answers one address 30 times a minute, then 429 until the minute is over', async () => {
    const f = await team();
    const { url } = await makeFeed(f.as.bruno, f.bruno.id);
    const other = await makeFeed(f.as.aino, f.aino.id);
    const codes = [];
    // A query string makes no new address.
    for (let i = 0; i < 31; i++) codes.push((await fetchFeed(`${url}?n=${i}`)).statusCode);
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(codes[30]).toBe(429);
    expect((await fetchFeed(other.url)).statusCode).toBe(200);
  });

  it('is cached by its ETag until something in it changes', async () => {
    const f = await team();
    const { url } = await makeFeed(f.as.bruno, f.bruno.id);
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    expect((await fetchFeed(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await book(f, '2027-03-24', '11:00', 'New Booker', f.bruno.id);
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('the shop’s calendar feed', () => {
  it('names each booking’s barber, shows walk-ins served on request, and names customers as the owner chose', async () => {
    const f = await team();
    const barber = f.barbers[0];
    if (!barber) throw new Error('no barber');
    const booked = await book(f, '2027-03-23', '09:00', 'Ville Vallaton', barber.id);
    const walkIn = await createQueueEntry(t.database.db, f.shop.id, {
      customerName: 'Kalle Kävijä',
      status: 'served',
      barberId: f.bruno.id,
      items: [
        {
          id: barber.id,
          name: 'Beard',
          priceCents: 1500,
          durationMinutes: 15,
          quantity: 2,
          addons: [],
        },
      ],
      startedAt: new Date('2027-03-19T09:00:00Z'),
      finishedAt: new Date('2027-03-19T09:25:00Z'),
    });

    expect(
      (await call(f.as.bruno, 'PUT', calendarFeedPaths.feed('shop'), { withWalkIns: true }))
        .statusCode,
    ).toBe(403);
    const { url } = await makeFeed(f.as.aino, 'shop');
    const plain = await readFeed(url);
    expect(plain.name).toBe(`${f.shop.name}: bookings`);
    expect(plain.events.map((e) => e.summary)).toEqual(['Barber 1: Ville · Haircut']);

    const withWalkIns = await call(f.as.aino, 'PATCH', calendarFeedPaths.feed('shop'), {
      withWalkIns: true,
    });
    expect(withWalkIns.statusCode).toBe(200);
    expect(
      (await call(f.as.aino, 'PATCH', calendarFeedPaths.settings, { customerNames: 'full' }))
        .statusCode,
    ).toBe(200);
    const full = await readFeed(url);
    expect(full.events).toEqual([
      expect.objectContaining({
        uid: `walk-in-${walkIn.id}@jono`,
        summary: 'Walk-in: Bruno: Kalle Kävijä · Beard × 2',
        local: '2027-03-19 11:00-11:25',
      }),
      expect.objectContaining({
        uid: `${booked.id}@jono`,
        summary: 'Barber 1: Ville Vallaton · Haircut',
      }),
    ]);

    expect(
      (await call(f.as.bruno, 'PATCH', calendarFeedPaths.settings, { customerNames: 'none' }))
        .statusCode,
    ).toBe(403);
    await call(f.as.aino, 'PATCH', calendarFeedPaths.settings, { customerNames: 'none' });
    expect((await readFeed(url)).events.map((e) => e.summary)).toEqual([
      'Walk-in: Bruno: Beard × 2',
      'Barber 1: Haircut',
    ]);
  });
});

describe('who makes which feed', () => {
  it('gives the owner the shop’s and everyone’s, a barber their own, the desk none', async () => {
    const f = await team();
    const list = await call(f.as.aino, 'GET', calendarFeedPaths.list);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ customerNames: 'first', canChooseNames: true });
    expect(
      list
        .json()
        .data.feeds.map((feed: { scope: string }) => feed.scope)
        .sort(),
    ).toEqual(['shop', f.aino.id, f.bruno.id, ...f.barbers.map((b) => b.id)].sort());

    const own = await call(f.as.bruno, 'GET', calendarFeedPaths.list);
    expect(own.json().data).toMatchObject({
      canChooseNames: false,
      feeds: [{ scope: f.bruno.id, memberName: 'Bruno', isActive: false, lastReadAt: null }],
    });
    const colleague = await call(f.as.bruno, 'PUT', calendarFeedPaths.feed(f.aino.id), {
      withWalkIns: false,
    });
    expect(colleague.statusCode).toBe(403);
    expect((await call(f.as.riikka, 'GET', calendarFeedPaths.list)).statusCode).toBe(403);

    const { url } = await makeFeed(f.as.aino, f.bruno.id);
    await fetchFeed(url);
    const used = await call(f.as.bruno, 'GET', calendarFeedPaths.list);
    expect(used.json().data.feeds[0]).toMatchObject({
      isActive: true,
      lastReadAt: clock.now().toISOString(),
    });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const f = await team();
    const cases: [Parameters<typeof call>[1], string, object | undefined, number][] = [
      ['PUT', calendarFeedPaths.feed('everyone'), { withWalkIns: false }, 400],
      ['PUT', calendarFeedPaths.feed('__proto__'), { withWalkIns: false }, 400],
      ['PUT', calendarFeedPaths.feed(f.bruno.id), { withWalkIns: 'yes' }, 400],
      [
        'PUT',
        calendarFeedPaths.feed('00000000-0000-4000-8000-000000000000'),
        { withWalkIns: false },
        404,
      ],
      ['PATCH', calendarFeedPaths.feed(f.bruno.id), { withWalkIns: true }, 404],
      ['PATCH', calendarFeedPaths.settings, { customerNames: 'everything' }, 400],
    ];
    for (const [method, url, body, status] of cases) {
      expect((await call(f.as.aino, method, url, body)).statusCode, `${method} ${url}`).toBe(
        status,
      );
    }
    for (const name of [
      'x.ics',
      `${'a'.repeat(43)}.txt`,
      '..%2F..%2Fetc',
      `${'A'.repeat(43)}.ics`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: calendarFeedPaths.file(name) });
      expect([400, 404]).toContain(res.statusCode);
    }
    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.shopId, f.shop.id));
    expect(rows).toHaveLength(0);
  });

  it('keeps one address working when renewals race', async () => {
    const f = await team();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(f.as.bruno, 'PUT', calendarFeedPaths.feed(f.bruno.id), { withWalkIns: false }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const working = [];
    for (const res of answers) {
      if ((await fetchFeed(res.json().data.url)).statusCode === 200) working.push(res);
    }
    expect(working).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.memberId, f.bruno.id));
    expect(rows).toHaveLength(1);
  });
});
