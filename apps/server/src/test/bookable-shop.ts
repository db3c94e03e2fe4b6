import { bookingPaths } from '@jono/contract';
import type { TestApp } from './build-test-app';
import { freshAddress } from './client-address';
import { createBarbers, createCatalogue, createShop } from './factories';
import { nextPhone } from './phones';

/**
 * An active shop (open around the clock unless told) with a 30-minute and a 60-minute service,
 * and a barber for each of its chairs (or `barbers` of them), so the chairs decide how many
 * bookings a slot takes.
 */
export async function bookableShop(
  t: TestApp,
  {
    barbers: barberCount,
    ...overrides
  }: Parameters<typeof createShop>[1] & { barbers?: number } = {},
) {
  const shop = await createShop(t.database.db, { bookingFeeCents: 0, ...overrides });
  const barbers = await createBarbers(t.database.db, shop.id, barberCount ?? shop.chairCount);
  const catalogue = await createCatalogue(t.database.db, shop.id, {
    services: [
      { name: 'Haircut', priceCents: 3000, durationMinutes: 30 },
      { name: 'Long cut', priceCents: 4500, durationMinutes: 60 },
    ],
    addons: [{ name: 'Wash', priceCents: 500, durationMinutes: 10 }],
  });
  const [cut, longCut] = catalogue.services;
  if (!cut || !longCut) throw new Error('catalogue incomplete');
  return { shop, cut, longCut, barbers };
}

export type BookableShop = Awaited<ReturnType<typeof bookableShop>>;

/** The shop's barber at `index` (the owner first), failing the test when there is none. */
export function barberOf(f: BookableShop, index: number) {
  const barber = f.barbers[index];
  if (!barber) throw new Error(`no barber ${index}`);
  return barber;
}

/** The body of POST /api/pre-booking: a haircut (30 min, 30.00) or a long cut (60 min, 45.00). */
export function bookingBody(
  f: BookableShop,
  date: string,
  time: string,
  extra: { phone?: string; email?: string; name?: string; long?: boolean } = {},
) {
  const service = extra.long ? f.longCut : f.cut;
  return {
    name: extra.name ?? 'Aino Virtanen',
    phone: extra.phone ?? nextPhone(),
    email: extra.email ?? 'aino@example.fi',
    shopId: f.shop.id,
    services: [{ id: service.id, quantity: 1, addons: [] }],
    additionalServices: [],
    totalTimeRequires: service.durationMinutes,
    totalPrice: service.priceCents / 100,
    date,
    time,
  };
}

/** A booking from a client of its own, unless the test names the address. */
export const postBooking = (
  t: TestApp,
  body: object,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) =>
  t.app.inject({ method: 'POST', url: bookingPaths.create, payload: body, headers, remoteAddress });
