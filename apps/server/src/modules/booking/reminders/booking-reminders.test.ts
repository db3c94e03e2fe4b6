import { bookingPaths, bookingReminderPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import {
  bookingPushSubscriptions,
  bookingReminders,
  type bookings,
} from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createBooking, createShop, createStaff } from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { pinnedClock } from '../../../test/pinned-clock';
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../../test/push-service-stand-in';
import { type ReceivedMail, startSmtpInbox } from '../../../test/smtp-inbox';
import { mailText } from '../booking.test-kit';
import { forgetStartedBookingsSubscriptions } from './booking-push-subscriptions.service';
import { sendDueReminders } from './booking-reminders.service';

const HOUR = 3_600_000;
const clock = pinnedClock('2027-01-10T10:00:00Z');

describe('booking reminders', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let push: PushServiceStandIn;
  /** Bookings are made this long before their time unless a test says otherwise. */
  let shopId: string;
  let owner: { authorization: string };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    push = await startPushServiceStandIn();
    t = await buildTestApp({ SMTP_URL: inbox.url, PUSH_SERVICE_ORIGINS: push.origin }, clock.now);
    const shop = await createShop(t.database.db, {
      name: 'Parturi Aalto',
      address: 'Aleksanterinkatu 5',
      city: 'Helsinki',
      lat: 60.1686,
      lng: 24.9462,
      bookingFeeCents: 0,
      // Moves are open until the start (the refund window closes then).
      refundWindowHours: 0,
    });
    shopId = shop.id;
    const staff = await createStaff(t.database.db, shop.id, { role: 'owner' });
    owner = await loginAs(t.app, staff.email);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await push.close();
  });

  let customers = 0;
  /** A confirmed booking at this instant, made a week before unless told. */
  async function book(startAt: string, extra: Partial<typeof bookings.$inferInsert> = {}) {
    const start = new Date(startAt);
    const email = `reminded${++customers}@example.fi`;
    return createBooking(t.database.db, shopId, {
      startAt: start,
      createdAt: new Date(start.getTime() - 7 * 24 * HOUR),
      email,
      language: 'en',
      customerName: 'Aino',
      ...extra,
    });
  }

  /** Runs the scheduler's step at this instant and delivers what it put in the outbox. */
  async function runAt(iso: string, app: FastifyInstance = t.app) {
    clock.set(iso);
    const sent = await sendDueReminders(app.ctx);
    await app.mail.deliverDue();
    return sent;
  }

  const mailsTo = (to: string): ReceivedMail[] => inbox.mails.filter((m) => m.to.includes(to));

  it('24 h and 2 h before a booking the morning after the spring change, by elapsed time', async () => {
    // 28 March 2027 10:00 in Helsinki is summer time (+3): 07:00Z. The day before is +2.
    const booking = await book('2027-03-28T07:00:00Z');
    const to = booking.email ?? '';
    expect(await runAt('2027-03-27T06:59:00Z')).toBe(0);
    // 24 hours before is 09:00 on the wall the day before, not 10:00.
    expect(await runAt('2027-03-27T07:00:00Z')).toBe(1);
    expect(mailsTo(to)).toHaveLength(1);
    expect(await runAt('2027-03-27T08:00:00Z')).toBe(0);
    expect(await runAt('2027-03-28T04:59:00Z')).toBe(0);
    expect(await runAt('2027-03-28T05:00:00Z')).toBe(1);
    expect(mailsTo(to)).toHaveLength(2);

    const mail = mailText(mailsTo(to)[1]?.raw ?? '');
    expect(mail).toContain('Subject: Reminder: Parturi Aalto');
    expect(mail).toContain(
      `Booking code: ${booking.shortCode.slice(0, 3)}-${booking.shortCode.slice(3)}`,
    );
    // The time on the shop's clock, on the day it now keeps summer time.
    expect(mail).toContain('Time: 10:00 - 10:30');
    expect(mail).toContain('Sunday, 28 March 2027');
    expect(mail).toContain('Address: Aleksanterinkatu 5, Helsinki');
    expect(mail).toContain(
      'Get directions: https://www.google.com/maps/dir/?api=1&destination=60.1686,24.9462',
    );
    const manage = `http://localhost:3000/check-details?booking=${booking.shortCode.slice(0, 3)}-${booking.shortCode.slice(3)}`;
    expect(mail).toContain(`Move or cancel the booking: ${manage}`);
    expect(mail).toContain(`href="${manage}"`);
  });

  it('across the autumn change: 11:00 the day before, and at 08:00 when quiet hours end', async () => {
    // 31 October 2027 10:00 is winter time (+2): 08:00Z. The day before is still +3.
    const booking = await book('2027-10-31T08:00:00Z', { language: 'fi' });
    const to = booking.email ?? '';
    expect(await runAt('2027-10-30T07:59:00Z')).toBe(0);
    expect(await runAt('2027-10-30T08:00:00Z')).toBe(1);
    // 2 hours before is 08:00 winter time, the first minute after quiet hours.
    expect(await runAt('2027-10-31T05:59:00Z')).toBe(0);
    expect(await runAt('2027-10-31T06:00:00Z')).toBe(1);
    const mails = mailsTo(to).map((m) => mailText(m.raw));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('Subject: Muistutus: Parturi Aalto');
    expect(mails[0]).toContain('Aika: 10:00 - 10:30');
    expect(mails[0]).toContain('Reittiohjeet: https://www.google.com/maps/dir/');
    expect(mails[0]).toContain('Siirrä tai peru varaus: http://localhost:3000/check-details');
  });

  it('a reminder due at night goes at 20:59 the evening before, and none goes at night', async () => {
    // 09:00 on 2 June (+3): two hours before is 07:00, inside 21:00-08:00.
    const booking = await book('2027-06-02T06:00:00Z');
    const to = booking.email ?? '';
    expect(await runAt('2027-06-01T06:00:00Z')).toBe(1); // 24 h before, 09:00
    expect(await runAt('2027-06-01T17:58:00Z')).toBe(0);
    expect(await runAt('2027-06-01T17:59:00Z')).toBe(1); // 20:59
    expect(mailsTo(to)).toHaveLength(2);
    // Nothing is left for the night or the morning.
    expect(await runAt('2027-06-02T04:00:00Z')).toBe(0);
    expect(await runAt('2027-06-02T05:30:00Z')).toBe(0);
    expect(mailsTo(to)).toHaveLength(2);
  });

  it('one missed while no node ran waits for the morning, and only the nearest goes', async () => {
    // 11:00 on 3 June: 24 h before was 11:00 on 2 June, 2 h before is 09:00 on 3 June.
    const booking = await book('2027-06-03T08:00:00Z');
    const to = booking.email ?? '';
    // The first run after both came due is at night: nothing.
    expect(await runAt('2027-06-03T01:00:00Z')).toBe(0);
    // In the morning, one reminder, the 2-hour one; the 24-hour one never comes.
    expect(await runAt('2027-06-03T06:10:00Z')).toBe(1);
    expect(await runAt('2027-06-03T06:20:00Z')).toBe(0);
    expect(mailsTo(to)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, booking.id));
    expect(rows.map((r) => [r.offsetMinutes, r.status]).sort()).toEqual([
      [120, 'sent'],
      [1440, 'skipped'],
    ]);
  });

  it('none goes before the booking was made', async () => {
    // Booked at 22:00 for 09:00 the next morning: 20:59 has passed, 24 h before too.
    const booking = await book('2027-06-05T06:00:00Z', {
      createdAt: new Date('2027-06-04T19:00:00Z'),
    });
    expect(await runAt('2027-06-05T05:00:00Z')).toBe(0);
    expect(mailsTo(booking.email ?? '')).toHaveLength(0);
  });

  it('goes once with two schedulers on two nodes running at the same time', async () => {
    const second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://localhost:3000',
        DATA_DIR: t.app.config.dataDir,
        PAYMENTS: 'test',
        SMTP_URL: inbox.url,
      }),
      database: t.database,
      logger: false,
      now: clock.now,
    });
    try {
      const several = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          book(`2027-07-01T${String(8 + i).padStart(2, '0')}:00:00Z`),
        ),
      );
      clock.set('2027-06-30T12:00:00Z');
      const runs = await Promise.all([
        sendDueReminders(t.app.ctx),
        sendDueReminders(second.ctx),
        sendDueReminders(t.app.ctx),
        sendDueReminders(second.ctx),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(5);
      await Promise.all([t.app.mail.deliverDue(), second.mail.deliverDue()]);
      for (const booking of several) expect(mailsTo(booking.email ?? '')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('none after the customer cancels', async () => {
    const booking = await book('2027-07-10T09:00:00Z');
    clock.set('2027-07-08T12:00:00Z');
    const cancel = await t.app.inject({
      method: 'POST',
      url: bookingPaths.cancel(booking.id),
      payload: { phone: booking.phone },
    });
    expect(cancel.statusCode).toBe(200);
    await t.app.mail.deliverDue();
    const before = mailsTo(booking.email ?? '').length;
    expect(await runAt('2027-07-09T09:00:00Z')).toBe(0);
    expect(await runAt('2027-07-10T07:00:00Z')).toBe(0);
    expect(mailsTo(booking.email ?? '')).toHaveLength(before);
  });

  it('a moved booking: the old time reminds no more, the new time gets its own', async () => {
    const booking = await book('2027-07-20T09:00:00Z');
    expect(await runAt('2027-07-19T09:00:00Z')).toBe(1); // 24 h before the old time
    // The customer moves it two days later, as on /check-details (12:00 in Helsinki).
    const moved = await t.app.inject({
      method: 'POST',
      url: bookingPaths.move(booking.id),
      payload: { phone: booking.phone, date: '2027-07-22', time: '12:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.mail.deliverDue();
    const confirmations = mailsTo(booking.email ?? '').length;
    expect(await runAt('2027-07-20T07:00:00Z')).toBe(0); // 2 h before the old time
    expect(await runAt('2027-07-21T09:00:00Z')).toBe(1); // 24 h before the new time
    expect(await runAt('2027-07-22T07:00:00Z')).toBe(1);
    const mails = mailsTo(booking.email ?? '').map((m) => mailText(m.raw));
    const reminders = [mails[0], ...mails.slice(confirmations)];
    expect(reminders).toHaveLength(3);
    expect(reminders.every((mail) => mail?.includes('Subject: Reminder:'))).toBe(true);
    expect(reminders[1]).toContain('Thursday, 22 July 2027');
    expect(reminders[2]).toContain('Time: 12:00 - 12:30');
  });

  it('by Web Push to a device that asked, in its language, instead of a mail', async () => {
    const booking = await book('2027-08-02T09:00:00Z');
    const browser = push.subscribe();
    clock.set('2027-07-30T12:00:00Z');
    const on = await t.app.inject({
      method: 'POST',
      url: bookingReminderPaths.pushSubscription(booking.id),
      payload: { endpoint: browser.endpoint, keys: browser.keys, language: 'sv' },
    });
    expect(on.statusCode).toBe(201);
    expect(await runAt('2027-08-01T09:00:00Z')).toBe(1);
    const received = await push.nextPush(browser.id);
    const code = `${booking.shortCode.slice(0, 3)}-${booking.shortCode.slice(3)}`;
    expect(received.message).toMatchObject({
      kind: 'reminder',
      bookingId: booking.id,
      code,
      lang: 'sv',
      url: `/check-details?booking=${code}`,
      tag: `booking-${booking.id}`,
    });
    expect(received.message.title).toContain('Påminnelse: Parturi Aalto');
    expect(received.message.body).toContain('Aleksanterinkatu 5, Helsinki');
    expect(push.refused).toEqual([]);
    expect(mailsTo(booking.email ?? '')).toHaveLength(0);

    const day = await t.app.inject({
      method: 'GET',
      url: `${bookingReminderPaths.ofDay}?date=2027-08-02`,
      headers: { authorization: owner.authorization },
    });
    expect(day.statusCode).toBe(200);
    expect(day.json().data.byBooking[booking.id]).toEqual([
      {
        offsetMinutes: 1440,
        status: 'sent',
        channel: 'push',
        pushFailed: false,
        sentAt: '2027-08-01T09:00:00.000Z',
      },
    ]);
  });

  it('a device that withdrew its permission (410): the reminder goes by mail, staff see why', async () => {
    const booking = await book('2027-08-05T09:00:00Z');
    const browser = push.subscribe();
    clock.set('2027-08-01T12:00:00Z');
    await t.app.inject({
      method: 'POST',
      url: bookingReminderPaths.pushSubscription(booking.id),
      payload: { endpoint: browser.endpoint, keys: browser.keys, language: 'en' },
    });
    push.expire(browser.id);
    expect(await runAt('2027-08-04T09:00:00Z')).toBe(1);
    expect(mailsTo(booking.email ?? '')).toHaveLength(1);
    // Forgotten: the next reminder goes by mail straight away.
    expect(await runAt('2027-08-05T07:00:00Z')).toBe(1);
    expect(mailsTo(booking.email ?? '')).toHaveLength(2);
    const day = await t.app.inject({
      method: 'GET',
      url: `${bookingReminderPaths.ofDay}?date=2027-08-05`,
      headers: { authorization: owner.authorization },
    });
    expect(day.json().data.byBooking[booking.id]).toEqual([
      expect.objectContaining({ offsetMinutes: 1440, channel: 'email', pushFailed: true }),
      expect.objectContaining({ offsetMinutes: 120, channel: 'email', pushFailed: false }),
    ]);
  });

  it('a claim a dead node left "sending" is taken over once after five minutes, never twice', async () => {
    const booking = await book('2027-09-10T09:00:00Z');
    const to = booking.email ?? '';
    const claimOf = async () =>
      (
        await t.database.db
          .select()
          .from(bookingReminders)
          .where(eq(bookingReminders.bookingId, booking.id))
      )[0];
    // The node claimed the 24-hour reminder at 09:00 and died before it sent anything.
    await t.database.db.insert(bookingReminders).values({
      bookingId: booking.id,
      startsAt: booking.startAt,
      offsetMinutes: 1440,
      status: 'sending',
      claimedAt: new Date('2027-09-09T09:00:00Z'),
    });
    // A claim of a few minutes may still be under way on its node: left alone.
    expect(await runAt('2027-09-09T09:04:00Z')).toBe(0);
    expect(await claimOf()).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await runAt('2027-09-09T09:05:01Z')).toBe(1);
    expect(mailsTo(to)).toHaveLength(1);
    expect(await claimOf()).toMatchObject({
      status: 'sent',
      channel: 'email',
      attempts: 2,
      claimedAt: new Date('2027-09-09T09:05:01Z'),
    });
    expect(await runAt('2027-09-09T09:20:00Z')).toBe(0);
    expect(mailsTo(to)).toHaveLength(1);
  });

  it('a claim stuck "sending" a second time is given up as failed, with nothing sent', async () => {
    const booking = await book('2027-09-12T09:00:00Z');
    await t.database.db.insert(bookingReminders).values({
      bookingId: booking.id,
      startsAt: booking.startAt,
      offsetMinutes: 1440,
      status: 'sending',
      claimedAt: new Date('2027-09-11T09:00:00Z'),
      attempts: 2,
    });
    expect(await runAt('2027-09-11T09:10:00Z')).toBe(0);
    expect(mailsTo(booking.email ?? '')).toHaveLength(0);
    const [claim] = await t.database.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, booking.id));
    expect(claim).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('forgets a device once its booking has started, and keeps those of bookings to come', async () => {
    const started = await book('2027-09-01T09:00:00Z');
    const coming = await book('2027-09-02T09:00:00Z');
    clock.set('2027-08-30T12:00:00Z');
    for (const booking of [started, coming]) {
      const browser = push.subscribe();
      const res = await t.app.inject({
        method: 'POST',
        url: bookingReminderPaths.pushSubscription(booking.id),
        payload: { endpoint: browser.endpoint, keys: browser.keys },
      });
      expect(res.statusCode).toBe(201);
    }
    await forgetStartedBookingsSubscriptions(t.database.db, new Date('2027-09-01T09:00:01Z'));
    const left = await t.database.db
      .select({ bookingId: bookingPushSubscriptions.bookingId })
      .from(bookingPushSubscriptions);
    expect(left.map((row) => row.bookingId)).not.toContain(started.id);
    expect(left.map((row) => row.bookingId)).toContain(coming.id);
  });

  it('a cancelled booking takes no device', async () => {
    const booking = await book('2027-08-10T09:00:00Z', { status: 'cancelled' });
    const browser = push.subscribe();
    const res = await t.app.inject({
      method: 'POST',
      url: bookingReminderPaths.pushSubscription(booking.id),
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ ok: false, code: 'CONFLICT' });
    const made = await t.app.inject({
      method: 'POST',
      url: bookingReminderPaths.pushSubscription(booking.id),
      payload: { endpoint: 'https://attacker.example/push', keys: browser.keys },
    });
    expect(made.statusCode).toBe(400);
  });
});

describe('the shop sets its reminders', () => {
  let t: TestApp;
  let owner: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const shop = await createShop(t.database.db);
    const staff = await createStaff(t.database.db, shop.id, { role: 'owner' });
    owner = await loginAs(t.app, staff.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({
      method,
      url: bookingReminderPaths.settings,
      headers: { authorization: owner.authorization },
      ...(payload ? { payload } : {}),
    });

  it('starts with 24 h and 2 h before, quiet 21:00-08:00, and saves new times', async () => {
    const start = await call('GET');
    expect(start.json().data).toEqual({
      offsetsMinutes: [1440, 120],
      quietHours: { starts: '21:00', ends: '08:00' },
      timezone: 'Europe/Helsinki',
    });
    const saved = await call('PUT', {
      offsetsMinutes: [60, 2880, 180],
      quietHours: { starts: '22:00', ends: '07:30' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.offsetsMinutes).toEqual([2880, 180, 60]);
    expect((await call('GET')).json().data).toMatchObject({
      offsetsMinutes: [2880, 180, 60],
      quietHours: { starts: '22:00', ends: '07:30' },
    });
    const none = await call('PUT', { offsetsMinutes: [], quietHours: null });
    expect(none.json().data).toMatchObject({ offsetsMinutes: [], quietHours: null });
  });

  it('refuses four reminders, one twice, a quiet night of no length, and changes nothing', async () => {
    await call('PUT', { offsetsMinutes: [1440], quietHours: { starts: '21:00', ends: '08:00' } });
    for (const body of [
      { offsetsMinutes: [60, 120, 180, 240], quietHours: null },
      { offsetsMinutes: [60, 60], quietHours: null },
      { offsetsMinutes: [5], quietHours: null },
      { offsetsMinutes: [60], quietHours: { starts: '21:00', ends: '21:00' } },
      { offsetsMinutes: [60], quietHours: { starts: '25:00', ends: '08:00' } },
    ]) {
      const res = await call('PUT', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    expect((await call('GET')).json().data.offsetsMinutes).toEqual([1440]);
  });
});
