import { bookingPaths } from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff, everyDay, staffPassword } from '../../test/factories';
import { loginAs } from '../../test/login';
import { formData } from '../../test/multipart-form';
import { startSmtpInbox } from '../../test/smtp-inbox';
import {
  type BookableShop,
  bookableShop,
  bookingBody,
  freshAddress,
  mailText,
  postBooking,
} from './booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki; the bookings are on Wednesday 24 March.
const now = () => new Date('2027-03-20T08:00:00Z');

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let f: BookableShop;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000' }, now);
  f = await bookableShop(t, { name: 'Parturi Kallio', openingHours: everyDay('09:00', '18:00') });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** Books and cancels a haircut at 11:00 in a language; the mails the customer got, as text. */
async function bookAndCancel(language: 'fi' | 'en', email: string, time: string) {
  const body = bookingBody(f, '2027-03-24', time, { email });
  const booked = await postBooking(t, body, { 'x-lang': language });
  expect(booked.statusCode).toBe(201);
  const confirmation = mailText((await inbox.next(email, 15_000)).raw);
  const cancelled = await t.app.inject({
    method: 'POST',
    url: bookingPaths.cancel(booked.json().data.booking.id),
    payload: { phone: body.phone },
    remoteAddress: freshAddress(),
  });
  expect(cancelled.statusCode).toBe(200);
  const cancellation = mailText((await inbox.next(email, 15_000)).raw);
  return { confirmation, cancellation };
}

/** Changes a staff member's phone; the notice their email got, as text. */
async function changePhone(language: 'fi' | 'en', phone: string) {
  const shop = await createShop(t.database.db);
  const staff = await createStaff(t.database.db, shop.id, { language });
  const { authorization } = await loginAs(t.app, staff.email);
  const fields = { phone, currentPassword: staffPassword };
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/update-profile',
    payload: formData(fields).payload,
    headers: { ...formData(fields).headers, authorization },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode).toBe(200);
  return mailText((await inbox.next(staff.email, 15_000)).raw);
}

describe('mails write dates, times, money and phones the one way of their language', () => {
  it('in Finnish', async () => {
    const { confirmation, cancellation } = await bookAndCancel('fi', 'aino@example.fi', '11:00');
    expect(confirmation).toContain('Päivä: keskiviikkona 24. maaliskuuta 2027');
    expect(confirmation).toContain('Aika: 11:00 - 11:30');
    expect(confirmation).toContain('Yhteensä: 30,00\u00a0€');
    expect(cancellation).toContain(
      'Varauksesi keskiviikkona 24. maaliskuuta 2027 klo 11:00 - 11:30 on peruttu.',
    );
    expect(cancellation).not.toContain('2027-03-24');
    expect(await changePhone('fi', '040 777 66 55')).toContain(
      'puhelinnumeroksi vaihdettiin +358 40 7776655.',
    );
  });

  it('in English', async () => {
    const { confirmation, cancellation } = await bookAndCancel('en', 'anna@example.com', '12:00');
    expect(confirmation).toContain('Date: Wednesday, 24 March 2027');
    expect(confirmation).toContain('Time: 12:00 - 12:30');
    expect(confirmation).toContain('Total: €30.00');
    expect(cancellation).toContain(
      'Your booking on Wednesday, 24 March 2027 at 12:00 - 12:30 is cancelled.',
    );
    expect(await changePhone('en', '0501234567')).toContain('was changed to +358 50 1234567.');
  });
});
