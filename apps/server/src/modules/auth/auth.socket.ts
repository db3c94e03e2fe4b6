import { rooms } from '@jono/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens } from '../../plugins/app/auth';
import type { RealtimeServer } from '../../plugins/app/realtime';

/** A screen is asked to renew this long before its token expires, so it never drops out. */
const RENEW_AHEAD_MS = 60_000;
const MAX_TOKEN_LENGTH = 4096;

/**
 * Staff screens join their own shop's staff room with a valid access token, and stay only
 * while it is valid: when it expires, or when its login or member loses access
 * (auth.events), the screen is out until it watches again with a renewed token.
 */
function registerStaffSubscriptions(
  io: RealtimeServer,
  tokens: AccessTokens,
  log: FastifyBaseLogger,
): void {
  io.on('connection', (socket) => {
    let access: { rooms: string[]; timers: NodeJS.Timeout[] } | null = null;
    const leave = (names: string[]) => {
      for (const name of names) void socket.leave(name);
    };
    const endAccess = () => {
      if (!access) return;
      for (const timer of access.timers) clearTimeout(timer);
      leave(access.rooms);
      access = null;
    };

    const watch = async (accessToken: unknown): Promise<boolean> => {
      if (typeof accessToken !== 'string' || accessToken.length > MAX_TOKEN_LENGTH) return false;
      const staff = await tokens.verify(accessToken);
      if (!staff) return false;
      endAccess();
      const joined = [
        rooms.staff(staff.shopId),
        rooms.staffUser(staff.userId),
        rooms.staffLogin(staff.familyId),
      ];
      await socket.join(joined);
      // An end of access committed while the token was being checked went out to these
      // rooms before this screen was in them; checking again now that it is closes the gap.
      if (!(await tokens.verify(accessToken))) {
        leave(joined);
        return false;
      }
      const msLeft = staff.expiresAt.getTime() - Date.now();
      access = {
        rooms: joined,
        timers: [
          setTimeout(() => socket.emit('staff:renew'), Math.max(0, msLeft - RENEW_AHEAD_MS)),
          setTimeout(endAccess, msLeft),
        ],
      };
      return true;
    };

    // One watch at a time per screen, in the order sent, so the latest token is the one kept.
    let previous: Promise<void> = Promise.resolve();
    socket.on('staff:watch', (accessToken, acknowledge) => {
      previous = previous
        .then(() => watch(accessToken))
        .catch((error: unknown) => {
          log.error({ err: error }, 'checking a staff watch failed');
          return false;
        })
        .then((isWatching) => {
          if (typeof acknowledge === 'function') acknowledge(isWatching);
        });
    });
    // Out before the connection's state is kept for recovery: a screen that comes back gets
    // neither the staff room nor what was said there while it was away without a new watch.
    socket.on('disconnecting', endAccess);
  });
}

/** The staff screens' socket handlers, registered once beside the routes. */
export default fp(
  async (app: FastifyInstance) => registerStaffSubscriptions(app.io, app.accessTokens, app.log),
  { name: 'staff-subscriptions', dependencies: ['realtime', 'auth'] },
);
