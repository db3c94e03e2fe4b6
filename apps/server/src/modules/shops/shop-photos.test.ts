import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  errorCodes,
  type Picture,
  SHOP_GALLERY_MAX,
  shopPaths,
  shopPhotoPaths,
} from '@jono/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { formData, photo } from '../../test/multipart-form';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

async function ownShop() {
  const shopId = (await createShop(t.database.db)).id;
  const owner = await createStaff(t.database.db, shopId);
  return { shopId, authorization: (await loginAs(t.app, owner.email)).authorization };
}

const filesOf = async (shopId: string) =>
  (await readdir(join(t.app.config.uploadDir, 'shops')).catch(() => [] as string[]))
    .filter((file) => file.startsWith(shopId))
    .sort();

/** One file sent as the form field `photo` (or another field). */
async function send(
  method: 'PUT' | 'POST',
  url: string,
  authorization: string,
  content: Buffer,
  { field = 'photo', type = 'image/png' } = {},
) {
  const body = formData({}, { name: field, filename: 'shop.png', type, content });
  return t.app.inject({
    method,
    url,
    headers: { ...body.headers, authorization },
    payload: body.payload,
  });
}

const call = (
  method: 'GET' | 'DELETE' | 'PUT',
  url: string,
  authorization: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

const publicShop = async (shopId: string) =>
  (await t.app.inject({ url: shopPaths.detail(shopId) })).json().data;

const widthsOf = (picture: Picture) =>
  picture.srcset.split(', ').map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));

describe("a shop's cover photo", () => {
  it('is re-encoded to 3:2 WebP at three widths and shown on the shop list and page', async () => {
    const { shopId, authorization } = await ownShop();
    const res = await send(
      'PUT',
      shopPhotoPaths.cover,
      authorization,
      await photo(2000, 1500, 'jpeg'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const cover = res.json().data.cover as Picture;
    expect(widthsOf(cover)).toEqual([320, 640, 1280]);
    expect(cover).toMatchObject({ width: 1280, height: 853 });
    expect(cover.src).toMatch(new RegExp(`^/uploads/shops/${shopId}-[0-9a-f]+-640\\.webp$`));

    const stored = await filesOf(shopId);
    expect(stored).toHaveLength(3);
    const file = join(t.app.config.uploadDir, 'shops', stored[0] ?? '');
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(1.5, 1);
    // The upload is served at its address.
    expect((await t.app.inject({ url: cover.src })).statusCode).toBe(200);

    expect((await publicShop(shopId)).image).toEqual(cover);
    const list = (await t.app.inject({ url: `${shopPaths.list}?limit=200` })).json().data as {
      id: string;
      image: Picture | null;
    }[];
    expect(list.find((shop) => shop.id === shopId)?.image).toEqual(cover);
  });

  it('replaces the old cover and its files, and can be removed (initials again)', async () => {
    const { shopId, authorization } = await ownShop();
    await send('PUT', shopPhotoPaths.cover, authorization, await photo(1400, 900, 'png'));
    const first = await filesOf(shopId);
    const res = await send(
      'PUT',
      shopPhotoPaths.cover,
      authorization,
      await photo(900, 900, 'png'),
    );
    expect(res.statusCode).toBe(200);
    const second = await filesOf(shopId);
    expect(second).toHaveLength(3); // 900 px wide: 320, 640 and its own 900
    expect(second.some((file) => first.includes(file))).toBe(false);

    const removed = await call('DELETE', shopPhotoPaths.cover, authorization);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.cover).toBeNull();
    expect(await filesOf(shopId)).toEqual([]);
    expect((await publicShop(shopId)).image).toBeNull();
    expect((await call('DELETE', shopPhotoPaths.cover, authorization)).statusCode).toBe(404);
  });

  it('keeps a small picture at its own width rather than blowing it up', async () => {
    const { authorization } = await ownShop();
    const res = await send(
      'PUT',
      shopPhotoPaths.cover,
      authorization,
      await photo(240, 160, 'png'),
    );
    expect(res.statusCode).toBe(200);
    expect(widthsOf(res.json().data.cover)).toEqual([240]);
  });
});

describe('bad uploads', () => {
  it('refuses what is not a picture, a damaged one, a huge one and a wrong field, storing nothing', async () => {
    const { shopId, authorization } = await ownShop();
    const png = await photo(800, 600, 'png');
    const cases: [Buffer, { field?: string; type?: string }, number, string][] = [
      [
        Buffer.from('%PDF-1.7 not a picture'),
        { type: 'image/png' },
        415,
        errorCodes.unsupportedMediaType,
      ],
      [png.subarray(0, Math.floor(png.length / 2)), {}, 400, errorCodes.badRequest],
      [Buffer.alloc(5 * 1024 * 1024 + 10, 1), {}, 413, errorCodes.payloadTooLarge],
      [png, { field: 'image' }, 400, errorCodes.badRequest],
    ];
    for (const [content, options, status, code] of cases) {
      for (const [method, url] of [
        ['PUT', shopPhotoPaths.cover],
        ['POST', shopPhotoPaths.gallery],
      ] as const) {
        const res = await send(method, url, authorization, content, options);
        expect(res.statusCode, `${url} ${status}`).toBe(status);
        expect(res.json().code).toBe(code);
      }
    }
    expect(await filesOf(shopId)).toEqual([]);
    const photos = (await call('GET', shopPhotoPaths.photos, authorization)).json().data;
    expect(photos).toEqual({ cover: null, gallery: [] });
  });
});

describe("a shop's gallery", () => {
  it(`takes at most ${SHOP_GALLERY_MAX} photos even when many are sent at once`, async () => {
    const { shopId, authorization } = await ownShop();
    const picture = await photo(700, 500, 'png');
    const answers = await Promise.all(
      Array.from({ length: SHOP_GALLERY_MAX + 3 }, () =>
        send('POST', shopPhotoPaths.gallery, authorization, picture),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(SHOP_GALLERY_MAX).fill(200), 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().code).toBe(errorCodes.galleryFull);

    const gallery = (await publicShop(shopId)).gallery as Picture[];
    expect(gallery).toHaveLength(SHOP_GALLERY_MAX);
    // Three widths each (320, 640 and its own 700), nothing left over from the refused ones.
    expect(await filesOf(shopId)).toHaveLength(SHOP_GALLERY_MAX * 3);
  });

  it("is shown in the owner's order, which they change, and loses a photo they delete", async () => {
    const { shopId, authorization } = await ownShop();
    for (const width of [400, 700, 1400]) {
      const res = await send(
        'POST',
        shopPhotoPaths.gallery,
        authorization,
        await photo(width, 300, 'png'),
      );
      expect(res.statusCode).toBe(200);
    }
    const gallery = (await publicShop(shopId)).gallery as Picture[];
    expect(gallery.map((p) => p.width)).toEqual([400, 700, 1280]);

    const reversed = gallery.map((p) => p.id).reverse();
    const ordered = await call('PUT', shopPhotoPaths.galleryOrder, authorization, {
      ids: reversed,
    });
    expect(ordered.statusCode).toBe(200);
    expect(((await publicShop(shopId)).gallery as Picture[]).map((p) => p.width)).toEqual([
      1280, 700, 400,
    ]);

    // An order leaving one out, or naming one twice, changes nothing.
    for (const ids of [reversed.slice(1), [reversed[0], reversed[0], reversed[1]]]) {
      expect(
        (await call('PUT', shopPhotoPaths.galleryOrder, authorization, { ids })).statusCode,
      ).toBe(400);
    }
    expect(((await publicShop(shopId)).gallery as Picture[]).map((p) => p.width)).toEqual([
      1280, 700, 400,
    ]);

    const middle = reversed[1] ?? '';
    const removed = await call('DELETE', shopPhotoPaths.galleryPhoto(middle), authorization);
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data.gallery as Picture[]).map((p) => p.width)).toEqual([1280, 400]);
    expect(await filesOf(shopId)).toHaveLength(3 + 2);
  });

  it("is the owner's own: another shop's owner can neither delete nor order it", async () => {
    const mine = await ownShop();
    const theirs = await ownShop();
    const res = await send(
      'POST',
      shopPhotoPaths.gallery,
      mine.authorization,
      await photo(400, 300, 'png'),
    );
    const [picture] = res.json().data.gallery as Picture[];
    const id = picture?.id ?? '';
    expect(
      (await call('DELETE', shopPhotoPaths.galleryPhoto(id), theirs.authorization)).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', shopPhotoPaths.galleryOrder, theirs.authorization, { ids: [id] }))
        .statusCode,
    ).toBe(404);
    expect((await publicShop(mine.shopId)).gallery).toHaveLength(1);
    expect(await filesOf(mine.shopId)).toHaveLength(2);
  });
});
