import {
  centsToPrice,
  type OrderCall,
  type OrderPlacePayload,
  type TrackingOrder,
} from '@jono/contract';
import type { queueEntries } from '../../../db/schema/index';
import { readableWishes } from '../../../lib/chosen-wishes';
import { maskPhone } from '../../../lib/personal-data-masks';
import { type ShopRow, shopCoords } from '../../shops/shops.service';
import type { ShopStatus } from '../live';

/** The one shape of a walk-in order that leaves the server: the tracking page's data. */
export function presentTrackingOrder(
  entry: typeof queueEntries.$inferSelect,
  context: { shop: ShopRow; status: ShopStatus },
  place: OrderPlacePayload,
  call: OrderCall | null,
): TrackingOrder {
  const { shop, status } = context;
  return {
    ...place,
    shortCode: entry.shortCode,
    call,
    barberShop: {
      id: shop.id,
      name: shop.name,
      address: shop.address,
      city: shop.city,
      timezone: shop.timezone,
      queue: status.queue,
      queueState: status.queueState,
      fullReason: status.fullReason,
      isAtLocation: entry.isAtLocation,
      coords: shopCoords(shop),
    },
    customerName: entry.customerName,
    // Anyone holding the link reads this: the phone is masked, as on a booking's page.
    customerPhone: entry.phone === null ? null : maskPhone(entry.phone),
    textAlerts: entry.textConsentAt !== null && entry.phone !== null,
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
    additionalServices: readableWishes(entry.additionalServices),
    totalDuration: entry.totalDurationMinutes,
    totalPrice: centsToPrice(entry.totalPriceCents),
    currency: entry.currency,
    joinedAt: entry.joinedAt.toISOString(),
  };
}
