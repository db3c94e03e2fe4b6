import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { dateIn, daytimeZone } from './clock';
import { randomPhone } from './customer-device';
import { newShop, ok, takeBookingsWithoutFee } from './owner-shop';

/**
 * A shop of its own for a journey that must not share its queue: one chair and its owner
 * cutting, open around the clock on a clock where it is daytime now, one service of
 * `serviceMinutes` at 30 EUR, published, taking bookings without a fee on its one chair.
 * Customers join and book it through the API.
 */
export async function allDayShop(
  request: APIRequestContext,
  shopName: string,
  serviceMinutes: number,
) {
  const owner = await newShop(request, shopName);
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
  await takeBookingsWithoutFee(request, headers);
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

  /** A customer's order of the one service, as the join and booking forms send it. */
  const order = (name: string) => ({
    name,
    phone: randomPhone(),
    shopId,
    services: [{ id: service.id, quantity: 1, addons: [] }],
    additionalServices: [],
    totalTimeRequires: serviceMinutes,
    totalPrice: 30,
  });
  /** A walk-in joins the queue; their order's id. */
  const join = async (name: string) =>
    (
      await ok<{ data: { orderId: string } }>(
        await request.post('/api/queue', {
          headers: { 'Idempotency-Key': randomUUID() },
          data: { ...order(name), payNow: false },
        }),
      )
    ).data.orderId;
  /** When the customer's own page says they start. */
  const estimateOf = async (orderId: string) =>
    (await ok<{ data: { estimatedStart: string } }>(await request.get(`/api/queue/${orderId}`)))
      .data.estimatedStart;
  /** A customer books today's first free time; the booking's id. */
  const bookToday = async (customer: { name: string; phone: string; email: string }) => {
    const today = dateIn(timezone);
    const { data: day } = await ok<{ data: { slots: { time: string }[] } }>(
      await request.get(
        `/api/pre-booking/availability/${shopId}?date=${today}&duration=${serviceMinutes}`,
      ),
    );
    const slot = day.slots[0];
    if (!slot) throw new Error(`no free time today (${today}) in ${timezone}`);
    const { data: made } = await ok<{ data: { booking: { id: string } } }>(
      await request.post('/api/pre-booking', {
        headers: { 'x-lang': 'fi' },
        data: { ...order(customer.name), ...customer, date: today, time: slot.time },
      }),
    );
    return made.booking.id;
  };
  return {
    owner,
    timezone,
    service: { id: service.id, price: 30, duration: serviceMinutes },
    bookToday,
    order,
    join,
    estimateOf,
  };
}
