import type { QueuePlace, TrackingOrder } from '@jono/contract/api/queue';
import type { ShopDetail } from '@jono/contract/api/shops';
import { vi } from 'vitest';

export { deferred } from './deferred';

export const shopId = '5b0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2';
export const orderId = 'c7bbb7cd-68b0-4b5e-bf86-6633480693ae';
export const haircutId = '024d8da0-c4b3-40a5-89a5-d5f1b9b7a13b';
export const washId = 'cb8ff640-1518-4b55-86e2-bccd6df19cc0';
export const beardId = '1ffbc54b-a0a1-4ec3-9764-15b865b5b237';

/** A shop detail answer (GET /api/shops/{id}) with a small catalogue. */
export function shopDetailFixture(overrides: Partial<ShopDetail> = {}): ShopDetail {
  return {
    id: shopId,
    name: 'Jono 24/7 Barbers',
    city: 'Helsinki',
    address: 'Mannerheimintie 22',
    country: 'Finland',
    timezone: 'Europe/Helsinki',
    open: true,
    openTime: '00:00',
    closeTime: '24:00',
    queue: 2,
    queueState: 'open',
    fullReason: null,
    maxWaitMinutes: null,
    walkInsUntil: null,
    chairCount: 3,
    coords: { lat: 60.1699, lng: 24.9384 },
    weeklyOffs: [],
    serviceCategories: [],
    image: null,
    rating: null,
    estimates: { learned: true, visits: 0, withinRange: 0 },
    postalCode: '00100',
    currency: 'EUR',
    openingHours: [],
    categories: [
      {
        id: '11e16485-9509-46f0-9ff9-543ef05dd1fc',
        name: 'Haircuts',
        services: [
          {
            id: haircutId,
            name: "Men's haircut",
            description: 'Scissors and clippers.',
            price: 36.8,
            duration: 30,
            addons: [{ id: washId, name: 'Hair wash', price: 5.8, duration: 10 }],
            barbers: [],
          },
          {
            id: beardId,
            name: 'Beard trim',
            description: 'Shaped and lined.',
            price: 25.3,
            duration: 20,
            addons: [],
            barbers: [],
          },
        ],
      },
    ],
    additionalServices: { noWash: { name: 'No wash', value: false } },
    holidays: [],
    booking: {
      takesBookings: true,
      fee: 2,
      slotLengthMinutes: 30,
      horizonDays: 60,
      refundWindowHours: 24,
    },
    waitingTime: 15,
    waitRange: null,
    team: [],
    gallery: [],
    textAlerts: false,
    ...overrides,
  };
}

export function placeFixture(overrides: Partial<QueuePlace> = {}): QueuePlace {
  return {
    orderId,
    status: 'waiting',
    position: 3,
    waitingTime: 25,
    estimatedStart: '2026-11-22T14:44:00.000Z',
    estimatedEnd: '2026-11-22T15:24:00.000Z',
    estimatedRange: null,
    isAtLocation: false,
    ...overrides,
  };
}

/** A tracking answer (GET /api/queue/{orderId}): 2 x haircut with a wash, and a beard trim. */
export function trackingOrderFixture(overrides: Partial<TrackingOrder> = {}): TrackingOrder {
  return {
    ...placeFixture(),
    shortCode: 'K7M2QD',
    call: null,
    barberShop: {
      id: shopId,
      name: 'Jono 24/7 Barbers',
      address: 'Mannerheimintie 22',
      city: 'Helsinki',
      timezone: 'Europe/Helsinki',
      queue: 4,
      queueState: 'open',
      fullReason: null,
      isAtLocation: false,
      coords: { lat: 60.1699, lng: 24.9384 },
    },
    customerName: 'Aino Asiakas',
    customerPhone: '+358401234567',
    order: [
      {
        id: haircutId,
        name: "Men's haircut",
        price: 36.8,
        duration: 30,
        quantity: 1,
        addons: [{ id: washId, name: 'Hair wash', price: 5.8, duration: 10, quantity: 1 }],
      },
    ],
    additionalServices: [{ id: 'noWash', name: 'No wash' }],
    totalDuration: 40,
    totalPrice: 42.6,
    currency: 'EUR',
    joinedAt: '2026-11-22T14:30:00.000Z',
    textAlerts: false,
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Stands in for the server: every fetch is recorded and answered by `respond` (which may
 * return a promise the test settles later, to look at a pending state).
 */
export function stubApi(respond: (call: ApiCall) => Response | Promise<Response>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const call: ApiCall = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
        headers: request.headers,
      };
      calls.push(call);
      return respond(call);
    }),
  );
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo };
}
