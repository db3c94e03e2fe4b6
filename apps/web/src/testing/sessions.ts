import type { Role, Session } from '@jono/contract';

export const testShopId = 'b3f1c7e2-5d0a-4c8e-9f61-2a7d4e9c1b05';

/** A valid staff session of the given role (contract's Session shape). */
export function sessionFor(role: Role, overrides: Partial<Session> = {}): Session {
  return {
    accessToken: `token-${role}`,
    shopId: testShopId,
    userId: `user-${role}`,
    role,
    isVerified: true,
    status: role === 'receptionist' ? null : 'available',
    breakEndsAt: null,
    name: `Test ${role}`,
    email: `${role}@example.com`,
    avatar: null,
    mailPermissions: true,
    shopName: 'Parturi Kallio',
    phone: '+358401234567',
    pendingEmail: null,
    pushWidgetSeconds: 3,
    defaultBreakMinutes: 15,
    ...overrides,
  };
}
