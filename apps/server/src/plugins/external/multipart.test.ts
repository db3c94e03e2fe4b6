import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPhotos, shops, staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { type FormFile, formBoundary, formData, photo } from '../../test/multipart-form';

type Body = { payload: Buffer; headers: Record<string, string> };
type BrokenForm = (field: string) => Promise<Body>;

const picture = async (field: string, content?: Buffer): Promise<FormFile> => ({
  name: field,
  filename: 'picture.png',
  type: 'image/png',
  content: content ?? (await photo(300, 200, 'png')),
});

/** Each way a form or its picture can be broken, and the answer it gets: status, code, words. */
const brokenForms: [string, BrokenForm, number, string, RegExp][] = [
  [
    'a multipart content type without a boundary',
    async (field) => ({
      payload: formData({}, await picture(field)).payload,
      headers: { 'content-type': 'multipart/form-data' },
    }),
    400,
    'BAD_REQUEST',
    /not a complete multipart/,
  ],
  [
    'a boundary the body never uses',
    async (field) => ({
      payload: formData({}, await picture(field)).payload,
      headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-used' },
    }),
    400,
    'BAD_REQUEST',
    /not a complete multipart/,
  ],
  [
    'a body cut off before its closing boundary',
    async (field) => {
      const form = formData({}, await picture(field));
      const end = form.payload.lastIndexOf(`--${formBoundary}--`);
      return { ...form, payload: form.payload.subarray(0, end - 40) };
    },
    400,
    'BAD_REQUEST',
    /not a complete multipart/,
  ],
  [
    'two files in the one field',
    async (field) => formData({}, await picture(field), await picture(field)),
    413,
    'PAYLOAD_TOO_LARGE',
    /one file at a time/,
  ],
  [
    'more text fields than a form has',
    async () => formData(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']))),
    413,
    'PAYLOAD_TOO_LARGE',
    /too many fields/,
  ],
  [
    'a field that claims to be JSON and is not',
    async (field) => {
      const form = formData({}, await picture(field));
      const jsonPart = `--${formBoundary}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{broken\r\n`;
      return { ...form, payload: Buffer.concat([Buffer.from(jsonPart), form.payload]) };
    },
    400,
    'BAD_REQUEST',
    /not valid JSON/,
  ],
  [
    'an empty file',
    async (field) => formData({}, await picture(field, Buffer.alloc(0))),
    400,
    'BAD_REQUEST',
    /empty/,
  ],
  [
    'a PNG cut in half',
    async (field) => {
      const png = await photo(300, 200, 'png');
      return formData({}, await picture(field, png.subarray(0, png.length / 2)));
    },
    400,
    'BAD_REQUEST',
    /damaged or incomplete/,
  ],
  [
    'a PNG of 50 megapixels',
    async (field) => formData({}, await picture(field, await photo(10_000, 5_000, 'png'))),
    413,
    'PAYLOAD_TOO_LARGE',
    /40 megapixels/,
  ],
];

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `${e.parentPath}/${e.name}`)
    .sort();
}

describe('the upload routes refuse broken forms and pictures and write nothing', () => {
  let t: TestApp;
  let authorization: string;
  let shopId: string;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    shopId = (await createShop(t.database.db)).id;
    const owner = await createStaff(t.database.db, shopId, {
      role: 'owner',
      avatar: '/uploads/avatars/old.webp',
    });
    userId = owner.id;
    authorization = (await loginAs(t.app, owner.email)).authorization;
  });
  afterAll(() => t.close());

  const ownRows = async () => ({
    user: (await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, userId)))[0],
    shop: (await t.database.db.select().from(shops).where(eq(shops.id, shopId)))[0],
    photos: await t.database.db.select().from(shopPhotos).where(eq(shopPhotos.shopId, shopId)),
  });

  const uploadRoutes = [
    // The profile form carries a name too, so a refused upload must not save it either.
    { method: 'PATCH', url: '/api/users/update-profile', field: 'avatar', name: 'Changed Name' },
    { method: 'PUT', url: '/api/manage/shop/photos/cover', field: 'photo', name: undefined },
    { method: 'POST', url: '/api/manage/shop/photos/gallery', field: 'photo', name: undefined },
  ] as const;

  describe.each(uploadRoutes)('$method $url', (route) => {
    const send = (body: Body) =>
      t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...body.headers, authorization },
        payload: body.payload,
      });

    /** Puts the name field in front of the parts the case built, as the web's form does. */
    const withName = (body: Body): Body => {
      if (!route.name || !body.payload.includes(`--${formBoundary}`)) return body;
      const name = formData({ name: route.name }).payload;
      const nameOnly = name.subarray(0, name.lastIndexOf(`--${formBoundary}--`));
      return { ...body, payload: Buffer.concat([nameOnly, body.payload]) };
    };

    it.each(brokenForms)('refuses %s', async (_, build, status, code, message) => {
      const before = { rows: await ownRows(), files: await filesUnder(t.app.config.uploadDir) };
      const res = await send(withName(await build(route.field)));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({
        ok: false,
        code,
        message: expect.stringMatching(message),
      });
      expect(await ownRows()).toEqual(before.rows);
      expect(await filesUnder(t.app.config.uploadDir)).toEqual(before.files);
    });

    it('refuses a form with nothing in it', async () => {
      const before = await ownRows();
      const res = await send(formData({}));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, message: expect.any(String) });
      expect(await ownRows()).toEqual(before);
    });

    it('refuses the picture under another field name', async () => {
      const before = await ownRows();
      const res = await send(formData({}, await picture('document')));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
      expect(res.json().message).toContain(`"${route.field}"`);
      expect(await ownRows()).toEqual(before);
    });
  });

  it('saves a cover photo sent as a proper form, re-encoded to WebP', async () => {
    const form = formData({}, await picture('photo', await photo(900, 600, 'jpeg')));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/manage/shop/photos/cover',
      headers: { ...form.headers, authorization },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const src = res.json().data.cover.src as string;
    expect(src).toMatch(/^\/uploads\/shops\/[0-9a-f-]+-[0-9a-f]{12}-\d+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
