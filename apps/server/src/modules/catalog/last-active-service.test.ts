import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createQueueEntry, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

const send = (method: string, path: string, authorization: string, body?: object) =>
  fetch(`${url}${path}`, {
    method,
    headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const deactivate = (authorization: string, id: string) =>
  send('PATCH', `/api/manage/services/${id}`, authorization, { isActive: false });
const remove = (authorization: string, id: string) =>
  send('DELETE', `/api/manage/services/${id}`, authorization);

/** A shop (published unless told) with two active services and its owner signed in. */
async function shopWithTwoServices(publishedAt: Date | null = new Date()) {
  const shop = await createShop(t.database.db, { publishedAt });
  const { services } = await createCatalogue(t.database.db, shop.id, {
    services: [
      { name: 'Haircut', priceCents: 3200, durationMinutes: 30 },
      { name: 'Beard trim', priceCents: 1800, durationMinutes: 15 },
    ],
    addons: [],
  });
  const owner = await createStaff(t.database.db, shop.id);
  const { authorization } = await loginAs(t.app, owner.email);
  const [first, second] = services.map((s) => s.id) as [string, string];
  return { shop, authorization, first, second };
}

const activeServices = async (authorization: string) =>
  (
    ((await (await send('GET', '/api/manage/services', authorization)).json()) as { data: unknown })
      .data as {
      name: string;
      isActive: boolean;
    }[]
  )
    .filter((s) => s.isActive)
    .map((s) => s.name);
const isListed = async (shopId: string) =>
  (await fetch(`${url}/api/shops/${shopId}`)).status === 200;

describe('the last active service of a published shop', () => {
  it('cannot be deactivated: customers would find a listed shop with nothing to choose', async () => {
    const { shop, authorization, first, second } = await shopWithTwoServices();
    expect((await deactivate(authorization, first)).status).toBe(200);
    const refused = await deactivate(authorization, second);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      ok: false,
      code: 'LAST_ACTIVE_SERVICE',
      message: expect.stringMatching(/unpublish/i),
    });
    expect(await activeServices(authorization)).toEqual(['Beard trim']);
    expect(await isListed(shop.id)).toBe(true);
    // Other changes to the last service are still saved.
    expect(
      (await send('PATCH', `/api/manage/services/${second}`, authorization, { name: 'Trim' }))
        .status,
    ).toBe(200);
  });

  it('cannot be deleted, nor deactivated by deleting a service that orders name', async () => {
    const { shop, authorization, first, second } = await shopWithTwoServices();
    expect((await remove(authorization, first)).status).toBe(200);
    const refused = await remove(authorization, second);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'LAST_ACTIVE_SERVICE' });

    const ordered = await shopWithTwoServices();
    const beardTrim = { name: 'Beard trim', priceCents: 1800, durationMinutes: 15, quantity: 1 };
    await createQueueEntry(t.database.db, ordered.shop.id, {
      items: [{ id: ordered.second, ...beardTrim, addons: [] }],
    });
    expect((await deactivate(ordered.authorization, ordered.first)).status).toBe(200);
    const refusedOrdered = await remove(ordered.authorization, ordered.second);
    expect(refusedOrdered.status).toBe(409);
    expect(await activeServices(ordered.authorization)).toEqual(['Beard trim']);
    expect(await isListed(shop.id)).toBe(true);
    expect(await isListed(ordered.shop.id)).toBe(true);
  });

  it('lets exactly one of two deactivations sent at the same moment pass', async () => {
    for (let round = 0; round < 5; round++) {
      const { authorization, first, second } = await shopWithTwoServices();
      const answers = await Promise.all([
        deactivate(authorization, first),
        deactivate(authorization, second),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await activeServices(authorization)).toHaveLength(1);
    }
    const { authorization, first, second } = await shopWithTwoServices();
    const answers = await Promise.all([
      remove(authorization, first),
      remove(authorization, second),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await activeServices(authorization)).toHaveLength(1);
  });

  it('goes freely once the shop is unpublished, or when the shop was never published', async () => {
    const listed = await shopWithTwoServices();
    expect(
      (await send('POST', '/api/manage/shop/unpublish', listed.authorization, {})).status,
    ).toBe(200);
    expect((await deactivate(listed.authorization, listed.first)).status).toBe(200);
    expect((await deactivate(listed.authorization, listed.second)).status).toBe(200);

    const draft = await shopWithTwoServices(null);
    expect((await remove(draft.authorization, draft.first)).status).toBe(200);
    expect((await remove(draft.authorization, draft.second)).status).toBe(200);
    expect(await activeServices(draft.authorization)).toEqual([]);
  });
});
