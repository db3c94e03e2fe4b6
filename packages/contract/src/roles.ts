import { z } from 'zod';

/** Staff roles of a shop (spec section 6). */
export const roles = ['owner', 'barber', 'receptionist'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Only owners and barbers cut hair, so only they carry a live status (spec section 6). */
export const rolesWithLiveStatus: readonly Role[] = ['owner', 'barber'];

/**
 * Every permission-checked area of the dashboard. The web guards pages with it and the
 * server enforces the same areas on its staff calls (DESIGN section 7).
 */
export const dashboardAreas = [
  'overview',
  'analytics',
  'appointments',
  'profile',
  'queueStatus',
  'queueRefunds',
  'staff',
  'manage',
  'manageBooking',
  'currentStatus',
] as const;
export type DashboardArea = (typeof dashboardAreas)[number];

const everyRole: readonly Role[] = roles;
const ownerAndReceptionist: readonly Role[] = ['owner', 'receptionist'];

export const permissionMatrix: Readonly<Record<DashboardArea, readonly Role[]>> = {
  overview: ownerAndReceptionist,
  analytics: everyRole,
  appointments: everyRole,
  profile: everyRole,
  queueStatus: ownerAndReceptionist,
  queueRefunds: ownerAndReceptionist,
  staff: ['owner'],
  manage: ['owner'],
  manageBooking: ownerAndReceptionist,
  currentStatus: everyRole,
};

export function canAccess(role: Role, area: DashboardArea): boolean {
  return permissionMatrix[area].includes(role);
}

/** The first area a role may open: where a staff member lands after login. */
export function homeAreaFor(role: Role): DashboardArea {
  return canAccess(role, 'overview') ? 'overview' : 'appointments';
}
