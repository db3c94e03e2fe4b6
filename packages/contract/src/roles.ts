import { z } from 'zod';

/** Staff roles of a shop. */
export const roles = ['owner', 'barber', 'receptionist'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Only owners and barbers cut hair, so only they carry a live status. */
export const rolesWithLiveStatus: readonly Role[] = ['owner', 'barber'];

/**
 * Every permission-checked area of the dashboard. The web guards pages with it and the
 * server enforces the same areas on every staff call, scoped to the caller's own shop.
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
  'blockedPhones',
  'desk',
  'todaysBookings',
  'auditLog',
  'publishing',
  'teamSchedule',
  'calendarFeeds',
  'integrations',
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
  // Keeping a number out of the shop is the desk's call, like the queue's state; not a barber's.
  blockedPhones: ownerAndReceptionist,
  // Whoever is at the door adds the customer who walks in, at the board or the kiosk.
  desk: everyRole,
  // Everyone on the floor sees the day's bookings and runs them in and out of the chairs;
  // changing or cancelling a booking stays with the booking pages (manageBooking).
  todaysBookings: everyRole,
  // Who did what to customers and money is the owner's to read.
  auditLog: ['owner'],
  // Putting the shop in front of customers, or taking it away, is the owner's decision.
  publishing: ['owner'],
  // The whole team reads who works when; who may change a member's week is the service's rule
  // (the owner anyone's, a barber their own).
  teamSchedule: everyRole,
  // Those who serve keep their bookings in their own calendars; the shop's whole calendar is
  // the owner's (the service's rule).
  calendarFeeds: ['owner', 'barber'],
  // Sending the shop's customers and bookings to other software is the owner's decision.
  integrations: ['owner'],
};

export function canAccess(role: Role, area: DashboardArea): boolean {
  return permissionMatrix[area].includes(role);
}

/** The first area a role may open: where a staff member lands after login. */
export function homeAreaFor(role: Role): DashboardArea {
  return canAccess(role, 'overview') ? 'overview' : 'appointments';
}
