import { centsToPrice, type OrderPlacePayload, type TrackingOrder } from '@jono/contract';
import type { queueEntries, shops } from '../../db/schema';
import type { ShopStatus } from '../shops/shops.service';

/** The one shape of a walk-in order that leaves the server (spec section 3, tracking order data). */
export function presentTrackingOrder(
  entry: typeof queueEntries.$inferSelect,
  context: { shop: typeof shops.$inferSelect; status: ShopStatus },
  place: OrderPlacePayload,
): TrackingOrder {
  const { shop, status } = context;
  return {
    ...place,
    barberShop: {
      id: shop.id,
      name: shop.name,
      address: shop.address,
      city: shop.city,
      timezone: shop.timezone,
      queue: status.queue,
      queueState: status.queueState,
      isAtLocation: entry.isAtLocation,
      coords: { lat: shop.lat, lng: shop.lng },
    },
    customerName: entry.customerName,
    order: entry.items.map((item) => ({
      id: item.id,
      name: item.name,
      price: centsToPrice(item.priceCents),
      duration: item.durationMinutes,
      quantity: item.quantity,
      addons: item.addons.map((a) => ({
        id: a.id,
        name: a.name,
        price: centsToPrice(a.priceCents),
        duration: a.durationMinutes,
        quantity: a.quantity,
      })),
    })),
    additionalServices: entry.additionalServices,
    totalDuration: entry.totalDurationMinutes,
    totalPrice: centsToPrice(entry.totalPriceCents),
    currency: entry.currency,
    joinedAt: entry.joinedAt.toISOString(),
  };
}
