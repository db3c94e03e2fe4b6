import { randomUUID } from 'node:crypto';
import {
  type ApiKeyScope,
  apiKeyPaths,
  apiKeyScopes,
  canAccess,
  type DashboardArea,
  type Role,
  zonedInstant,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  barberTimeOff,
  blockedPhones,
  calendarFeeds,
  holidays,
  reviews,
  shopPhotos,
  shops,
  waitlistEntries,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from './db/schema';
import { createRefundRequest } from './test/booking-factories';
import { buildTestApp, type TestApp } from './test/build-test-app';
import {
  createBooking,
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
} from './test/factories';
import { loginAs } from './test/login';

/**
 * The permission matrix, generated from the contract: every staff endpoint, called as
 * owner, barber, receptionist, guest and another shop's owner, answers what the matrix says
 * (2xx, 403 or 401), and never hands another shop's ids to the caller (404).
 */

/** An API key of shop A holding one scope, made by its owner. */
type KeyCaller = `key ${ApiKeyScope}`;
type Caller = Role | 'guest' | 'otherOwner' | KeyCaller;
const keyCallers = apiKeyScopes.map((scope): KeyCaller => `key ${scope}`);
const callers: Caller[] = ['owner', 'barber', 'receptionist', 'guest', 'otherOwner', ...keyCallers];
const scopeOf = (caller: Caller) =>
  caller.startsWith('key ') ? (caller.slice('key '.length) as ApiKeyScope) : null;

interface Call {
  url: string;
  /** The body names shop A's things: another shop's owner must get 404 for them. */
  namesShopA?: true;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

let t: TestApp;
let shopId: string;
const tokens = new Map<Caller, string>();

/** Fresh things of shop A for each call, so a destructive call never spoils the next one. */
async function freshCategory() {
  return await createCatalogue(t.database.db, shopId, {
    addons: [{ name: 'Wax', priceCents: 300, durationMinutes: 5 }],
  });
}
const waiting = async (overrides = {}) =>
  (await createQueueEntry(t.database.db, shopId, overrides)).id;
const barberId = () => staffIds.get('barber') as string;
/** A customer's review of a served visit at shop A, without a reply or a report yet. */
async function freshReview() {
  const visit = await createQueueEntry(t.database.db, shopId, { status: 'served' });
  const [review] = await t.database.db
    .insert(reviews)
    .values({
      shopId,
      queueEntryId: visit.id,
      orderCode: visit.shortCode,
      stars: 4,
      authorName: 'Aino V.',
      visitMonth: '2026-11',
    })
    .returning();
  return review?.id as string;
}
/**
 * Shop A's one webhook endpoint, made afresh (so the shop never reaches its limit of ten),
 * with a delivered event a replay can repeat.
 */
async function freshEndpoint() {
  await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.shopId, shopId));
  const [endpoint] = await t.database.db
    .insert(webhookEndpoints)
    .values({
      shopId,
      url: 'https://hooks.example.com/jono',
      events: ['walk_in.joined'],
      secret: 'whsec_x',
    })
    .returning();
  const [event] = await t.database.db
    .insert(webhookEvents)
    .values({ shopId, type: 'walk_in.joined', subject: 'walk_in:x', data: {} })
    .returning();
  const [delivery] = await t.database.db
    .insert(webhookDeliveries)
    .values({
      eventId: event?.id as string,
      endpointId: endpoint?.id as string,
      status: 'delivered',
      nextAttemptAt: new Date(),
    })
    .returning();
  return { endpoint: endpoint?.id as string, delivery: delivery?.id as string };
}
const staffIds = new Map<string, string>();
const picture = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
const multipart = async (field: string) => {
  const boundary = 'perm-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await picture(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** Shop A's gallery holds exactly this one photo. */
async function galleryPhotoOfShopA() {
  await t.database.db.execute(`delete from shop_photos where kind = 'gallery'` as never);
  const [photo] = await t.database.db
    .insert(shopPhotos)
    .values({
      shopId,
      kind: 'gallery',
      files: [{ url: '/uploads/shops/x-320.webp', width: 320 }],
      width: 320,
      height: 240,
    })
    .returning();
  return photo?.id as string;
}

/** The barber's calendar feed, made if it is not there: the scope of the calls that change it. */
async function barbersFeed() {
  await t.database.db
    .insert(calendarFeeds)
    .values({ shopId, memberId: barberId(), secretHash: `perm-${Math.random()}`, language: 'en' })
    .onConflictDoNothing();
  return barberId();
}

let bookingMinute = 0;
/** A confirmed booking of shop A starting `days` days from now (negative: started), on a slot of its own. */
const bookingOfShopA = async (
  days: number,
  overrides: Partial<Parameters<typeof createBooking>[2]> = {},
) =>
  (
    await createBooking(t.database.db, shopId, {
      startAt: new Date(Date.now() + days * 86_400_000 + ++bookingMinute * 60_000),
      ...overrides,
    })
  ).id;
let blockedPhone = 0;
/** Tomorrow, so a holiday on it is never in the past in any shop's time zone. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let moveHour = 0;
let giveSlot = 0;

/** How to make a valid call to each staff route; the test fails on a route missing here. */
const calls: Record<string, () => Promise<Call>> = {
  'GET /api/users/team': async () => ({ url: '/api/users/team' }),
  // Every caller here is verified: the answer says so and sends nothing.
  'POST /api/auth/resend-verification': async () => ({ url: '/api/auth/resend-verification' }),
  'PATCH /api/users/update-profile': async () => {
    const boundary = 'perm-profile';
    return {
      url: '/api/users/update-profile',
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mailPermissions"\r\n\r\ntrue\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  },
  'PATCH /api/users/status': async () => ({
    url: '/api/users/status',
    payload: { status: 'available' },
  }),
  'GET /api/staff/queue': async () => ({ url: '/api/staff/queue' }),
  'POST /api/staff/queue/:orderId/start': async () => {
    await t.database.db.execute(
      `update queue_entries set status = 'served' where status = 'in_service'` as never,
    );
    return {
      url: `/api/staff/queue/${await waiting()}/start`,
      payload: { barberId: barberId() },
      namesShopA: true,
    };
  },
  'POST /api/staff/queue/:orderId/finish': async () => ({
    url: `/api/staff/queue/${await waiting({ status: 'in_service', startedAt: new Date() })}/finish`,
  }),
  'POST /api/staff/queue/:orderId/call': async () => ({
    url: `/api/staff/queue/${await waiting()}/call`,
    payload: { chair: 1 },
  }),
  'POST /api/staff/queue/:orderId/no-show': async () => ({
    url: `/api/staff/queue/${await waiting({ calledAt: new Date(), callCount: 1 })}/no-show`,
  }),
  'POST /api/staff/queue/:orderId/cancel': async () => ({
    url: `/api/staff/queue/${await waiting()}/cancel`,
    payload: { reason: 'asked to' },
  }),
  'POST /api/staff/queue/:orderId/move-up': async () => {
    const ahead = await waiting({ sortKey: new Date(Date.now() - 60_000) });
    const mover = await waiting({ isAtLocation: true });
    return {
      url: `/api/staff/queue/${mover}/move-up`,
      payload: { beforeOrderId: ahead, reason: 'was here first' },
    };
  },
  'POST /api/staff/queue/:orderId/undo': async () => ({
    url: `/api/staff/queue/${await waiting({ status: 'no_show', cancelledAt: new Date(), cancelReason: 'no-show' })}/undo`,
  }),
  'POST /api/staff/queue/bookings/:bookingId/check-in': async () => ({
    url: `/api/staff/queue/bookings/${await bookingOfShopA(0)}/check-in`,
  }),
  'POST /api/staff/queue/bookings/:bookingId/start': async () => {
    await t.database.db.execute(
      `update queue_entries set status = 'served' where status = 'in_service'` as never,
    );
    await t.database.db.execute(
      `update bookings set status = 'completed' where started_at is not null` as never,
    );
    return {
      url: `/api/staff/queue/bookings/${await bookingOfShopA(0)}/start`,
      payload: { barberId: barberId() },
      namesShopA: true,
    };
  },
  'POST /api/staff/queue/bookings/:bookingId/finish': async () => ({
    url: `/api/staff/queue/bookings/${await bookingOfShopA(0, { startedAt: new Date() })}/finish`,
  }),
  'POST /api/staff/queue/bookings/:bookingId/no-show': async () => ({
    url: `/api/staff/queue/bookings/${await bookingOfShopA(-1)}/no-show`,
  }),
  'POST /api/staff/queue/bookings/:bookingId/undo': async () => ({
    url: `/api/staff/queue/bookings/${await bookingOfShopA(0, { status: 'no_show', cancelledAt: new Date(), cancelReason: 'no-show' })}/undo`,
  }),
  'POST /api/staff/desk/:id/walk-ins': async () => ({
    url: `/api/staff/desk/${shopId}/walk-ins`,
    payload: {
      name: 'Added at the desk',
      services: [{ id: (await freshCategory()).services[0]?.id, quantity: 1, addons: [] }],
    },
  }),
  'PATCH /api/staff/queue/:orderId/barber': async () => ({
    url: `/api/staff/queue/${await waiting()}/barber`,
    payload: { barberId: barberId() },
  }),
  'PATCH /api/staff/queue-status': async () => ({
    url: '/api/staff/queue-status',
    payload: { override: null },
  }),
  'GET /api/staff/current-status/:id': async () => ({ url: `/api/staff/current-status/${shopId}` }),
  'GET /api/staff/blocked-phones': async () => ({ url: '/api/staff/blocked-phones' }),
  'POST /api/staff/blocked-phones': async () => ({
    url: '/api/staff/blocked-phones',
    payload: { phone: `040 ${String(7_600_000 + ++blockedPhone)}` },
  }),
  'DELETE /api/staff/blocked-phones/:blockId': async () => {
    const [block] = await t.database.db
      .insert(blockedPhones)
      .values({ shopId, phone: `+35840${String(7_600_000 + ++blockedPhone)}` })
      .returning();
    return { url: `/api/staff/blocked-phones/${block?.id}` };
  },
  'GET /api/staff/messages': async () => ({ url: '/api/staff/messages' }),
  'POST /api/staff/messages/read': async () => ({ url: '/api/staff/messages/read', payload: {} }),
  'GET /api/manage/categories': async () => ({ url: '/api/manage/categories' }),
  'POST /api/manage/categories': async () => ({
    url: '/api/manage/categories',
    payload: { name: 'New category' },
  }),
  'PUT /api/manage/categories/order': async () => {
    const rows = (
      await t.app.inject({
        method: 'GET',
        url: '/api/manage/categories',
        headers: { authorization: tokens.get('owner') as string },
      })
    ).json().data;
    return {
      url: '/api/manage/categories/order',
      payload: { ids: rows.map((r: { id: string }) => r.id).reverse() },
      namesShopA: true,
    };
  },
  'PATCH /api/manage/categories/:id': async () => ({
    url: `/api/manage/categories/${(await freshCategory()).category.id}`,
    payload: { name: 'Renamed' },
  }),
  'DELETE /api/manage/categories/:id': async () => {
    const owner = { authorization: tokens.get('owner') as string };
    const name = `Empty ${Math.random().toString(36).slice(2)}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/manage/categories',
      headers: owner,
      payload: { name },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/manage/categories',
      headers: owner,
    });
    const row = list.json().data.find((c: { name: string }) => c.name === name);
    return { url: `/api/manage/categories/${row.id}` };
  },
  'GET /api/manage/services': async () => ({ url: '/api/manage/services' }),
  'POST /api/manage/services': async () => ({
    url: '/api/manage/services',
    payload: {
      categoryId: (await freshCategory()).category.id,
      name: 'Trim',
      price: 20,
      duration: 15,
    },
    namesShopA: true,
  }),
  'PUT /api/manage/services/order': async () => {
    const rows = (
      await t.app.inject({
        method: 'GET',
        url: '/api/manage/services',
        headers: { authorization: tokens.get('owner') as string },
      })
    ).json().data;
    return {
      url: '/api/manage/services/order',
      payload: { ids: rows.map((r: { id: string }) => r.id).reverse() },
      namesShopA: true,
    };
  },
  'PATCH /api/manage/services/:id': async () => ({
    url: `/api/manage/services/${(await freshCategory()).services[0]?.id}`,
    payload: { price: 35.5 },
  }),
  'DELETE /api/manage/services/:id': async () => ({
    url: `/api/manage/services/${(await freshCategory()).services[0]?.id}`,
  }),
  'GET /api/manage/addons': async () => ({ url: '/api/manage/addons' }),
  'POST /api/manage/addons': async () => ({
    url: '/api/manage/addons',
    payload: {
      name: 'Beard oil',
      price: 4,
      duration: 0,
      serviceIds: [(await freshCategory()).services[0]?.id],
    },
    namesShopA: true,
  }),
  'PATCH /api/manage/addons/:id': async () => ({
    url: `/api/manage/addons/${(await freshCategory()).addons[0]?.id}`,
    payload: { isActive: false },
  }),
  'DELETE /api/manage/addons/:id': async () => ({
    url: `/api/manage/addons/${(await freshCategory()).addons[0]?.id}`,
  }),
  'GET /api/manage/shop': async () => ({ url: '/api/manage/shop' }),
  'PATCH /api/manage/shop': async () => ({ url: '/api/manage/shop', payload: { chairCount: 3 } }),
  'GET /api/manage/shop/photos': async () => ({ url: '/api/manage/shop/photos' }),
  'PUT /api/manage/shop/photos/cover': async () => ({
    url: '/api/manage/shop/photos/cover',
    ...(await multipart('photo')),
  }),
  'DELETE /api/manage/shop/photos/cover': async () => {
    // Every shop has a cover to remove, whoever's shop the caller works for.
    await t.database.db.execute(
      `insert into shop_photos (shop_id, kind, files, width, height)
       select id, 'cover', '[{"url":"/uploads/shops/x-320.webp","width":320}]', 320, 213
       from shops on conflict do nothing` as never,
    );
    return { url: '/api/manage/shop/photos/cover' };
  },
  'POST /api/manage/shop/photos/gallery': async () => {
    await t.database.db.execute(`delete from shop_photos where kind = 'gallery'` as never);
    return { url: '/api/manage/shop/photos/gallery', ...(await multipart('photo')) };
  },
  'PUT /api/manage/shop/photos/gallery/order': async () => ({
    url: '/api/manage/shop/photos/gallery/order',
    payload: { ids: [await galleryPhotoOfShopA()] },
    namesShopA: true,
  }),
  'DELETE /api/manage/shop/photos/gallery/:photoId': async () => ({
    url: `/api/manage/shop/photos/gallery/${await galleryPhotoOfShopA()}`,
  }),
  'GET /api/manage/staff': async () => ({ url: '/api/manage/staff' }),
  'POST /api/manage/staff': async () => ({
    url: '/api/manage/staff',
    payload: {
      name: 'New Barber',
      email: `invite-${Math.random().toString(36).slice(2)}@example.fi`,
      role: 'barber',
    },
  }),
  'PATCH /api/manage/staff/:id': async () => ({
    url: `/api/manage/staff/${(await createStaff(t.database.db, shopId, { role: 'barber' })).id}`,
    payload: { role: 'receptionist' },
  }),
  'POST /api/manage/staff/:id/deactivate': async () => ({
    url: `/api/manage/staff/${(await createStaff(t.database.db, shopId, { role: 'barber' })).id}/deactivate`,
  }),
  'POST /api/manage/staff/:id/activate': async () => ({
    url: `/api/manage/staff/${(await createStaff(t.database.db, shopId, { role: 'barber', isActive: false })).id}/activate`,
  }),
  'GET /api/manage/overview': async () => ({ url: '/api/manage/overview' }),
  'GET /api/manage/export': async () => ({ url: '/api/manage/export' }),
  'GET /api/manage/reviews': async () => ({ url: '/api/manage/reviews' }),
  'POST /api/manage/reviews/:reviewId/reply': async () => ({
    url: `/api/manage/reviews/${await freshReview()}/reply`,
    payload: { text: 'Kiitos käynnistä!' },
  }),
  'POST /api/manage/reviews/:reviewId/report': async () => ({
    url: `/api/manage/reviews/${await freshReview()}/report`,
    payload: { reason: 'Ei meidän asiakas' },
  }),
  'GET /api/staff/bookings': async () => ({ url: `/api/staff/bookings?date=${tomorrow()}` }),
  'POST /api/staff/bookings/:bookingId/complete': async () => ({
    url: `/api/staff/bookings/${await bookingOfShopA(-1)}/complete`,
  }),
  'POST /api/staff/bookings/:bookingId/no-show': async () => ({
    url: `/api/staff/bookings/${await bookingOfShopA(-1)}/no-show`,
  }),
  'POST /api/staff/bookings/:bookingId/move': async () => ({
    url: `/api/staff/bookings/${await bookingOfShopA(1)}/move`,
    // Each call its own free hour ten days ahead (the shop is open around the clock).
    payload: { date: inDays(10), time: `${String(++moveHour % 24).padStart(2, '0')}:00` },
  }),
  'POST /api/staff/bookings/:bookingId/barber': async () => ({
    // On the slot grid (the shop is open around the clock, 30-minute slots), each call its own.
    url: `/api/staff/bookings/${await bookingOfShopA(0, { startAt: zonedInstant(inDays(12), ++giveSlot * 30, 'Europe/Helsinki') })}/barber`,
    payload: { barberId: barberId() },
  }),
  'POST /api/staff/bookings/:bookingId/cancel': async () => ({
    url: `/api/staff/bookings/${await bookingOfShopA(1)}/cancel`,
    payload: { reason: 'The barber is ill' },
  }),
  'GET /api/staff/booking-settings': async () => ({ url: '/api/staff/booking-settings' }),
  'PUT /api/staff/booking-settings': async () => ({
    url: '/api/staff/booking-settings',
    payload: {
      slotLengthMinutes: 30,
      bookableChairs: 1,
      horizonDays: 60,
      bookingFee: 2,
      refundWindowHours: 24,
      bookingHours: [],
    },
  }),
  'GET /api/staff/booking-settings/reminders': async () => ({
    url: '/api/staff/booking-settings/reminders',
  }),
  'PUT /api/staff/booking-settings/reminders': async () => ({
    url: '/api/staff/booking-settings/reminders',
    payload: { offsetsMinutes: [1440, 120], quietHours: { starts: '21:00', ends: '08:00' } },
  }),
  'GET /api/staff/bookings/reminders': async () => ({
    url: `/api/staff/bookings/reminders?date=${tomorrow()}`,
  }),
  'GET /api/staff/bookings/waitlist': async () => ({
    url: `/api/staff/bookings/waitlist?date=${tomorrow()}`,
  }),
  'DELETE /api/staff/bookings/waitlist/:entryId': async () => {
    const [entry] = await t.database.db
      .insert(waitlistEntries)
      .values({
        shopId,
        date: tomorrow(),
        customerName: 'Aino',
        phone: '+358401234567',
        email: 'aino@example.fi',
        services: [],
        additionalServices: [],
        totalDurationMinutes: 30,
      })
      .returning();
    return { url: `/api/staff/bookings/waitlist/${entry?.id}` };
  },
  'GET /api/staff/holidays': async () => ({ url: '/api/staff/holidays' }),
  'GET /api/staff/holidays/conflicts': async () => ({
    url: `/api/staff/holidays/conflicts?startsOn=${tomorrow()}&endsOn=${tomorrow()}`,
  }),
  'POST /api/staff/holidays': async () => ({
    url: '/api/staff/holidays',
    payload: { startsOn: tomorrow(), endsOn: tomorrow(), note: 'Closed' },
  }),
  'DELETE /api/staff/holidays/:holidayId': async () => {
    const [holiday] = await t.database.db
      .insert(holidays)
      .values({ shopId, startsOn: tomorrow(), endsOn: tomorrow() })
      .returning();
    return { url: `/api/staff/holidays/${holiday?.id}` };
  },
  'GET /api/team/schedule': async () => ({ url: `/api/team/schedule?from=${tomorrow()}` }),
  'PUT /api/team/:userId/hours': async () => ({
    url: `/api/team/${barberId()}/hours`,
    payload: { hours: null },
  }),
  'POST /api/team/:userId/time-off': async () => ({
    url: `/api/team/${barberId()}/time-off`,
    payload: { startsOn: tomorrow(), endsOn: tomorrow() },
  }),
  'GET /api/team/:userId/services': async () => ({ url: `/api/team/${barberId()}/services` }),
  'PUT /api/team/:userId/services': async () => {
    const { services } = await freshCategory();
    return {
      url: `/api/team/${barberId()}/services`,
      payload: {
        services: [{ serviceId: services[0]?.id, offered: true, price: 25, duration: null }],
      },
    };
  },
  'DELETE /api/team/:userId/time-off/:entryId': async () => {
    const span = {
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000),
    };
    const [entry] = await t.database.db
      .insert(barberTimeOff)
      .values({ shopId, userId: barberId(), startsOn: tomorrow(), endsOn: tomorrow(), ...span })
      .returning();
    return { url: `/api/team/${barberId()}/time-off/${entry?.id}` };
  },
  'GET /api/team/calendar-feeds': async () => ({ url: '/api/team/calendar-feeds' }),
  'PUT /api/team/calendar-feeds/:scope': async () => ({
    url: `/api/team/calendar-feeds/${barberId()}`,
    payload: { withWalkIns: true },
  }),
  'PATCH /api/team/calendar-feeds/:scope': async () => ({
    url: `/api/team/calendar-feeds/${await barbersFeed()}`,
    payload: { withWalkIns: false },
  }),
  'DELETE /api/team/calendar-feeds/:scope': async () => ({
    url: `/api/team/calendar-feeds/${await barbersFeed()}`,
  }),
  'PATCH /api/team/calendar-settings': async () => ({
    url: '/api/team/calendar-settings',
    payload: { customerNames: 'full' },
  }),
  'GET /api/manage/shop/embed': async () => ({ url: '/api/manage/shop/embed' }),
  'GET /api/manage/texts': async () => ({ url: '/api/manage/texts' }),
  'POST /api/staff/queue/broadcast': async () => ({
    url: '/api/staff/queue/broadcast',
    payload: { preset: 'short_break' },
  }),
  'PUT /api/manage/shop/embed': async () => ({
    url: '/api/manage/shop/embed',
    payload: { allowedOrigins: ['https://www.example.fi'] },
  }),
  'GET /api/manage/api-keys': async () => ({ url: '/api/manage/api-keys' }),
  'POST /api/manage/api-keys': async () => ({
    url: '/api/manage/api-keys',
    payload: { name: 'Till', scopes: ['queue:read'] },
  }),
  'DELETE /api/manage/api-keys/:id': async () => {
    const [key] = await t.database.db
      .insert(apiKeys)
      .values({
        shopId,
        name: 'Old till',
        scopes: ['queue:read'],
        keyHash: randomUUID(),
        start: 'jono_key_xxxx',
        createdBy: staffIds.get('owner') as string,
      })
      .returning();
    return { url: `/api/manage/api-keys/${key?.id}` };
  },
  'GET /api/manage/webhooks': async () => ({ url: '/api/manage/webhooks' }),
  'POST /api/manage/webhooks': async () => {
    await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.shopId, shopId));
    return {
      url: '/api/manage/webhooks',
      payload: { url: 'https://hooks.example.com/jono', events: ['booking.created'] },
    };
  },
  'PATCH /api/manage/webhooks/:id': async () => ({
    url: `/api/manage/webhooks/${(await freshEndpoint()).endpoint}`,
    payload: { enabled: false },
  }),
  'DELETE /api/manage/webhooks/:id': async () => ({
    url: `/api/manage/webhooks/${(await freshEndpoint()).endpoint}`,
  }),
  'POST /api/manage/webhooks/:id/secret': async () => ({
    url: `/api/manage/webhooks/${(await freshEndpoint()).endpoint}/secret`,
  }),
  'POST /api/manage/webhooks/:id/ping': async () => ({
    url: `/api/manage/webhooks/${(await freshEndpoint()).endpoint}/ping`,
  }),
  'GET /api/manage/webhooks/:id/deliveries': async () => ({
    url: `/api/manage/webhooks/${(await freshEndpoint()).endpoint}/deliveries`,
  }),
  'POST /api/manage/webhooks/:id/deliveries/:deliveryId/replay': async () => {
    const { endpoint, delivery } = await freshEndpoint();
    return { url: `/api/manage/webhooks/${endpoint}/deliveries/${delivery}/replay` };
  },
  'GET /api/analytics': async () => ({ url: '/api/analytics?from=2026-03-01&to=2026-03-31' }),
  'GET /api/audit': async () => ({ url: '/api/audit' }),
  'GET /api/manage/shop/readiness': async () => ({ url: '/api/manage/shop/readiness' }),
  'POST /api/manage/shop/publish': async () => {
    // Ready to publish: shop A has hours and a position; it gets an active service. (The
    // other owner's shop was made ready at the start.)
    await freshCategory();
    return { url: '/api/manage/shop/publish' };
  },
  'GET /api/manage/shop/share': async () => ({ url: '/api/manage/shop/share' }),
  'GET /api/manage/shop/share/poster': async () => ({
    url: '/api/manage/shop/share/poster?target=book&language=en',
  }),
  'POST /api/manage/shop/unpublish': async () => ({ url: '/api/manage/shop/unpublish' }),
  'POST /api/manage/shop/geocode': async () => ({
    url: '/api/manage/shop/geocode',
    payload: { address: 'Mannerheimintie 5', city: 'Helsinki', country: 'Finland' },
  }),
  'GET /api/staff/refunds': async () => ({ url: '/api/staff/refunds?status=requested' }),
  'POST /api/staff/refunds/:refundId/approve': async () => ({
    url: `/api/staff/refunds/${(await createRefundRequest(t.database.db, shopId)).id}/approve`,
  }),
  'POST /api/staff/refunds/:refundId/reject': async () => ({
    url: `/api/staff/refunds/${(await createRefundRequest(t.database.db, shopId)).id}/reject`,
    payload: { reason: 'Cancelled too late' },
  }),
};

/**
 * Rules past the matrix: receptionists have no live status, and change nobody's hours, time
 * off or services (the calls name the barber, whose week the owner and the barber may change).
 */
function expectedStatus(
  route: { method: string; url: string; area: DashboardArea; apiScope?: ApiKeyScope },
  call: Call,
  caller: Caller,
) {
  if (caller === 'guest') return [401];
  // A key acts as the owner who made it, on the routes of its scope alone.
  const scope = scopeOf(caller);
  if (scope && route.apiScope !== scope) return [403];
  const role: Role = caller === 'otherOwner' || scope ? 'owner' : (caller as Role);
  if (!canAccess(role, route.area)) return [403];
  // Shop A's ids in the path or the body are unknown to another shop.
  if (caller === 'otherOwner' && (route.url.includes(':') || call.namesShopA)) return [404];
  if (route.url === '/api/users/status' && role === 'receptionist') return [403];
  const changesMember = route.url.startsWith('/api/team/:userId') && route.method !== 'GET';
  if (changesMember && role === 'receptionist') return [403];
  // How calendars name customers is the owner's choice alone.
  if (route.url === '/api/team/calendar-settings' && role !== 'owner') return [403];
  // One message to everyone waiting per two minutes: the callers after the first are let in
  // and told to wait (the gap itself is tested with the broadcast).
  if (route.url === '/api/staff/queue/broadcast') return [200, 429];
  return [200, 201];
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  shopId = (await createShop(t.database.db, { queueLimit: 500 })).id;
  const otherShop = (await createShop(t.database.db)).id;
  // Ready to publish too, so its owner's publish of their own shop is allowed.
  await createCatalogue(t.database.db, otherShop);
  for (const role of ['owner', 'barber', 'receptionist'] as const) {
    const user = await createStaff(t.database.db, shopId, {
      role,
      liveStatus: role === 'receptionist' ? null : 'available',
    });
    staffIds.set(role, user.id);
    tokens.set(role, (await loginAs(t.app, user.email)).authorization);
  }
  const stranger = await createStaff(t.database.db, otherShop);
  tokens.set('otherOwner', (await loginAs(t.app, stranger.email)).authorization);
  for (const scope of apiKeyScopes) {
    const made = await t.app.inject({
      method: 'POST',
      url: apiKeyPaths.list,
      headers: { authorization: tokens.get('owner') ?? '' },
      payload: { name: scope, scopes: [scope] },
    });
    tokens.set(`key ${scope}`, `Bearer ${made.json().data.secret}`);
  }
});
afterAll(() => t.close());

describe('the permission matrix on every staff endpoint', () => {
  it('has a call for every staff route the app registers, and none it does not', async () => {
    await t.app.ready();
    const registered = t.app.staffRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered.length).toBeGreaterThan(30);
    expect(Object.keys(calls).sort()).toEqual(registered);
  });

  it('answers each caller as the matrix says', async () => {
    const problems: string[] = [];
    for (const route of t.app.staffRoutes) {
      for (const caller of callers) {
        // An earlier call may have unpublished shop A; every call meets it listed.
        await t.database.db
          .update(shops)
          .set({ publishedAt: new Date() })
          .where(eq(shops.id, shopId));
        const call = await (calls[`${route.method} ${route.url}`] as () => Promise<Call>)();
        const token = tokens.get(caller);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: call.url,
          headers: { ...(call.headers ?? {}), ...(token ? { authorization: token } : {}) },
          ...(call.payload ? { payload: call.payload } : {}),
        });
        const expected = expectedStatus(route, call, caller);
        if (!expected.includes(res.statusCode)) {
          problems.push(
            `${route.method} ${route.url} as ${caller}: ${res.statusCode} (wanted ${expected.join('/')}) ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('asks who calls before it reads what they sent: bad input is 401 to a guest, 403 to a role without access', async () => {
    const problems: string[] = [];
    for (const route of t.app.staffRoutes) {
      const url = `${route.url.replace(/:[^/]+/g, 'not-an-id')}?from=yesterday&unknown=1`;
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const caller of callers) {
        const scope = scopeOf(caller);
        const role: Role =
          caller === 'otherOwner' || caller === 'guest' || scope ? 'owner' : (caller as Role);
        const keyRefused = scope !== null && route.apiScope !== scope;
        const expected =
          caller === 'guest' ? 401 : keyRefused || !canAccess(role, route.area) ? 403 : null;
        if (expected === null) continue;
        const token = tokens.get(caller);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: token } : {},
          ...(hasBody ? { payload: { slotLengthMinutes: 'soon', unexpected: true } } : {}),
        });
        if (res.statusCode !== expected) {
          problems.push(
            `${route.method} ${route.url} as ${caller}: ${res.statusCode} (wanted ${expected}) ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
