import { type Session, storedPushWidgetSeconds } from '@jono/contract';
import type { staffUsers } from '../../db/schema';
import { breakEndOf } from './staff-accounts.service';

/** The one shape of a signed-in staff member that leaves the server. */
export function presentSession(
  user: typeof staffUsers.$inferSelect,
  shop: { name: string; defaultBreakMinutes: number },
  accessToken: string,
): Session {
  return {
    accessToken,
    shopId: user.shopId,
    shopName: shop.name,
    defaultBreakMinutes: shop.defaultBreakMinutes,
    userId: user.id,
    role: user.role,
    isVerified: user.isVerified,
    status: user.role === 'receptionist' ? null : user.liveStatus,
    breakEndsAt: breakEndOf(user),
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    mailPermissions: user.mailPermissions,
    phone: user.phone,
    pendingEmail: user.pendingEmail,
    pushWidgetSeconds: storedPushWidgetSeconds.parse(user.pushWidgetSeconds),
  };
}
