import { shopChanged } from '../../lib/shop-changes';
import type { RealtimeServer } from '../../plugins/app/realtime';

/** A new review moves the shop's stars on its list card and page. */
export function announceShopRating(io: RealtimeServer, shopId: string): void {
  shopChanged(io, shopId);
}
