import { apiKeyPaths, errorCodes, staffBookingPaths, staffQueuePaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';

let t: TestApp;
let owner: { authorization: string };
let ownerId: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const shop = await createShop(t.database.db);
  const aino = await createStaff(t.database.db, shop.id, { name: 'Aino Owner' });
  ownerId = aino.id;
  owner = await loginAs(t.app, aino.email);
});
afterAll(() => t.close());

async function makeKey(scopes: string[], who = owner) {
  const res = await t.app.inject({
    method: 'POST',
    url: apiKeyPaths.list,
    headers: { authorization: who.authorization },
    payload: { name: 'Till', scopes },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { key: { id: string; start: string }; secret: string };
}

const withKey = (secret: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` } });

describe('API keys', () => {
  it('shows a key once, keeps only its hash, and lets it call the routes of its scope', async () => {
    const { key, secret } = await makeKey(['queue:read']);
    expect(secret).toMatch(/^jono_key_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.start)).toBe(true);
    const listed = await t.app.inject({
      method: 'GET',
      url: apiKeyPaths.list,
      headers: { authorization: owner.authorization },
    });
    expect(listed.body).not.toContain(secret);
    const stored = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(key.start.length));

    const board = await withKey(secret, staffQueuePaths.board);
    expect(board.statusCode).toBe(200);
    const outside = await withKey(secret, staffBookingPaths.bookings);
    expect([outside.statusCode, outside.json().code]).toEqual([403, errorCodes.apiKeyScopeMissing]);
    // Keys cannot make keys: those routes take none.
    const more = await withKey(secret, apiKeyPaths.list);
    expect(more.statusCode).toBe(403);
    const [used] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used?.lastUsedAt).toBeInstanceOf(Date);
    // Making it is on the shop's record, under the owner's name and the key's.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/audit',
      headers: { authorization: owner.authorization },
    });
    expect(audit.json().data.entries[0]).toMatchObject({
      action: 'api_key_made',
      actor: { name: 'Aino Owner' },
      subject: { kind: 'integration', label: 'Till' },
      details: { scopes: ['queue:read'] },
    });
  });

  it('stops a key at once when revoked, and when its owner leaves', async () => {
    const revoked = await makeKey(['queue:read']);
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiKeyPaths.key(revoked.key.id),
      headers: { authorization: owner.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect((await withKey(revoked.secret, staffQueuePaths.board)).statusCode).toBe(401);
    expect((await withKey('jono_key_made-up', staffQueuePaths.board)).statusCode).toBe(401);

    const shop = await createShop(t.database.db);
    const leaver = await createStaff(t.database.db, shop.id);
    const theirs = await makeKey(['queue:read'], await loginAs(t.app, leaver.email));
    expect((await withKey(theirs.secret, staffQueuePaths.board)).statusCode).toBe(200);
    await t.database.db
      .update(staffUsers)
      .set({ isActive: false })
      .where(eq(staffUsers.id, leaver.id));
    expect((await withKey(theirs.secret, staffQueuePaths.board)).statusCode).toBe(401);
  });

  it('answers 429 past 300 calls a minute of one key, and other keys still work', async () => {
    const busy = await makeKey(['queue:read']);
    const calm = await makeKey(['queue:read']);
    const answers = await Promise.all(
      Array.from({ length: 305 }, () => withKey(busy.secret, staffQueuePaths.board)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(300);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBeDefined();
    expect((await withKey(calm.secret, staffQueuePaths.board)).statusCode).toBe(200);
  });

  it('keeps twenty per shop, even when made at once', async () => {
    const shop = await createShop(t.database.db);
    const other = await loginAs(t.app, (await createStaff(t.database.db, shop.id)).email);
    const answers = await Promise.all(
      Array.from({ length: 22 }, () =>
        t.app.inject({
          method: 'POST',
          url: apiKeyPaths.list,
          headers: { authorization: other.authorization },
          payload: { name: 'Till', scopes: ['bookings:read'] },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.json().code === errorCodes.tooManyApiKeys)).toHaveLength(2);
  });

  it('refuses a key with no scope, an unknown scope or unknown fields', async () => {
    for (const payload of [
      { name: 'Till', scopes: [] },
      { name: 'Till', scopes: ['queue:write'] },
      { name: '', scopes: ['queue:read'] },
      { name: 'Till', scopes: ['queue:read'], createdBy: ownerId },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiKeyPaths.list,
        headers: { authorization: owner.authorization },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('lists in the API document the scope each route needs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/staff/queue'].get.security).toEqual([
      { staffSession: [] },
      { apiKey: ['queue:read'] },
    ]);
    expect(document.paths['/api/staff/bookings/{bookingId}/cancel'].post.security).toEqual([
      { staffSession: [] },
      { apiKey: ['bookings:write'] },
    ]);
    expect(document.paths['/api/manage/api-keys'].post.security).toEqual([{ staffSession: [] }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['staffSession', 'apiKey']);
  });
});
