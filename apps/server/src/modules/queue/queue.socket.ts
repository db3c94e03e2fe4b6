import { rooms } from '@jono/contract';
import type { RealtimeServer } from '../../plugins/app/realtime';
import { isUuid } from '../shops/shops.service';

/** A tracking page follows its own order; knowing the id is the capability (DESIGN section 4). */
export function registerOrderSubscriptions(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('order:watch', (orderId) => {
      if (typeof orderId === 'string' && isUuid(orderId)) void socket.join(rooms.order(orderId));
    });
  });
}
