import { rooms, type ShopQueuePayload } from '@jono/contract';
import type { RealtimeServer } from '../../plugins/app/realtime';

/** The only place that announces a shop's queue: every open home and shop page listens. */
export function announceShopQueue(io: RealtimeServer, payload: ShopQueuePayload): void {
  io.to(rooms.shop(payload.shopId)).emit('shop:queue', payload);
}
