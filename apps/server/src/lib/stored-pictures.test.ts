import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { shopPhotoPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createShop, createStaff, staffPassword } from '../test/factories';
import { loginAs } from '../test/login';
import { formData, photo } from '../test/multipart-form';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const filesOf = async (folder: 'avatars' | 'shops', ownerId: string) =>
  (await readdir(join(t.app.config.uploadDir, folder))).filter((f) => f.startsWith(ownerId));

/** Sends a picture as the form field `field`, with any other fields the form carries. */
async function upload(
  request: { method: 'PATCH' | 'POST' | 'PUT'; url: string; authorization: string },
  field: string,
  fields: Record<string, string> = {},
) {
  const content = await photo(64, 64, 'png');
  const body = formData(fields, { name: field, filename: 'me.png', type: 'image/png', content });
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...body.headers, authorization: request.authorization },
    payload: body.payload,
  });
}

async function signedInStaff() {
  const shopId = (await createShop(t.database.db)).id;
  const user = await createStaff(t.database.db, shopId);
  const { authorization } = await loginAs(t.app, user.email);
  return { shopId, user, authorization };
}

const profile = (authorization: string) =>
  ({ method: 'PATCH', url: '/api/users/update-profile', authorization }) as const;

describe('replacing a picture', () => {
  it('leaves exactly the avatar the row names after 10 uploads at once', async () => {
    const { user, authorization } = await signedInStaff();
    expect((await upload(profile(authorization), 'avatar')).statusCode).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => upload(profile(authorization), 'avatar')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await t.database.db
      .select({ avatar: staffUsers.avatar })
      .from(staffUsers)
      .where(eq(staffUsers.id, user.id));
    expect(await filesOf('avatars', user.id)).toEqual([basename(row?.avatar ?? '')]);
  });

  it("leaves exactly the cover's files after 10 covers uploaded at once", async () => {
    const { shopId, authorization } = await signedInStaff();
    const cover = { method: 'PUT', url: shopPhotoPaths.cover, authorization } as const;
    expect((await upload(cover, 'photo')).statusCode).toBe(200);

    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(cover, 'photo')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const photos = await t.app.inject({
      url: shopPhotoPaths.photos,
      headers: { authorization },
    });
    const srcset = photos.json().data.cover.srcset as string;
    const named = srcset.split(', ').map((entry) => basename(entry.split(' ')[0] ?? ''));
    expect((await filesOf('shops', shopId)).sort()).toEqual(named.sort());
  });

  it('deletes the new file and keeps the old one when the row cannot be written', async () => {
    const { shopId, user, authorization } = await signedInStaff();
    const taken = await createStaff(t.database.db, shopId);
    const saved = await upload(profile(authorization), 'avatar');
    const kept = basename(saved.json().user.avatar);

    const clash = await upload(profile(authorization), 'avatar', {
      email: taken.email,
      currentPassword: staffPassword,
    });
    expect(clash.statusCode).toBe(409);
    expect(await filesOf('avatars', user.id)).toEqual([kept]);
    const [row] = await t.database.db
      .select({ avatar: staffUsers.avatar })
      .from(staffUsers)
      .where(eq(staffUsers.id, user.id));
    expect(row?.avatar).toBe(`/uploads/avatars/${kept}`);
  });
});
