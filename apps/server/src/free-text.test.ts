import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { databaseDigest } from './test/db-digest';
import { createShop, createStaff } from './test/factories';
import { loginAs } from './test/login';
import { formData } from './test/multipart-form';

/**
 * Free text refuses control characters and broken characters with 400 naming the field, on
 * every route and on both databases (PostgreSQL cannot store a NUL or encode a lone
 * surrogate, so these used to fail deep inside a write). Every text field of every route
 * in the app's OpenAPI document is tried, so a new field cannot skip the rule: each route
 * has a valid request here, and each of its text fields is spoiled in turn.
 */

type Json = Record<string, unknown>;
interface ValidRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
}

const id = () => randomUUID();
const hours = [{ weekday: 1, opens: '09:00', closes: '17:00' }];
const order = {
  name: 'Åsa Öhman',
  phone: '0401234567',
  shopId: id(),
  services: [{ id: id(), quantity: 1, addons: [{ id: id(), quantity: 1 }] }],
  additionalServices: [{ id: 'noWash', name: 'No wash' }],
  totalTimeRequires: 30,
  totalPrice: 32,
};

const ownOrder = { code: 'K7M-2QD', phone: '0401234567' };
const emailProof = { email: 'asa@example.fi', oneTimeCode: '123456' };

/** A request each route accepts as far as its schema goes; what it then does does not matter. */
const validRequests: Record<string, () => ValidRequest> = {
  'GET /api/shops': () => ({ query: { q: 'Helsinki', sort: 'soonest' } }),
  'GET /api/shops/{id}': () => ({ params: { id: id() } }),
  'PATCH /api/manage/shop': () => ({
    body: {
      name: 'Parturi Åkerlund',
      address: 'Mannerheimintie 5',
      city: 'Helsinki',
      postalCode: '00100',
      country: 'Suomi',
      timezone: 'Europe/Helsinki',
      openingHours: hours,
    },
  }),
  'POST /api/queue': () => ({
    body: { ...order, email: 'asa@example.fi', payNow: false, barberId: id() },
  }),
  'POST /api/queue/lookup': () => ({ body: { code: 'K7M-2QD', phone: '0401234567' } }),
  'POST /api/privacy/my-data': () => ({ body: { ...ownOrder, emailProof } }),
  'POST /api/privacy/forget': () => ({ body: { ...ownOrder, emailProof } }),
  'POST /api/privacy/email-code': () => ({ body: { ...ownOrder, email: 'asa@example.fi' } }),
  'GET /api/queue/{orderId}': () => ({ params: { orderId: id() } }),
  'PATCH /api/queue/{orderId}': () => ({
    params: { orderId: id() },
    body: { isAtLocation: true },
  }),
  'PATCH /api/queue/cancel/{orderId}': () => ({ params: { orderId: id() } }),
  'POST /api/queue/{orderId}/push-subscription': () => ({
    params: { orderId: id() },
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      language: 'sv',
    },
  }),
  'POST /api/queue/{orderId}/alert-seen': () => ({
    params: { orderId: id() },
    body: { marker: 'turn:1', token: 'abc' },
  }),
  'DELETE /api/queue/{orderId}/push-subscription': () => ({
    params: { orderId: id() },
    body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' },
  }),
  'POST /api/auth/login': () => ({ body: { phoneNumber: '0401234567', password: 'salasana' } }),
  'POST /api/auth/email-login': () => ({
    body: { email: 'nobody@example.fi', password: 'salasana' },
  }),
  'POST /api/auth/register-shop': () => ({
    body: {
      shopName: 'Parturi Väinö',
      address: 'Kauppakatu 1',
      postalCode: '40100',
      city: 'Jyväskylä',
      country: 'Suomi',
      ownerName: 'Väinö Ähtäri',
      email: `vaino-${id()}@example.fi`,
      phone: '0401234567',
      password: 'pitkä salasana',
    },
  }),
  'POST /api/auth/verify-email': () => ({ body: { verificationToken: 'x'.repeat(32) } }),
  'POST /api/auth/change-email': () => ({ body: { verificationToken: 'x'.repeat(32) } }),
  'POST /api/auth/revert-email': () => ({ body: { verificationToken: 'x'.repeat(32) } }),
  'POST /api/auth/forgot-password': () => ({ body: { email: 'nobody@example.fi' } }),
  'POST /api/auth/reset-password': () => ({
    body: { newPassword: 'pitkä salasana', verificationToken: 'x'.repeat(32) },
  }),
  'POST /api/auth/invitation': () => ({ body: { invitationToken: 'x'.repeat(32) } }),
  'POST /api/auth/accept-invitation': () => ({
    body: { invitationToken: 'x'.repeat(32), name: 'Väinö Ähtäri', newPassword: 'pitkä salasana' },
  }),
  'PATCH /api/users/status': () => ({ body: { status: 'busy' } }),
  'POST /api/staff/queue/{orderId}/start': () => ({
    params: { orderId: id() },
    body: { barberId: id() },
  }),
  'POST /api/staff/queue/{orderId}/finish': () => ({ params: { orderId: id() } }),
  'POST /api/staff/queue/{orderId}/call': () => ({
    params: { orderId: id() },
    body: { barberId: id() },
  }),
  'POST /api/staff/queue/{orderId}/no-show': () => ({ params: { orderId: id() } }),
  'POST /api/staff/queue/{orderId}/undo': () => ({ params: { orderId: id() } }),
  'POST /api/staff/queue/bookings/{bookingId}/check-in': () => ({ params: { bookingId: id() } }),
  'POST /api/staff/queue/bookings/{bookingId}/start': () => ({
    params: { bookingId: id() },
    body: { barberId: id() },
  }),
  'POST /api/staff/queue/bookings/{bookingId}/finish': () => ({ params: { bookingId: id() } }),
  'POST /api/staff/queue/bookings/{bookingId}/no-show': () => ({ params: { bookingId: id() } }),
  'POST /api/staff/queue/bookings/{bookingId}/undo': () => ({ params: { bookingId: id() } }),
  'PATCH /api/staff/queue/{orderId}/barber': () => ({
    params: { orderId: id() },
    body: { barberId: id() },
  }),
  'POST /api/staff/desk/{id}/walk-ins': () => ({
    params: { id: id() },
    body: {
      name: order.name,
      phone: order.phone,
      email: 'asa@example.fi',
      services: order.services,
      additionalServices: order.additionalServices,
      barberId: id(),
    },
  }),
  'POST /api/staff/queue/broadcast': () => ({
    body: { preset: 'own', message: 'Running late today' },
  }),
  'POST /api/staff/queue/{orderId}/cancel': () => ({
    params: { orderId: id() },
    body: { reason: 'Asiakas ei tullut' },
  }),
  'POST /api/staff/queue/{orderId}/move-up': () => ({
    params: { orderId: id() },
    body: { beforeOrderId: id(), reason: 'Kiire' },
  }),
  'PATCH /api/staff/queue-status': () => ({ body: { override: 'open' } }),
  'GET /api/staff/current-status/{id}': () => ({ params: { id: id() } }),
  'POST /api/staff/messages/read': () => ({ body: { ids: [id()] } }),
  'POST /api/manage/categories': () => ({ body: { name: 'Parta' } }),
  'PUT /api/manage/categories/order': () => ({ body: { ids: [id()] } }),
  'PATCH /api/manage/categories/{id}': () => ({ params: { id: id() }, body: { name: 'Parta' } }),
  'DELETE /api/manage/categories/{id}': () => ({ params: { id: id() } }),
  'POST /api/manage/services': () => ({
    body: { categoryId: id(), name: 'Leikkaus', description: 'Saksilla', price: 30, duration: 30 },
  }),
  'PUT /api/manage/services/order': () => ({ body: { ids: [id()] } }),
  'PATCH /api/manage/services/{id}': () => ({
    params: { id: id() },
    body: { categoryId: id(), name: 'Leikkaus', description: 'Saksilla' },
  }),
  'DELETE /api/manage/services/{id}': () => ({ params: { id: id() } }),
  'POST /api/manage/addons': () => ({
    body: { name: 'Pesu', price: 5, duration: 10, serviceIds: [id()] },
  }),
  'PATCH /api/manage/addons/{id}': () => ({
    params: { id: id() },
    body: { name: 'Pesu', serviceIds: [id()] },
  }),
  'DELETE /api/manage/addons/{id}': () => ({ params: { id: id() } }),
  'PUT /api/manage/shop/photos/gallery/order': () => ({ body: { ids: [id()] } }),
  'DELETE /api/manage/shop/photos/gallery/{photoId}': () => ({ params: { photoId: id() } }),
  'POST /api/manage/staff': () => ({
    body: { name: 'Åke Öst', email: `ake-${id()}@example.fi`, role: 'barber' },
  }),
  'PATCH /api/manage/staff/{id}': () => ({ params: { id: id() }, body: { role: 'barber' } }),
  'POST /api/manage/staff/{id}/deactivate': () => ({ params: { id: id() } }),
  'POST /api/manage/staff/{id}/activate': () => ({ params: { id: id() } }),
  'GET /api/analytics': () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }),
  'GET /api/shops/{shopId}/reviews': () => ({ params: { shopId: id() }, query: { offset: '0' } }),
  'POST /api/shops/{shopId}/reviews': () => ({
    params: { shopId: id() },
    body: { orderId: id(), stars: 5, comment: 'Åsan paras leikkaus' },
  }),
  'GET /api/shops/{shopId}/reviews/visits/{orderId}': () => ({
    params: { shopId: id(), orderId: id() },
  }),
  'GET /api/manage/reviews': () => ({ query: { offset: '0' } }),
  'POST /api/manage/reviews/{reviewId}/reply': () => ({
    params: { reviewId: id() },
    body: { text: 'Kiitos, Åsa!' },
  }),
  'POST /api/manage/reviews/{reviewId}/report': () => ({
    params: { reviewId: id() },
    body: { reason: 'Ei meidän asiakas' },
  }),
  'POST /api/manage/shop/geocode': () => ({
    body: { address: 'Åkerlundinkatu 5', postalCode: '00100', city: 'Helsinki', country: 'Suomi' },
  }),
  'GET /api/audit': () => ({
    query: {
      from: '2026-01-01',
      to: '2026-01-31',
      action: 'order_cancelled',
      actorId: id(),
      before: `${new Date().toISOString()}_${id()}`,
    },
  }),
  'GET /api/pre-booking/availability/{shopId}': () => ({
    params: { shopId: id() },
    query: { date: '2026-06-01', duration: '30', barberId: id(), services: id() },
  }),
  'GET /api/pre-booking/availability/{shopId}/month': () => ({
    params: { shopId: id() },
    query: { month: '2026-06', duration: '30', barberId: id(), services: id() },
  }),
  'GET /api/pre-booking/availability/{shopId}/first-free': () => ({
    params: { shopId: id() },
    query: { duration: '30', services: `${id()},${id()}` },
  }),
  'POST /api/pre-booking': () => ({
    body: { ...order, email: 'asa@example.fi', date: '2026-06-01', time: '10:00', barberId: id() },
  }),
  'POST /api/pre-booking/lookup': () => ({ body: { code: 'K7M-2QD', phone: '0401234567' } }),
  'GET /api/pre-booking/{bookingId}': () => ({ params: { bookingId: id() } }),
  'GET /api/pre-booking/{bookingId}/calendar.ics': () => ({ params: { bookingId: id() } }),
  'POST /api/pre-booking/{bookingId}/checkout': () => ({ params: { bookingId: id() } }),
  'POST /api/pre-booking/{bookingId}/cancel': () => ({
    params: { bookingId: id() },
    body: { phone: '0401234567' },
  }),
  'POST /api/pre-booking/{bookingId}/refund-request': () => ({
    params: { bookingId: id() },
    body: { phone: '0401234567', reason: 'Sairastuin' },
  }),
  'POST /api/pre-booking/{bookingId}/move': () => ({
    params: { bookingId: id() },
    body: { phone: '0401234567', date: '2026-06-01', time: '10:00' },
  }),
  'POST /api/pre-booking/waitlist': () => ({
    body: {
      ...order,
      email: 'asa@example.fi',
      date: '2026-06-01',
      push: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    },
  }),
  'GET /api/staff/bookings/waitlist': () => ({ query: { date: '2026-06-01' } }),
  'DELETE /api/staff/bookings/waitlist/{entryId}': () => ({ params: { entryId: id() } }),
  'POST /api/pre-booking/{bookingId}/claim': () => ({ params: { bookingId: id() } }),
  'GET /api/staff/bookings': () => ({
    query: { date: '2026-06-01', status: 'confirmed', q: 'Åsa' },
  }),
  'GET /api/staff/bookings/reminders': () => ({ query: { date: '2026-06-01' } }),
  'PUT /api/staff/booking-settings/reminders': () => ({
    body: { offsetsMinutes: [1440, 120], quietHours: { starts: '21:00', ends: '08:00' } },
  }),
  'POST /api/pre-booking/{bookingId}/push-subscription': () => ({
    params: { bookingId: id() },
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      language: 'sv',
    },
  }),
  'DELETE /api/pre-booking/{bookingId}/push-subscription': () => ({
    params: { bookingId: id() },
    body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' },
  }),
  'POST /api/staff/bookings/{bookingId}/move': () => ({
    params: { bookingId: id() },
    body: { date: '2026-06-01', time: '10:00' },
  }),
  'POST /api/staff/bookings/{bookingId}/barber': () => ({
    params: { bookingId: id() },
    body: { barberId: id() },
  }),
  'POST /api/staff/bookings/{bookingId}/complete': () => ({ params: { bookingId: id() } }),
  'POST /api/staff/bookings/{bookingId}/no-show': () => ({ params: { bookingId: id() } }),
  'POST /api/staff/bookings/{bookingId}/cancel': () => ({
    params: { bookingId: id() },
    body: { reason: 'Sairastuin' },
  }),
  'PUT /api/staff/booking-settings': () => ({
    body: {
      slotLengthMinutes: 30,
      bookableChairs: 1,
      horizonDays: 30,
      bookingFee: 2,
      refundWindowHours: 24,
      bookingHours: hours,
    },
  }),
  'POST /api/staff/holidays': () => ({
    body: { startsOn: '2030-06-01', endsOn: '2030-06-02', note: 'Juhannus' },
  }),
  'GET /api/staff/holidays/conflicts': () => ({
    query: { startsOn: '2030-06-01', endsOn: '2030-06-02' },
  }),
  'DELETE /api/staff/holidays/{holidayId}': () => ({ params: { holidayId: id() } }),
  'GET /api/team/schedule': () => ({ query: { from: '2030-06-03' } }),
  'PUT /api/team/{userId}/hours': () => ({
    params: { userId: id() },
    body: { hours: [{ weekday: 1, opens: '09:00', closes: '12:00' }] },
  }),
  'POST /api/team/{userId}/time-off': () => ({
    params: { userId: id() },
    body: {
      startsOn: '2030-06-03',
      endsOn: '2030-06-03',
      from: '10:00',
      until: '12:00',
      note: 'Hammaslääkäri',
    },
  }),
  'GET /api/team/{userId}/services': () => ({ params: { userId: id() } }),
  'PUT /api/team/{userId}/services': () => ({
    params: { userId: id() },
    body: { services: [{ serviceId: id(), offered: true, price: 25, duration: 45 }] },
  }),
  'DELETE /api/team/{userId}/time-off/{entryId}': () => ({
    params: { userId: id(), entryId: id() },
  }),
  'GET /api/team/calendar-feeds': () => ({}),
  'PUT /api/team/calendar-feeds/{scope}': () => ({
    params: { scope: 'shop' },
    body: { withWalkIns: true },
  }),
  'PATCH /api/team/calendar-feeds/{scope}': () => ({
    params: { scope: id() },
    body: { withWalkIns: false },
  }),
  'DELETE /api/team/calendar-feeds/{scope}': () => ({ params: { scope: 'shop' } }),
  'PATCH /api/team/calendar-settings': () => ({ body: { customerNames: 'none' } }),
  'GET /api/calendar/{fileName}': () => ({ params: { fileName: `${'a'.repeat(43)}.ics` } }),
  'GET /api/manage/shop/embed': () => ({}),
  'PUT /api/manage/shop/embed': () => ({ body: { allowedOrigins: ['https://www.example.fi'] } }),
  'GET /embed/{shopId}': () => ({ params: { shopId: id() }, query: { lang: 'fi' } }),
  'GET /api/embed/{shopId}': () => ({ params: { shopId: id() }, query: { lang: 'fi' } }),
  'GET /api/manage/api-keys': () => ({}),
  'POST /api/manage/api-keys': () => ({ body: { name: 'Till', scopes: ['queue:read'] } }),
  'DELETE /api/manage/api-keys/{id}': () => ({ params: { id: id() } }),
  'GET /api/manage/webhooks': () => ({}),
  'POST /api/manage/webhooks': () => ({
    body: {
      url: 'https://till.example.com/hooks',
      events: ['walk_in.joined'],
      description: 'Till',
    },
  }),
  'PATCH /api/manage/webhooks/{id}': () => ({
    params: { id: id() },
    body: {
      description: 'Till',
      url: 'https://till.example.com/hooks',
      events: ['walk_in.joined'],
    },
  }),
  'DELETE /api/manage/webhooks/{id}': () => ({ params: { id: id() } }),
  'POST /api/manage/webhooks/{id}/secret': () => ({ params: { id: id() } }),
  'POST /api/manage/webhooks/{id}/ping': () => ({ params: { id: id() } }),
  'GET /api/manage/webhooks/{id}/deliveries': () => ({
    params: { id: id() },
    query: { before: '12' },
  }),
  'POST /api/manage/webhooks/{id}/deliveries/{deliveryId}/replay': () => ({
    params: { id: id(), deliveryId: id() },
  }),
  'GET /api/manage/shop/share': () => ({}),
  'GET /api/manage/shop/share/poster': () => ({ query: { target: 'queue', language: 'fi' } }),
  'GET /s/{code}': () => ({ params: { code: 'K7M2QD' } }),
  'GET /s/{code}/book': () => ({ params: { code: 'K7M2QD' } }),
  'POST /api/payments/webhook/{provider}': () => ({ params: { provider: 'test' } }),
  'POST /api/staff/blocked-phones': () => ({ body: { phone: '0401234567' } }),
  'DELETE /api/staff/blocked-phones/{blockId}': () => ({ params: { blockId: id() } }),
  'GET /api/staff/refunds': () => ({ query: { status: 'requested' } }),
  'POST /api/staff/refunds/{refundId}/approve': () => ({ params: { refundId: id() } }),
  'POST /api/staff/refunds/{refundId}/reject': () => ({
    params: { refundId: id() },
    body: { reason: 'Liian myöhään' },
  }),
};

/** The test checkout's pages are left out of the API document but take a path too. */
const hiddenRoutes: Record<string, () => ValidRequest> = {
  'GET /api/payments/test-checkout/{sessionId}': () => ({ params: { sessionId: 'cs_test_1' } }),
  'POST /api/payments/test-checkout/{sessionId}/pay': () => ({
    params: { sessionId: 'cs_test_1' },
  }),
  'POST /api/payments/test-checkout/{sessionId}/decline': () => ({
    params: { sessionId: 'cs_test_1' },
  }),
};

type Where = 'params' | 'querystring' | 'body';
interface TextField {
  where: Where;
  path: string[];
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Every place a string goes in a body, arrays entered at their first item. */
function stringPaths(schema: JsonSchema | undefined, path: string[] = []): string[][] {
  if (!schema) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap((variant) => stringPaths(variant, path));
  if (schema.type === 'string') return [path];
  if (schema.type === 'array') return stringPaths(schema.items, [...path, '0']);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    stringPaths(property, [...path, key]),
  );
}

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

function textFieldsOf(operation: Operation): TextField[] {
  const parameters = (operation.parameters ?? []).filter((p) => p.schema.type === 'string');
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  return [
    ...inPath.map((p) => ({ where: 'params' as const, path: [p.name] })),
    ...inQuery.map((p) => ({ where: 'querystring' as const, path: [p.name] })),
    ...stringPaths(body).map((path) => ({ where: 'body' as const, path })),
  ];
}

const valueAt = (root: unknown, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

function withValueAt<T>(root: T, path: string[], value: string): T {
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string, unknown>;
  copy[key] = rest.length === 0 ? value : withValueAt(copy[key], rest, value);
  return copy as T;
}

const partOf = (request: ValidRequest, where: Where) =>
  where === 'params' ? request.params : where === 'querystring' ? request.query : request.body;

let caller = 0;

function send(route: string, request: ValidRequest) {
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const hasBody = request.body !== undefined;
  return t.app.inject({
    method: method as 'GET',
    url: `${path}${query}`,
    // A new address for each call, so rate limits on sign-in routes do not answer first.
    remoteAddress: `10.88.${Math.floor(++caller / 250)}.${caller % 250}`,
    headers: {
      authorization,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
  });
}

/**
 * Control characters of each kind, put inside an otherwise valid value. A lone surrogate
 * can only arrive in JSON (as an escape); a URL carries bytes, and PostgreSQL-bound bytes
 * that are not UTF-8 are the URL decoder's to refuse.
 */
const spoilers: Record<Where, Record<string, string>> = {
  body: { NUL: '\u0000', 'a lone surrogate': '\ud800', 'a C1 control': '\u0085' },
  params: { NUL: '\u0000', 'a C1 control': '\u0085' },
  querystring: { NUL: '\u0000', 'a C1 control': '\u0085' },
};

// The routes are read from the app before the tests are collected, so each has a test of its own.
const t: TestApp = await buildTestApp();
afterAll(() => t.close());
const authorization = await (async () => {
  const shop = await createShop(t.database.db);
  const owner = await createStaff(t.database.db, shop.id);
  return (await loginAs(t.app, owner.email)).authorization;
})();
const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const routes = Object.entries(document.paths as Record<string, Record<string, Operation>>)
  .flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, operation]) =>
        [`${method.toUpperCase()} ${path}`, textFieldsOf(operation)] as [string, TextField[]],
    ),
  )
  .filter(([, fields]) => fields.length > 0);

const spoiled = (valid: ValidRequest, field: TextField, bad: string): ValidRequest =>
  field.where === 'params'
    ? { ...valid, params: withValueAt(valid.params ?? {}, field.path, bad) }
    : field.where === 'querystring'
      ? { ...valid, query: withValueAt(valid.query ?? {}, field.path, bad) }
      : { ...valid, body: withValueAt(valid.body ?? {}, field.path, bad) };

describe('free text on every route', () => {
  it('has a valid request for every route that takes text, naming every text field', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map(([route]) => route).filter((route) => !(route in validRequests))).toEqual([]);
    for (const [route, fields] of routes) {
      const request = validRequests[route]?.() ?? {};
      for (const field of fields) {
        expect(
          typeof valueAt(partOf(request, field.where), field.path),
          `${route} ${field.where}.${field.path.join('.')}`,
        ).toBe('string');
      }
    }
  });

  it.each(routes)(
    '%s refuses a NUL, a lone surrogate and a C1 control in each text field, with 400 naming it and no write',
    async (route, fields) => {
      const valid = validRequests[route]?.() ?? {};
      // Mails enqueued by earlier valid requests are sent in the background, which marks
      // their outbox rows: let that finish first, or it would look like a refused write.
      await t.app.mail.deliverDue();
      const before = await databaseDigest(t.database.db);
      for (const field of fields) {
        const good = valueAt(partOf(valid, field.where), field.path) as string;
        for (const [kind, character] of Object.entries(spoilers[field.where])) {
          const bad = `${good.slice(0, 1)}${character}${good.slice(1)}`;
          const res = await send(route, spoiled(valid, field, bad));
          const what = `${field.where}.${field.path.join('.')} with ${kind}`;
          expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
          expect(res.json(), what).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
          expect(res.json().message, what).toMatch(
            new RegExp(`^${field.where}\\.${field.path.join('\\.')}: `),
          );
        }
      }
      // A refused request cannot undo another's write, so one look after all of them suffices.
      expect(await databaseDigest(t.database.db)).toEqual(before);
      // The valid request itself gets past validation, so each 400 above was the spoiled field.
      // (A redirect or a file is past validation already: refusals are JSON.)
      const res = await send(route, valid);
      const answer = res.headers['content-type']?.toString().startsWith('application/json')
        ? res.json()
        : {};
      expect(answer.code, `valid: ${res.body}`).not.toBe('VALIDATION_FAILED');
      expect(res.statusCode, `valid: ${res.body}`).toBeLessThan(500);
    },
  );
});

describe.each(Object.entries(hiddenRoutes))('%s', (route, valid) => {
  it.each(Object.entries(spoilers.params))(
    'refuses %s in the path with 400 naming it',
    async (_, character) => {
      const request = { params: { sessionId: `cs_${character}` } };
      const res = await send(route, request);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^params\.sessionId: /);
      expect((await send(route, valid())).statusCode).not.toBe(400);
    },
  );
});

describe('the profile form', () => {
  it.each([
    ['name', 'Å\u0000sa'],
    ['name', 'Å\u0085sa'],
    ['email', 'asa\u0000@example.fi'],
  ])('refuses a control character in %s with 400 naming it, and no write', async (field, value) => {
    const before = await databaseDigest(t.database.db);
    const form = formData({ [field]: value });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update-profile',
      headers: { authorization, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(new RegExp(`^(body\\.)?${field}: `));
    expect(await databaseDigest(t.database.db)).toEqual(before);
  });
});
