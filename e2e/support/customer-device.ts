import { randomInt, randomUUID } from 'node:crypto';
import type { Addon, QueuePlace as Place, Service, ShopDetail as Shop } from '@jono/contract';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/**
 * A customer of a demo shop, made the way the app makes one: a place in the queue joined
 * through the API, a free time to book, and what the shop and booking pages save on the
 * device, for journeys that open the customer pages directly.
 */

/** A Finnish mobile number nobody else in this run has (the one helper every journey uses). */
export const randomPhone = () => `040${String(randomInt(1e7)).padStart(7, '0')}`;

/** Jono 24/7 Barbers, open round the clock, with its first service. */
export async function roundTheClockShop(request: APIRequestContext) {
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const open = data.find((candidate) => candidate.name === 'Jono 24/7 Barbers');
  if (!open) throw new Error('the demo data has no Jono 24/7 Barbers');
  const shop = ((await (await request.get(`/api/shops/${open.id}`)).json()) as { data: Shop }).data;
  const service = shop.categories.flatMap((category) => category.services)[0];
  if (!service) throw new Error('the shop has no services');
  return { shop, service };
}

const roundPrice = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** A choice the cart sends besides the services, such as { id: 'noWash', name: 'No wash' }. */
type AdditionalService = { id: string; name: string };

/** One of the service, with each add-on once; the totals are what the cart would claim. */
const orderOf = (
  shop: Shop,
  service: Service,
  name: string,
  phone: string,
  email?: string,
  addons: readonly Addon[] = [],
  additionalServices: readonly AdditionalService[] = [],
) => ({
  name,
  phone,
  ...(email ? { email } : {}),
  shopId: shop.id,
  services: [
    {
      id: service.id,
      quantity: 1,
      addons: addons.map((addon) => ({ id: addon.id, quantity: 1 })),
    },
  ],
  additionalServices,
  totalTimeRequires: addons.reduce((sum, addon) => sum + addon.duration, service.duration),
  totalPrice:
    addons.length === 0
      ? service.price
      : roundPrice(addons.reduce((sum, addon) => sum + addon.price, service.price)),
});

/**
 * A place in the shop's queue for one of `service`: a new phone unless the journey names
 * one, no email unless named, and the service's add-ons and the additional choices the
 * journey lists (none by default).
 */
export async function joinByApi(
  request: APIRequestContext,
  shop: Shop,
  service: Service,
  name: string,
  {
    phone = randomPhone(),
    email,
    addons,
    additionalServices,
  }: {
    phone?: string;
    email?: string;
    addons?: readonly Addon[];
    additionalServices?: readonly AdditionalService[];
  } = {},
): Promise<Place & { shortCode: string }> {
  const response = await request.post('/api/queue', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      ...orderOf(shop, service, name, phone, email, addons, additionalServices),
      payNow: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Place & { shortCode: string } }).data;
}

export type Slot = { date: string; time: string; startAt: string };

/** The first free time tomorrow or later (the shop is open round the clock). */
export async function firstFreeSlot(
  request: APIRequestContext,
  shop: Shop,
  service: Service,
): Promise<Slot> {
  const month = await request.get(
    `/api/pre-booking/availability/${shop.id}/month?month=${new Date().toISOString().slice(0, 7)}&duration=${service.duration}`,
  );
  const { data } = (await month.json()) as { data: { tomorrow: string } };
  const response = await request.get(
    `/api/pre-booking/availability/${shop.id}?date=${data.tomorrow}&duration=${service.duration}`,
  );
  const { data: day } = (await response.json()) as {
    data: { slots: { time: string; startAt: string }[] };
  };
  const free = day.slots[0];
  if (!free) throw new Error(`no free time on ${data.tomorrow}`);
  return { date: data.tomorrow, ...free };
}

/** A booking at `slot`, as the booking page makes it (its payment left to the journey). */
export async function bookByApi(
  request: APIRequestContext,
  shop: Shop,
  service: Service,
  slot: Slot,
  name: string,
) {
  const response = await request.post('/api/pre-booking', {
    data: {
      ...orderOf(shop, service, name, randomPhone()),
      email: 'varaaja@example.fi',
      date: slot.date,
      time: slot.time,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as {
    data: { booking: { id: string; shortCode: string } };
  };
  return data.booking;
}

/**
 * What the shop and booking pages would have saved: details, cart and chosen time, in
 * redux-persist's format (each field JSON-encoded inside a JSON object), and the language.
 */
export async function saveOnDevice(
  page: Page,
  { shop, service, slot, lang = 'fi' }: { shop: Shop; service: Service; slot: Slot; lang?: string },
) {
  const persisted = (fields: Record<string, unknown>) =>
    JSON.stringify({
      ...Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)]),
      ),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
  const entries: Record<string, string> = {
    lang,
    'persist:customer': persisted({
      name: 'Reflow Testaaja',
      phone: randomPhone(),
      email: 'reflow@example.com',
      isEmailValid: true,
    }),
    'persist:cart': persisted({
      shopId: shop.id,
      services: [
        {
          id: service.id,
          price: service.price,
          duration: service.duration,
          quantity: 1,
          addons: [],
        },
      ],
      additionalServices: [],
    }),
    'persist:preBooking': persisted({
      shopId: shop.id,
      selectedDate: slot.date,
      selectedSlot: { time: slot.time, startAt: slot.startAt },
    }),
  };
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * A customer who has used Jono on this device before, on a desktop: English, and their
 * details saved, as the booking pages find them.
 */
export async function returningCustomerPage(
  browser: Browser,
  customer: { name: string; phone: string; email: string },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const saved = JSON.stringify({
    name: JSON.stringify(customer.name),
    phone: JSON.stringify(customer.phone),
    email: JSON.stringify(customer.email),
    isEmailValid: 'true',
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  await context.addInitScript((persisted) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', 'yes');
    localStorage.setItem('lang', 'en');
    localStorage.setItem('persist:customer', persisted);
  }, saved);
  return context.newPage();
}
