import type { ShopDetail, ShopSummary } from '@jono/contract/api/shops';

/** Shops as the server presents them (the contract's shapes), for component tests. */
export function shopSummary(overrides: Partial<ShopSummary> = {}): ShopSummary {
  return {
    id: 'a1f1c7e2-5d0a-4c8e-9f61-2a7d4e9c1b01',
    name: 'Parturi Kallio',
    city: 'Helsinki',
    address: 'Helsinginkatu 15',
    country: 'FI',
    timezone: 'Europe/Helsinki',
    open: true,
    openTime: '09:00',
    closeTime: '19:00',
    queue: 2,
    queueState: 'open',
    fullReason: null,
    maxWaitMinutes: null,
    walkInsUntil: null,
    chairCount: 4,
    coords: { lat: 60.1841, lng: 24.9496 },
    weeklyOffs: [7],
    serviceCategories: [],
    image: null,
    rating: null,
    waitingTime: 0,
    waitRange: null,
    estimates: { learned: true, visits: 0, withinRange: 0 },
    ...overrides,
  };
}

export const serviceIds = {
  cut: 'c0000000-0000-4000-8000-000000000001',
  beard: 'c0000000-0000-4000-8000-000000000002',
  wash: 'c0000000-0000-4000-8000-0000000000a1',
  brows: 'c0000000-0000-4000-8000-0000000000a2',
} as const;

export function shopDetail(overrides: Partial<ShopDetail> = {}): ShopDetail {
  return {
    ...shopSummary(),
    postalCode: '00500',
    currency: 'EUR',
    openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opens: weekday === 6 ? '10:00' : '09:00',
      closes: weekday === 6 ? '16:00' : '19:00',
    })),
    categories: [
      {
        id: 'd0000000-0000-4000-8000-000000000001',
        name: 'Haircuts',
        services: [
          {
            id: serviceIds.cut,
            name: 'Haircut',
            description: 'Scissors and clipper.',
            price: 32.5,
            duration: 30,
            addons: [
              { id: serviceIds.wash, name: 'Hair wash', price: 5.15, duration: 10 },
              { id: serviceIds.brows, name: 'Brows', price: 8, duration: 5 },
            ],
            barbers: [],
          },
        ],
      },
      {
        id: 'd0000000-0000-4000-8000-000000000002',
        name: 'Beard',
        services: [
          {
            id: serviceIds.beard,
            name: 'Beard trim',
            description: '',
            price: 22,
            duration: 20,
            addons: [],
            barbers: [],
          },
        ],
      },
    ],
    additionalServices: {
      noHotTowel: { name: 'No hot towel', value: false },
      noWash: { name: 'No wash', value: false },
      silentService: { name: 'Silent service', value: false },
    },
    holidays: [],
    booking: {
      takesBookings: true,
      fee: 2,
      slotLengthMinutes: 30,
      horizonDays: 30,
      refundWindowHours: 24,
    },
    waitingTime: 25,
    waitRange: null,
    team: [],
    gallery: [],
    textAlerts: false,
    ...overrides,
  };
}
