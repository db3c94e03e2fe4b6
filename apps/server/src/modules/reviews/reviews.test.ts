import { errorCodes, reviewPaths, shopPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createBooking, createQueueEntry, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { reviewAuthorName } from './review-author';

type Staff = Awaited<ReturnType<typeof loginAs>>;

describe('reviews of served visits', () => {
  let t: TestApp;
  const clock = new Date('2026-11-30T23:30:00Z');
  let shopId: string;
  let otherShopId: string;
  let owner: Staff;
  let otherOwner: Staff;
  let address = 0;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => clock);
    const db = t.database.db;
    shopId = (await createShop(db, { timezone: 'Europe/Helsinki' })).id;
    otherShopId = (await createShop(db)).id;
    owner = await loginAs(t.app, (await createStaff(db, shopId)).email);
    otherOwner = await loginAs(t.app, (await createStaff(db, otherShopId)).email);
  });
  afterAll(() => t.close());

  const served = (overrides: Parameters<typeof createQueueEntry>[2] = {}) =>
    createQueueEntry(t.database.db, shopId, {
      customerName: 'Aino Virtanen',
      status: 'served',
      finishedAt: clock,
      ...overrides,
    });

  const post = (orderId: string, payload: object, shop = shopId) =>
    t.app.inject({
      method: 'POST',
      url: reviewPaths.shop(shop),
      payload: { orderId, ...payload },
      // Each customer posts from a connection of their own.
      remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    });

  const staffCall = (who: Staff, url: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });

  it('takes one review of a served walk-in, with the first name, initial and local month', async () => {
    const order = await served();
    const before = await t.app.inject({ url: reviewPaths.visit(shopId, order.id) });
    expect(before.json().data).toEqual({ eligibility: 'eligible', review: null });

    const res = await post(order.id, { stars: 4, comment: '  Hyvä leikkaus  ' });
    expect(res.statusCode).toBe(201);
    // 23:30 UTC on 30 November is already December in Helsinki.
    expect(res.json().data).toMatchObject({
      stars: 4,
      comment: 'Hyvä leikkaus',
      author: 'Aino V.',
      visitMonth: '2026-12',
      reply: null,
    });

    const again = await post(order.id, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(errorCodes.alreadyReviewed);
    const after = await t.app.inject({ url: reviewPaths.visit(shopId, order.id) });
    expect(after.json().data).toMatchObject({ eligibility: 'reviewed', review: { stars: 4 } });
  });

  it('takes one review when the same visit is rated from many screens at once', async () => {
    const order = await served();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(order.id, { stars: 1 + (i % 5) })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(11).fill(409)]);
    expect(
      answers.every((a) => a.statusCode === 201 || a.json().code === errorCodes.alreadyReviewed),
    ).toBe(true);
    const page = await t.app.inject({ url: reviewPaths.visit(shopId, order.id) });
    const stars = answers.find((a) => a.statusCode === 201)?.json().data.stars;
    expect(page.json().data).toMatchObject({ eligibility: 'reviewed', review: { stars } });
  });

  it('refuses a visit that is not served, with a code', async () => {
    for (const status of ['waiting', 'in_service', 'cancelled', 'no_show'] as const) {
      const order = await served({ status, finishedAt: null });
      const res = await post(order.id, { stars: 5 });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().code).toBe(errorCodes.visitNotServed);
      const state = await t.app.inject({ url: reviewPaths.visit(shopId, order.id) });
      expect(state.json().data.eligibility).toBe('not_served');
    }
  });

  it("answers 404 for another shop's order and for an unknown one, and stores nothing", async () => {
    const elsewhere = await createQueueEntry(t.database.db, otherShopId, { status: 'served' });
    const countBefore = (await t.database.db.select().from(reviews)).length;
    for (const orderId of [elsewhere.id, '00000000-0000-4000-8000-00000000abcd']) {
      expect((await post(orderId, { stars: 5 })).statusCode).toBe(404);
      expect((await t.app.inject({ url: reviewPaths.visit(shopId, orderId) })).statusCode).toBe(
        404,
      );
    }
    expect(await t.database.db.select().from(reviews)).toHaveLength(countBefore);
  });

  it('takes a completed booking once and refuses a confirmed one', async () => {
    const startAt = new Date('2026-11-20T10:00:00Z');
    const done = await createBooking(t.database.db, shopId, {
      startAt,
      status: 'completed',
      customerName: 'Bo',
    });
    const res = await post(done.id, { stars: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ author: 'Bo', visitMonth: '2026-11' });
    expect((await post(done.id, { stars: 3 })).json().code).toBe(errorCodes.alreadyReviewed);

    const upcoming = await createBooking(t.database.db, shopId, {
      startAt: new Date('2026-12-20T10:00:00Z'),
    });
    expect((await post(upcoming.id, { stars: 5 })).json().code).toBe(errorCodes.visitNotServed);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const order = await served();
    for (const payload of [
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { stars: '5' },
      {},
      { stars: 5, comment: 'x'.repeat(1001) },
      { stars: 5, comment: 'bad\u0000text' },
    ]) {
      const res = await post(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const state = await t.app.inject({ url: reviewPaths.visit(shopId, order.id) });
    expect(state.json().data.eligibility).toBe('eligible');
  });

  it('shows the average and count on the shop list, the shop page and the reviews page', async () => {
    const db = t.database.db;
    const shop = (await createShop(db)).id;
    const page = async () => (await t.app.inject({ url: reviewPaths.shop(shop) })).json().data;
    expect((await page()).rating).toBeNull();
    for (const stars of [5, 4, 4]) {
      const order = await createQueueEntry(db, shop, { status: 'served', finishedAt: clock });
      expect((await post(order.id, { stars }, shop)).statusCode).toBe(201);
    }
    const reviewsPage = await page();
    expect(reviewsPage.rating).toEqual({ average: 4.3, count: 3 });
    expect(reviewsPage.reviews).toHaveLength(3);
    expect(reviewsPage.total).toBe(3);
    const detail = (await t.app.inject({ url: shopPaths.detail(shop) })).json().data;
    expect(detail.rating).toEqual({ average: 4.3, count: 3 });
    const list = (await t.app.inject({ url: `${shopPaths.list}?limit=100` })).json().data;
    expect(list.find((s: { id: string }) => s.id === shop).rating).toEqual({
      average: 4.3,
      count: 3,
    });
    const paged = (await t.app.inject({ url: `${reviewPaths.shop(shop)}?limit=2&offset=2` })).json()
      .data;
    expect(paged.reviews).toHaveLength(1);
    expect((await t.app.inject({ url: `${reviewPaths.shop(shop)}?limit=0` })).statusCode).toBe(400);
  });

  it('lets the owner reply once, publicly, and not to another shop', async () => {
    const order = await served();
    const review = (await post(order.id, { stars: 2, comment: 'Odotin kauan' })).json().data;
    expect(
      (await staffCall(otherOwner, reviewPaths.reply(review.id), { text: 'Ei meidän' })).statusCode,
    ).toBe(404);
    const first = await staffCall(owner, reviewPaths.reply(review.id), { text: 'Pahoittelut!' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.reply.text).toBe('Pahoittelut!');
    const second = await staffCall(owner, reviewPaths.reply(review.id), { text: 'Toinen' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe(errorCodes.alreadyReplied);
    expect((await staffCall(owner, reviewPaths.reply(review.id), { text: '   ' })).statusCode).toBe(
      400,
    );
    const publicPage = (await t.app.inject({ url: reviewPaths.shop(shopId) })).json().data;
    const shown = publicPage.reviews.find((r: { id: string }) => r.id === review.id);
    expect(shown.reply.text).toBe('Pahoittelut!');
  });

  it('keeps a reported review stored, out of the public list and the rating', async () => {
    const db = t.database.db;
    const shop = (await createShop(db)).id;
    const shopOwner = await loginAs(t.app, (await createStaff(db, shop)).email);
    const ids: string[] = [];
    for (const stars of [5, 1]) {
      const order = await createQueueEntry(db, shop, { status: 'served', finishedAt: clock });
      ids.push((await post(order.id, { stars }, shop)).json().data.id);
    }
    const reported = ids[1] as string;
    const res = await staffCall(shopOwner, reviewPaths.report(reported), { reason: 'Loukkaava' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.report.reason).toBe('Loukkaava');
    const again = await staffCall(shopOwner, reviewPaths.report(reported), { reason: 'Taas' });
    expect(again.json().code).toBe(errorCodes.alreadyReported);

    const publicPage = (await t.app.inject({ url: reviewPaths.shop(shop) })).json().data;
    expect(publicPage.reviews.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(publicPage.rating).toEqual({ average: 5, count: 1 });

    const ownerPage = (await staffCall(shopOwner, reviewPaths.manage)).json().data;
    expect(ownerPage.reviews).toHaveLength(2);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, reported));
    expect(row).toMatchObject({ stars: 1, reportReason: 'Loukkaava' });
  });
});

describe('the name a review is signed with', () => {
  it('is the first name and the initial of the last', () => {
    expect(reviewAuthorName('Aino Virtanen')).toBe('Aino V.');
    expect(reviewAuthorName('  Aino  Maria  virtanen ')).toBe('Aino V.');
    expect(reviewAuthorName('Åsa öberg')).toBe('Åsa Ö.');
    expect(reviewAuthorName('Prince')).toBe('Prince');
  });
});
