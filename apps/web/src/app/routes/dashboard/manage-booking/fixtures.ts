import type { StaffBooking, StaffBookings } from '@jono/contract/api/staff-booking';
import { zonedParts } from '@jono/contract/rules/zoned-time';

/**
 * The test shop's zone, and today there: the bookings page opens on it. It is the zone the
 * tests run in, as for a desk in its own shop: the holidays page reads today from the
 * browser, and a fixed zone would put "today" a day apart around the runner's midnight.
 */
export const shopZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
export const shopToday = () => zonedParts(new Date(), shopZone).date;

export const bookingIds = {
  aino: 'a1c5e9b1-2d4f-4a6c-8e0b-3f5a7c9e1b2d',
  mikko: 'b2d6f0c2-3e5a-4b7d-9f1c-4a6b8d0f2c3e',
  emma: 'c3e7a1d3-4f6b-4c8e-8a2d-5b7c9e1a3d4f',
  ville: 'd4f8b2e4-5a7c-4d9f-9b3e-6c8d0f2b4e5a',
} as const;

/** An instant `minutes` from now (negative: ago). */
export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * A confirmed, paid booking of Aino on `date`, changed by `overrides`. It began an hour ago,
 * so staff can already settle it (served or missed).
 */
export function booking(date: string, overrides: Partial<StaffBooking> = {}): StaffBooking {
  return {
    id: bookingIds.aino,
    shortCode: 'K7M2QD',
    status: 'confirmed',
    customerName: 'Aino Virtanen',
    phone: '+358401234567',
    email: 'aino@example.com',
    date,
    timeRange: '10:00 - 10:40',
    startAt: minutesFromNow(-60),
    endAt: minutesFromNow(-20),
    chair: 0,
    barber: { id: 'b1b1b1b1-0000-4000-8000-000000000001', name: 'Olli', named: true },
    services: [
      { name: "Men's haircut", quantity: 1, addons: [] },
      { name: 'Beard trim', quantity: 2, addons: [] },
    ],
    additionalServices: [],
    totalPrice: 42.6,
    totalDuration: 40,
    bookingFee: 2,
    paymentStatus: 'paid',
    createdAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

/** The day's answer; the counts are those of the whole day, before filters. */
export function dayAnswer(
  date: string,
  bookings: StaffBooking[],
  counts: Partial<StaffBookings['counts']> = {},
): { ok: true; data: StaffBookings } {
  return {
    ok: true,
    data: {
      date,
      timezone: shopZone,
      bookings,
      counts: {
        pending_payment: 0,
        confirmed: 0,
        completed: 0,
        no_show: 0,
        cancelled: 0,
        ...counts,
      },
    },
  };
}
