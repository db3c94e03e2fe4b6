import {
  type AuditPage,
  auditPaths,
  blockedPhonePaths,
  managePaths,
  shopPhotoPaths,
} from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { formData, photo } from '../../test/multipart-form';

type Staff = Awaited<ReturnType<typeof loginAs>>;

describe("the shop's record of its categories, descriptions, photos and blocked numbers", () => {
  let t: TestApp;
  let clock = new Date('2026-06-10T09:00:00Z');
  let owner: Staff;
  let shopId: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => clock);
    const db = t.database.db;
    shopId = (await createShop(db, { timezone: 'Europe/Helsinki' })).id;
    owner = await loginAs(t.app, (await createStaff(db, shopId, { name: 'Olli Omistaja' })).email);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner.authorization },
      ...(body ? { payload: body } : {}),
    });

  async function newest() {
    const res = await call('GET', `${auditPaths.log}?limit=1`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as AuditPage).entries[0];
  }

  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const byOwner = () => ({ at: clock.toISOString(), actor: { name: 'Olli Omistaja' } });

  it('records a category added, renamed and deleted under its name', async () => {
    tick();
    const added = await call('POST', managePaths.categories, { name: 'Parta' });
    expect(added.statusCode, added.body).toBe(201);
    const entry = await newest();
    expect(entry).toMatchObject({
      ...byOwner(),
      action: 'category_added',
      subject: { kind: 'category', label: 'Parta' },
    });
    const id = entry?.subject.id as string;
    tick();
    expect((await call('PATCH', managePaths.category(id), { name: 'Parrat' })).statusCode).toBe(
      200,
    );
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'category_renamed',
      subject: { kind: 'category', id, label: 'Parrat' },
      details: { changes: [{ setting: 'itemName', before: 'Parta', after: 'Parrat' }] },
    });
    tick();
    expect((await call('DELETE', managePaths.category(id))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'category_removed',
      subject: { kind: 'category', id, label: 'Parrat' },
    });
  });

  it('records a service’s description and the services an add-on goes with, before and after', async () => {
    const { services } = await createCatalogue(t.database.db, shopId, {
      services: [
        { name: 'Parturileikkaus', priceCents: 2500, durationMinutes: 30 },
        { name: 'Parranajo', priceCents: 2000, durationMinutes: 20 },
      ],
    });
    const [cut, shave] = services.map((s) => s.id) as [string, string];
    tick();
    const described = await call('PATCH', managePaths.service(cut), { description: 'Sakset' });
    expect(described.statusCode, described.body).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'item_changed',
      subject: { kind: 'service', id: cut, label: 'Parturileikkaus' },
      details: { changes: [{ setting: 'itemDescription', before: '', after: 'Sakset' }] },
    });
    // A minute on, so the add-on's entry is the newest rather than tied with the description's.
    tick();
    const addon = await call('POST', managePaths.addons, {
      name: 'Kuumapyyhe',
      price: 5,
      duration: 5,
      serviceIds: [cut],
    });
    expect(addon.statusCode, addon.body).toBe(201);
    const addonId = (await newest())?.subject.id as string;
    tick();
    const linked = await call('PATCH', managePaths.addon(addonId), { serviceIds: [shave, cut] });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'item_changed',
      subject: { kind: 'addon', id: addonId, label: 'Kuumapyyhe' },
      details: {
        changes: [
          {
            setting: 'itemServices',
            before: ['Parturileikkaus'],
            after: ['Parranajo', 'Parturileikkaus'],
          },
        ],
      },
    });
  });

  it('records a number blocked and unblocked, masked, with who did it', async () => {
    tick();
    const blocked = await call('POST', blockedPhonePaths.block, { phone: '+358 40 123 4567' });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const blockId = blocked.json().data.id as string;
    const entry = await newest();
    expect(entry).toMatchObject({
      ...byOwner(),
      action: 'phone_blocked',
      subject: { kind: 'phone', id: blockId, label: expect.stringMatching(/567$/) },
    });
    expect(JSON.stringify(entry)).not.toContain('1234567');
    tick();
    expect(
      (await call('POST', blockedPhonePaths.block, { phone: '+358401234567' })).statusCode,
    ).toBe(200);
    expect((await newest())?.id).toBe(entry?.id);
    tick();
    expect((await call('DELETE', blockedPhonePaths.unblock(blockId))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      ...byOwner(),
      action: 'phone_unblocked',
      subject: { kind: 'phone', id: blockId, label: entry?.subject.label },
    });
  });

  it('records the cover set and removed, and a gallery photo added and removed', async () => {
    const upload = async (method: 'PUT' | 'POST', url: string) => {
      const content = await photo(800, 600, 'png');
      const body = formData(
        {},
        { name: 'photo', filename: 'shop.png', type: 'image/png', content },
      );
      const res = await t.app.inject({
        method,
        url,
        headers: { ...body.headers, authorization: owner.authorization },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const photoEntry = (action: string, id: string) => ({
      ...byOwner(),
      action,
      subject: { kind: 'photo', id },
    });
    tick();
    const { cover } = await upload('PUT', shopPhotoPaths.cover);
    expect(await newest()).toMatchObject(photoEntry('cover_set', cover.id));
    tick();
    expect((await call('DELETE', shopPhotoPaths.cover)).statusCode).toBe(200);
    expect(await newest()).toMatchObject(photoEntry('cover_removed', cover.id));
    tick();
    const [added] = (await upload('POST', shopPhotoPaths.gallery)).gallery;
    expect(await newest()).toMatchObject(photoEntry('photo_added', added.id));
    tick();
    expect((await call('DELETE', shopPhotoPaths.galleryPhoto(added.id))).statusCode).toBe(200);
    expect(await newest()).toMatchObject(photoEntry('photo_removed', added.id));
  });
});
