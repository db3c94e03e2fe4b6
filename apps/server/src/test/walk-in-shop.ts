import type { Db } from '../db/client';
import { createCatalogue, createShop } from './factories';
import { nextPhone } from './phones';

/** A shop open around the clock with room for many walk-ins, and a valid join order for it. */
export async function walkInShop(db: Db) {
  const shop = await createShop(db, { queueLimit: 1000 });
  const { services } = await createCatalogue(db, shop.id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    addons: [],
  });
  const cut = services[0];
  if (!cut) throw new Error('catalogue incomplete');
  return {
    shopId: shop.id,
    /** Each order has a phone of its own, so no join is refused as a second one. */
    order: () => ({
      name: 'Aino Virtanen',
      phone: nextPhone(),
      shopId: shop.id,
      services: [{ id: cut.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: 30,
      totalPrice: 30,
      payNow: false,
    }),
  };
}
