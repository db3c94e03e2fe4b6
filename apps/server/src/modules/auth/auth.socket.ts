import { rooms } from '@jono/contract';
import type { AccessTokens } from '../../plugins/app/auth';
import type { RealtimeServer } from '../../plugins/app/realtime';

/** Staff screens join their own shop's staff room, proven by a valid access token. */
export function registerStaffSubscriptions(io: RealtimeServer, tokens: AccessTokens): void {
  io.on('connection', (socket) => {
    socket.on('staff:watch', async (accessToken) => {
      if (typeof accessToken !== 'string' || accessToken.length > 4096) return;
      const identity = await tokens.verify(accessToken);
      if (identity) await socket.join(rooms.staff(identity.shopId));
    });
  });
}
