import { errorCodes, formatShortCode, reviewPaths, staffQueuePaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reviews } from '../../../db/schema/index';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { createBooking, createShop, createStaff } from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { startSmtpInbox } from '../../../test/smtp-inbox';

type Staff = Awaited<ReturnType<typeof loginAs>>;

describe('the thank-you mail and the review of a served booking', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let shopId: string;
  let otherShopId: string;
  let barberId: string;
  let owner: Staff;
  let otherOwner: Staff;
  // The app's clock runs a minute behind the database's, so a thank-you mail, which waits
  // out the undo window on the app's clock, is already due when the test delivers.
  const appNow = () => new Date(Date.now() - 60_000);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000', SMTP_URL: inbox.url }, appNow);
    const db = t.database.db;
    shopId = (await createShop(db, { name: 'Parturi Kallio' })).id;
    otherShopId = (await createShop(db)).id;
    const ownerRow = await createStaff(db, shopId);
    barberId = ownerRow.id;
    owner = await loginAs(t.app, ownerRow.email);
    otherOwner = await loginAs(t.app, (await createStaff(db, otherShopId)).email);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const inChair = (overrides: Partial<Parameters<typeof createBooking>[2]> = {}) =>
    createBooking(t.database.db, shopId, {
      startAt: new Date(Date.now() - 30 * 60_000),
      startedAt: new Date(Date.now() - 25 * 60_000),
      barberId,
      ...overrides,
    });

  const board = (who: Staff, url: string) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: who.authorization } });

  const mailsAbout = (bookingId: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.about, `visit-thanks:${bookingId}`));

  it("thanks the customer in the booking's language at the test SMTP server, after the undo window, with a link to rate the visit", async () => {
    const booking = await inChair({ customerName: 'Aino Virtanen', language: 'sv' });
    expect((await board(owner, staffQueuePaths.bookingFinish(booking.id))).statusCode).toBe(200);

    const [queued] = await mailsAbout(booking.id);
    expect(queued?.sentAt).toBeNull();
    const finishedAt = appNow().getTime();
    // Not before the finish could no longer be taken back.
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(finishedAt + 10_000 - 1_000);

    await t.app.mail.deliverDue();
    const mail = await inbox.next(booking.email ?? '');
    expect(mail.body).toContain('Hej Aino Virtanen,');
    expect(mail.body).toContain('bokade');
    expect(mail.body).toContain(
      `${testOrigin}/check-details?booking=${formatShortCode(booking.shortCode)}`,
    );

    // The link leads to the booking, which can be rated once.
    const state = await t.app.inject({ url: reviewPaths.visit(shopId, booking.id) });
    expect(state.json().data).toEqual({ eligibility: 'eligible', review: null });
  });

  it('withdraws the thanks when the finish is taken back, and sends one once it is finished again', async () => {
    const booking = await inChair();
    expect((await board(owner, staffQueuePaths.bookingFinish(booking.id))).statusCode).toBe(200);
    expect(await mailsAbout(booking.id)).toHaveLength(1);

    expect((await board(owner, staffQueuePaths.bookingUndo(booking.id))).statusCode).toBe(200);
    expect(await mailsAbout(booking.id)).toHaveLength(0);
    // The visit did not end: it cannot be rated.
    const state = await t.app.inject({ url: reviewPaths.visit(shopId, booking.id) });
    expect(state.json().data.eligibility).toBe('not_served');
    const refused = await t.app.inject({
      method: 'POST',
      url: reviewPaths.shop(shopId),
      payload: { orderId: booking.id, stars: 5 },
    });
    expect(refused.json().code).toBe(errorCodes.visitNotServed);

    expect((await board(owner, staffQueuePaths.bookingFinish(booking.id))).statusCode).toBe(200);
    expect(await mailsAbout(booking.id)).toHaveLength(1);
  });

  it('sends nothing to a customer who booked without an email', async () => {
    const booking = await inChair({ email: null });
    expect((await board(owner, staffQueuePaths.bookingFinish(booking.id))).statusCode).toBe(200);
    expect(await mailsAbout(booking.id)).toHaveLength(0);
  });

  it("takes no review of a booking at another shop's address, nor lets another shop finish it", async () => {
    const booking = await inChair();
    expect((await board(otherOwner, staffQueuePaths.bookingFinish(booking.id))).statusCode).toBe(
      404,
    );
    expect((await board(owner, staffQueuePaths.bookingFinish(booking.id))).statusCode).toBe(200);
    const before = (await t.database.db.select().from(reviews)).length;
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: reviewPaths.shop(otherShopId),
      payload: { orderId: booking.id, stars: 1 },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: reviewPaths.visit(otherShopId, booking.id) })).statusCode,
    ).toBe(404);
    expect(await t.database.db.select().from(reviews)).toHaveLength(before);
  });
});
