import type { DashboardArea, Role } from '@jono/contract';
import { homeAreaFor } from '@jono/contract/roles';
import { paths } from './paths';

const { dashboard } = paths;

/** The page a dashboard area opens on (an area with several pages opens on its first). */
export const dashboardAreaHome: Readonly<Record<Exclude<DashboardArea, 'currentStatus'>, string>> =
  {
    overview: dashboard.overview,
    analytics: dashboard.analytics,
    appointments: dashboard.appointments,
    profile: dashboard.profile,
    queueStatus: dashboard.queueStatus,
    queueRefunds: dashboard.queueRefunds,
    staff: dashboard.staff,
    auditLog: dashboard.auditLog,
    teamSchedule: dashboard.teamSchedule,
    // Publishing is done from the overview's set-up checklist.
    publishing: dashboard.overview,
    manage: dashboard.manage.serviceCategories,
    manageBooking: dashboard.manageBooking.bookings,
    // The blocked numbers are listed on the queue status page.
    blockedPhones: dashboard.queueStatus,
    // Today's bookings stand on the board beside the walk-ins.
    todaysBookings: dashboard.appointments,
    // Walk-ins are added at the desk, on the board.
    desk: dashboard.appointments,
    // Calendar feeds are kept beside the team's week they mirror.
    calendarFeeds: dashboard.teamSchedule,
    integrations: dashboard.manage.integrations,
  };

/** Where a staff member lands: `/dashboard` for owner and receptionist, appointments for a barber. */
export function dashboardHomeFor(role: Role): string {
  const area = homeAreaFor(role);
  return area === 'currentStatus' ? dashboard.root : dashboardAreaHome[area];
}
