import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dateIn, daytimeZone } from '../support/clock';
import { watchConsole } from '../support/console';
import { randomPhone } from '../support/customer-device';
import { newShop, ok, signIn } from '../support/owner-shop';

/**
 * Today's bookings are part of the day. In a shop of its own (one chair, one
 * barber, open around the clock, bookings without a fee), a walk-in waits behind a customer
 * in the chair; a customer books a time later today that the walk-in's service would run
 * into. The owner's board and the big screen, in Finnish, show the booking as it is made,
 * and the walk-in's estimate moves past it.
 */

const serviceMinutes = 45;

const clockIn = (timeZone: string, instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

test('a booking for later today shows on the board and the big screen and moves the walk-in estimate', async ({
  browser,
  request,
}) => {
  const owner = await newShop(request, 'Parturi Päivävaraus');
  const { headers, shopId } = owner;
  const timezone = daytimeZone();
  await ok(
    await request.patch('/api/manage/shop', {
      headers,
      data: {
        timezone,
        // Every day, Sunday too: a new shop starts with Sundays off.
        weeklyOffs: [],
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          opens: '00:00',
          closes: '24:00',
        })),
        chairCount: 1,
        // Utsjoki: the shop must stand somewhere to be published.
        lat: 69.9078,
        lng: 27.0265,
      },
    }),
  );
  await ok(
    await request.put('/api/staff/booking-settings', {
      headers,
      data: {
        slotLengthMinutes: 30,
        bookableChairs: 1,
        horizonDays: 30,
        bookingFee: 0,
        refundWindowHours: 24,
        bookingHours: [],
      },
    }),
  );
  await ok(await request.post('/api/manage/categories', { headers, data: { name: 'Hiukset' } }));
  const [category] = (
    await ok<{ data: { id: string }[] }>(await request.get('/api/manage/categories', { headers }))
  ).data;
  await ok(
    await request.post('/api/manage/services', {
      headers,
      data: {
        categoryId: category?.id,
        name: 'Parturileikkaus',
        price: 30,
        duration: serviceMinutes,
      },
    }),
  );
  const [service] = (
    await ok<{ data: { id: string }[] }>(await request.get('/api/manage/services', { headers }))
  ).data;
  if (!service) throw new Error('the service was not saved');
  // Customers join and book only at a published shop.
  await ok(await request.post('/api/manage/shop/publish', { headers }));
  const order = (name: string) => ({
    name,
    phone: randomPhone(),
    shopId,
    services: [{ id: service.id, quantity: 1, addons: [] }],
    additionalServices: [],
    totalTimeRequires: serviceMinutes,
    totalPrice: 30,
  });
  const join = async (name: string) =>
    (
      await ok<{ data: { orderId: string } }>(
        await request.post('/api/queue', {
          headers: { 'Idempotency-Key': randomUUID() },
          data: { ...order(name), payNow: false },
        }),
      )
    ).data.orderId;
  const estimateOf = async (orderId: string) =>
    (await ok<{ data: { estimatedStart: string } }>(await request.get(`/api/queue/${orderId}`)))
      .data.estimatedStart;

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
  await ok(
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
  expect(problems).toEqual([]);
  await context.close();
});
