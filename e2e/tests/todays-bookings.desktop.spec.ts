import { formatShortCode } from '@jono/contract/rules/short-code';
import { expect, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { clockIn, dateIn } from '../support/clock';
import { watchConsole } from '../support/console';
import { ok, signIn } from '../support/owner-shop';

/**
 * Today's bookings are part of the day. In a shop of its own (one chair, one
 * barber, open around the clock, bookings without a fee), a walk-in waits behind a customer
 * in the chair; a customer books a time later today that the walk-in's service would run
 * into. The owner's board and the big screen, in Finnish, show the booking as it is made,
 * and the walk-in's estimate moves past it. Once the booked customer sits down, the board
 * counts him in the chair and names him, as the big screen does by his code.
 */

const serviceMinutes = 45;

test('a booking for later today shows on the board and the big screen, moves the walk-in estimate, and counts in the chair', async ({
  browser,
  request,
}) => {
  const { owner, timezone, order, join, estimateOf } = await allDayShop(
    request,
    'Parturi Päivävaraus',
    serviceMinutes,
  );
  const { headers, shopId } = owner;

  // Aapo is in the chair for 45 minutes; Ville waits and starts when Aapo is done.
  const aapo = await join('Aapo Ensimmäinen');
  await ok(
    await request.post(`/api/staff/queue/${aapo}/start`, {
      headers,
      data: { barberId: owner.userId },
    }),
  );
  const ville = await join('Ville Odottaja');
  const villeBefore = await estimateOf(ville);

  const context = await browser.newContext({ locale: 'fi-FI' });
  const board = await context.newPage();
  const problems = watchConsole(board);
  await signIn(board, owner.email);
  await board.goto('/dashboard/appointments');
  const bookings = board.getByRole('region', { name: /^Tämän päivän varaukset/ });
  await expect(bookings.getByText('Ei varauksia tänään')).toBeVisible();
  const villeCard = board.getByRole('article', { name: 'Ville Odottaja' });
  await expect(villeCard).toContainText(`Alkaa n. ${clockIn(timezone, villeBefore)}`);
  const screen = await context.newPage();
  await screen.goto(`/shop-currentstatus/${shopId}`);
  await expect(screen.getByTestId('now-serving')).toBeVisible();
  await expect(screen.getByTestId('next-booking')).toHaveCount(0);

  // A customer books the first free time at least ten minutes after Ville's start: his 45
  // minutes would run into it, and Aapo seldom runs so late that the booking has to wait.
  const today = dateIn(timezone);
  const { data: day } = await ok<{ data: { slots: { time: string; startAt: string }[] } }>(
    await request.get(
      `/api/pre-booking/availability/${shopId}?date=${today}&duration=${serviceMinutes}`,
    ),
  );
  const slot = day.slots.find((s) => Date.parse(s.startAt) > Date.parse(villeBefore) + 10 * 60_000);
  if (!slot) throw new Error(`no free time later today (${today}) in ${timezone}`);
  const { data: made } = await ok<{ data: { booking: { shortCode: string } } }>(
    await request.post('/api/pre-booking', {
      headers: { 'x-lang': 'fi' },
      data: {
        ...order('Matti Varaaja'),
        email: 'matti.varaaja@example.fi',
        date: today,
        time: slot.time,
      },
    }),
  );
  const mattiCode = made.booking.shortCode;

  // The board shows the booking beside the walk-ins, and Ville now starts after it.
  const booked = bookings.getByRole('article', { name: /Matti Varaaja$/ });
  await expect(booked).toBeVisible();
  await expect(booked).toContainText(slot.time);
  await expect(booked.getByTestId('booking-stage')).toHaveText('Varattu');
  await expect(
    booked.getByRole('button', { name: 'Merkitse paikalle: Matti Varaaja' }),
  ).toBeVisible();
  const villeAfter = new Date(Date.parse(slot.startAt) + serviceMinutes * 60_000).toISOString();
  await expect(villeCard).toContainText(`Alkaa n. ${clockIn(timezone, villeAfter)}`);
  expect(await estimateOf(ville)).toBe(villeAfter);

  // The big screen tells the room when the booked customer comes.
  await expect(screen.getByTestId('next-booking')).toHaveText(`Seuraava varaus klo ${slot.time}`);

  // Aapo is done and Matti is early: he checks in and sits down. A booked customer in the
  // chair is in a chair like a walk-in: counted, named under the barber and on the big screen.
  await ok(await request.post(`/api/staff/queue/${aapo}/finish`, { headers }));
  await booked.getByRole('button', { name: 'Merkitse paikalle: Matti Varaaja' }).click();
  await expect(booked.getByTestId('booking-stage')).toHaveText('Paikalla');
  await booked.getByRole('button', { name: 'Aloita: Matti Varaaja' }).click();
  const start = board.getByRole('dialog', { name: 'Kuka palvelee asiakasta Matti Varaaja?' });
  await start
    .getByRole('button', { name: /Aloita/ })
    .last()
    .click();
  await expect(start).toBeHidden();
  await expect(booked.getByTestId('booking-stage')).toHaveText('Tuolissa: Olga Omistaja');
  const inChairs = board
    .locator('dt', { hasText: 'Tuoleissa' })
    .locator('xpath=following-sibling::dd');
  await expect(inChairs.first()).toHaveText('1 / 1');
  await expect(board.getByRole('region', { name: 'Parturit' })).toContainText(
    'Palvelee: Matti Varaaja',
  );
  await expect(screen.getByTestId('now-serving')).toContainText(formatShortCode(mattiCode));
  expect(problems).toEqual([]);
  await context.close();
});
