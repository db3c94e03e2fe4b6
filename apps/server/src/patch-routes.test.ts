import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addons,
  calendarFeedSettings,
  calendarFeeds,
  queueEntries,
  serviceAddons,
  serviceCategories,
  services,
  shops,
  staffUsers,
  webhookEndpoints,
} from './db/schema';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { databaseDigest } from './test/db-digest';
import { createCatalogue, createQueueEntry, createShop, createStaff } from './test/factories';
import { loginAs } from './test/login';
import { formData, photo } from './test/multipart-form';

/**
 * A PATCH changes exactly the fields it names. Every PATCH route of the API (read from the
 * app's own OpenAPI document, so a new one cannot slip by) has a case here: each of its
 * fields is patched alone on a thing whose other fields are not their create defaults, and
 * the whole row is read before and after. An empty patch and one with an unknown key are
 * refused with 400 and change no row anywhere.
 */

type Body = Record<string, unknown>;

interface OneFieldPatch {
  body: Body;
  /** What the row must show afterwards, beside everything it showed before; the body itself when the row names the field as the API does. */
  changes?: Body;
}

interface PatchCase {
  url: () => string;
  /** Everything stored about the thing the route patches. */
  read: () => Promise<unknown>;
  patches: OneFieldPatch[];
  /** How the route takes its body when it is not JSON. */
  send?: (body: Body) => Promise<LightMyRequestResponse>;
}

let t: TestApp;
let shopId: string;
let ownerId: string;
let authorization: string;
let serviceId: string;
let otherServiceId: string;
let otherCategoryId: string;
let categoryId: string;
let addonId: string;
let barberId: string;
let orderId: string;
let endpointId: string;

const db = () => t.database.db;
const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

const patchJson = (url: string, body: unknown) =>
  t.app.inject({ method: 'PATCH', url, headers: { authorization }, payload: body as Body });

const profileForm = async ({ avatar, ...fields }: Body) => {
  const files = avatar
    ? [{ name: 'avatar', filename: 'me.png', type: 'image/png', content: avatar as Buffer }]
    : [];
  const form = formData(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    ...files,
  );
  return t.app.inject({
    method: 'PATCH',
    url: '/api/users/update-profile',
    headers: { authorization, ...form.headers },
    payload: form.payload,
  });
};

const cases: Record<string, PatchCase> = {
  'PATCH /api/manage/categories/{id}': {
    url: () => `/api/manage/categories/${categoryId}`,
    read: () =>
      one(db().select().from(serviceCategories).where(eq(serviceCategories.id, categoryId))),
    patches: [{ body: { name: 'Parta' } }],
  },
  'PATCH /api/manage/services/{id}': {
    url: () => `/api/manage/services/${serviceId}`,
    read: () => one(db().select().from(services).where(eq(services.id, serviceId))),
    patches: [
      { body: { categoryId: 'other' } },
      { body: { name: 'Skin fade' } },
      { body: { description: 'Koneella ja saksilla' } },
      { body: { price: 41.5 }, changes: { priceCents: 4150 } },
      { body: { duration: 45 }, changes: { durationMinutes: 45 } },
      { body: { isActive: true } },
    ],
  },
  'PATCH /api/manage/addons/{id}': {
    url: () => `/api/manage/addons/${addonId}`,
    read: async () => ({
      ...(await one(db().select().from(addons).where(eq(addons.id, addonId)))),
      serviceIds: (
        await db().select().from(serviceAddons).where(eq(serviceAddons.addonId, addonId))
      )
        .map((link) => link.serviceId)
        .sort(),
    }),
    patches: [
      { body: { name: 'Hot towel' } },
      { body: { price: 7.25 }, changes: { priceCents: 725 } },
      { body: { duration: 15 }, changes: { durationMinutes: 15 } },
      { body: { isActive: true } },
      { body: { serviceIds: 'other' } },
    ],
  },
  'PATCH /api/manage/shop': {
    url: () => '/api/manage/shop',
    read: () => one(db().select().from(shops).where(eq(shops.id, shopId))),
    patches: [
      { body: { name: 'Parturi Åkerlund' } },
      { body: { address: 'Mannerheimintie 5' } },
      { body: { city: 'Espoo' } },
      { body: { postalCode: '02100' } },
      { body: { country: 'Suomi' } },
      // A position is whole or unknown: latitude and longitude are patched together.
      { body: { lat: 60.2, lng: 24.8 } },
      { body: { timezone: 'Europe/Stockholm' } },
      {
        body: { openingHours: [{ weekday: 1, opens: '10:00', closes: '17:00' }] },
      },
      { body: { weeklyOffs: [7] } },
      { body: { chairCount: 4 } },
      { body: { queueLimit: 12 } },
      { body: { maxWaitMinutes: 45 } },
      { body: { bookingFee: 3.5 }, changes: { bookingFeeCents: 350 } },
      { body: { slotLengthMinutes: 20 } },
      { body: { refundWindowHours: 48 } },
      {
        body: { additionalServices: { noHotTowel: true, noWash: false, silentService: true } },
        changes: {
          additionalServices: {
            noHotTowel: { name: 'No hot towel', value: true },
            noWash: { name: 'No wash', value: false },
            silentService: { name: 'Silent service', value: true },
          },
        },
      },
    ],
  },
  'PATCH /api/manage/staff/{id}': {
    url: () => `/api/manage/staff/${barberId}`,
    read: () => one(db().select().from(staffUsers).where(eq(staffUsers.id, barberId))),
    // Barber to owner: both keep a live status, so the role is all that changes.
    patches: [{ body: { role: 'owner' } }],
  },
  'PATCH /api/users/status': {
    url: () => '/api/users/status',
    read: () => one(db().select().from(staffUsers).where(eq(staffUsers.id, ownerId))),
    patches: [
      {
        body: { status: 'on_break', breakMinutes: 20 },
        changes: { liveStatus: 'on_break', breakEndsAt: expect.any(Date) },
      },
    ],
  },
  'PATCH /api/users/update-profile': {
    url: () => '/api/users/update-profile',
    read: () => one(db().select().from(staffUsers).where(eq(staffUsers.id, ownerId))),
    send: profileForm,
    patches: [
      { body: { name: 'Åsa Öhman' } },
      { body: { mailPermissions: false } },
      { body: { pushWidgetSeconds: 10 } },
      {
        body: { avatar: 'picture' },
        changes: { avatar: expect.stringMatching(/^\/uploads\/avatars\/.+\.webp$/) },
      },
    ],
  },
  'PATCH /api/staff/queue-status': {
    url: () => '/api/staff/queue-status',
    read: () => one(db().select().from(shops).where(eq(shops.id, shopId))),
    patches: [
      { body: { override: 'closed' }, changes: { queueStateOverride: 'closed' } },
      { body: { queueLimit: 9 } },
    ],
  },
  'PATCH /api/queue/{orderId}': {
    url: () => `/api/queue/${orderId}`,
    read: () => one(db().select().from(queueEntries).where(eq(queueEntries.id, orderId))),
    // Checking in records when, too: the time is part of what "at the location" means; and
    // every change of an entry is a revision of its own (pages order their news by it).
    patches: [
      {
        body: { isAtLocation: true },
        changes: {
          isAtLocation: true,
          atLocationAt: expect.any(Date),
          revision: expect.any(Number),
        },
      },
    ],
  },
  'PATCH /api/staff/queue/{orderId}/barber': {
    url: () => `/api/staff/queue/${orderId}/barber`,
    read: () => one(db().select().from(queueEntries).where(eq(queueEntries.id, orderId))),
    // The entry waits for the barber; back to "any barber" is the one change (and a revision).
    patches: [
      {
        body: { barberId: null },
        changes: { requestedBarberId: null, revision: expect.any(Number) },
      },
    ],
  },
  'PATCH /api/team/calendar-feeds/{scope}': {
    url: () => `/api/team/calendar-feeds/${barberId}`,
    read: () => one(db().select().from(calendarFeeds).where(eq(calendarFeeds.memberId, barberId))),
    patches: [{ body: { withWalkIns: true } }],
  },
  'PATCH /api/team/calendar-settings': {
    url: () => '/api/team/calendar-settings',
    read: () =>
      one(db().select().from(calendarFeedSettings).where(eq(calendarFeedSettings.shopId, shopId))),
    // The choice is dated, so an owner can see when names started to show.
    patches: [
      {
        body: { customerNames: 'full' },
        changes: { customerNames: 'full', updatedAt: expect.any(Date) },
      },
    ],
  },
  'PATCH /api/manage/webhooks/{id}': {
    url: () => `/api/manage/webhooks/${endpointId}`,
    read: () =>
      one(db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId))),
    patches: [
      { body: { url: 'https://crm.example.com/in' } },
      { body: { events: ['booking.created', 'review.posted'] } },
      { body: { description: 'Messaging tool' } },
      { body: { enabled: false } },
    ],
  },
};

/** Placeholders for values that can only be known once the test's rows exist. */
const placeholders = {
  categoryId: () => otherCategoryId,
  serviceIds: () => [otherServiceId],
  avatar: () => photo(64, 64, 'png'),
} as const;
const isPlaceholder = (key: string, value: unknown) =>
  key in placeholders && typeof value === 'string' && ['other', 'picture'].includes(value);

async function resolved(body: Body): Promise<Body> {
  const entries = Object.entries(body).map(async ([key, value]) => [
    key,
    isPlaceholder(key, value) ? await placeholders[key as keyof typeof placeholders]() : value,
  ]);
  return Object.fromEntries(await Promise.all(entries));
}

/** Leaving the queue is an action, not a patch: its body is empty, it names nothing. */
const actions = ['PATCH /api/queue/cancel/{orderId}'];

beforeAll(async () => {
  t = await buildTestApp();
  shopId = (await createShop(t.database.db, { postalCode: '00100', queueLimit: 20 })).id;
  const owner = await createStaff(t.database.db, shopId, { mailPermissions: true });
  ownerId = owner.id;
  authorization = (await loginAs(t.app, owner.email)).authorization;
  barberId = (await createStaff(t.database.db, shopId, { role: 'barber', liveStatus: 'busy' })).id;

  // Every field starts away from its create default, so a default sneaking back in shows.
  const catalogue = await createCatalogue(t.database.db, shopId, {
    services: [
      { name: 'Haircut', priceCents: 3200, durationMinutes: 30, isActive: false },
      { name: 'Beard', priceCents: 2000, durationMinutes: 20 },
    ],
    addons: [{ name: 'Wash', priceCents: 500, durationMinutes: 10 }],
  });
  categoryId = catalogue.category.id;
  [serviceId, otherServiceId] = catalogue.services.map((s) => s.id) as [string, string];
  await t.database.db
    .update(services)
    .set({ description: 'Saksilla' })
    .where(eq(services.id, serviceId));
  addonId = catalogue.addons[0]?.id as string;
  await t.database.db.update(addons).set({ isActive: false }).where(eq(addons.id, addonId));
  otherCategoryId = (
    await createCatalogue(t.database.db, shopId, { category: 'Parta', addons: [] })
  ).category.id;
  orderId = (await createQueueEntry(t.database.db, shopId)).id;
  await t.database.db
    .insert(calendarFeeds)
    .values({ shopId, memberId: barberId, secretHash: 'patch-feed', language: 'fi' });
  await t.database.db.insert(calendarFeedSettings).values({ shopId, customerNames: 'none' });
  const [endpoint] = await t.database.db
    .insert(webhookEndpoints)
    .values({
      shopId,
      url: 'https://till.example.com/hooks',
      description: 'Till',
      events: ['walk_in.joined'],
      secret: 'whsec_patch',
    })
    .returning();
  endpointId = endpoint?.id as string;
  await t.database.db
    .update(queueEntries)
    .set({ requestedBarberId: barberId })
    .where(eq(queueEntries.id, orderId));
});
afterAll(() => t.close());

describe('every PATCH route', () => {
  it('has a case here', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const patchRoutes = Object.entries(document.paths as Record<string, object>)
      .filter(([, operations]) => 'patch' in operations)
      .map(([path]) => `PATCH ${path}`)
      .sort();
    expect(patchRoutes.length).toBeGreaterThan(0);
    expect(patchRoutes).toEqual([...Object.keys(cases), ...actions].sort());
  });
});

describe.each(Object.entries(cases))('%s', (_, route) => {
  const send = (body: Body) => (route.send ?? ((b: Body) => patchJson(route.url(), b)))(body);

  it.each(route.patches.map((patch) => [Object.keys(patch.body).join(), patch] as const))(
    'a patch of %s changes that and nothing else',
    async (_field, patch) => {
      const before = (await route.read()) as Body;
      const body = await resolved(patch.body);
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(200);
      const changes = patch.changes ?? body;
      expect(before).not.toMatchObject(changes);
      expect(await route.read()).toEqual({ ...before, ...changes });
    },
  );

  it.each([
    ['an empty patch', {}],
    ['an unknown key', { unknownKey: 1 }],
    ['an unknown key beside a known one', { ...route.patches[0]?.body, unknownKey: 1 }],
  ])('refuses %s with 400 and changes nothing', async (_what, body) => {
    const before = await databaseDigest(db());
    const res = await send(await resolved(body));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await databaseDigest(db())).toEqual(before);
  });
});

describe('leaving the queue (an action with an empty body)', () => {
  it('refuses an unknown key with 400 and changes nothing', async () => {
    const before = await databaseDigest(db());
    const res = await patchJson(`/api/queue/cancel/${orderId}`, { unknownKey: 1 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('still leaves with an empty body', async () => {
    const leaver = (await createQueueEntry(t.database.db, shopId)).id;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/queue/cancel/${leaver}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
  });
});
