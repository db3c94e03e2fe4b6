import type { DashboardArea, Role } from '@jono/contract';
import { canAccess } from '@jono/contract/roles';
import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarOff,
  ChartColumn,
  Clock,
  HandCoins,
  LayoutDashboard,
  ListOrdered,
  type LucideIcon,
  MessageSquareQuote,
  Scissors,
  ScrollText,
  Sparkles,
  Store,
  Tags,
  UserRound,
  Users,
  Webhook,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type DashboardNavKey =
  | 'overview'
  | 'analytics'
  | 'appointments'
  | 'profile'
  | 'queueStatus'
  | 'queueRefunds'
  | 'staff'
  | 'teamSchedule'
  | 'auditLog'
  | 'reviews'
  | 'serviceCategories'
  | 'services'
  | 'serviceAddons'
  | 'shopDetails'
  | 'integrations'
  | 'bookings'
  | 'slots'
  | 'holidays';

export interface DashboardNavItem {
  key: DashboardNavKey;
  to: string;
  area: DashboardArea;
  icon: LucideIcon;
  /** Active only on this exact path (the overview is the parent of every other page). */
  end?: boolean;
}

export interface DashboardNavGroup {
  key: 'general' | 'manage' | 'manageBooking';
  items: DashboardNavItem[];
}

const { dashboard } = paths;

export const dashboardNavGroups: readonly DashboardNavGroup[] = [
  {
    key: 'general',
    items: [
      {
        key: 'overview',
        to: dashboard.overview,
        area: 'overview',
        icon: LayoutDashboard,
        end: true,
      },
      { key: 'appointments', to: dashboard.appointments, area: 'appointments', icon: CalendarDays },
      { key: 'queueStatus', to: dashboard.queueStatus, area: 'queueStatus', icon: ListOrdered },
      { key: 'queueRefunds', to: dashboard.queueRefunds, area: 'queueRefunds', icon: HandCoins },
      { key: 'analytics', to: dashboard.analytics, area: 'analytics', icon: ChartColumn },
      { key: 'staff', to: dashboard.staff, area: 'staff', icon: Users },
      {
        key: 'teamSchedule',
        to: dashboard.teamSchedule,
        area: 'teamSchedule',
        icon: CalendarClock,
      },
      { key: 'auditLog', to: dashboard.auditLog, area: 'auditLog', icon: ScrollText },
      { key: 'reviews', to: dashboard.reviews, area: 'manage', icon: MessageSquareQuote },
      { key: 'profile', to: dashboard.profile, area: 'profile', icon: UserRound },
    ],
  },
  {
    key: 'manage',
    items: [
      { key: 'shopDetails', to: dashboard.manage.shopDetails, area: 'manage', icon: Store },
      {
        key: 'serviceCategories',
        to: dashboard.manage.serviceCategories,
        area: 'manage',
        icon: Tags,
      },
      { key: 'services', to: dashboard.manage.services, area: 'manage', icon: Scissors },
      { key: 'serviceAddons', to: dashboard.manage.serviceAddons, area: 'manage', icon: Sparkles },
      {
        key: 'integrations',
        to: dashboard.manage.integrations,
        area: 'integrations',
        icon: Webhook,
      },
    ],
  },
  {
    key: 'manageBooking',
    items: [
      {
        key: 'bookings',
        to: dashboard.manageBooking.bookings,
        area: 'manageBooking',
        icon: CalendarCheck,
      },
      { key: 'slots', to: dashboard.manageBooking.slots, area: 'manageBooking', icon: Clock },
      {
        key: 'holidays',
        to: dashboard.manageBooking.holidays,
        area: 'manageBooking',
        icon: CalendarOff,
      },
    ],
  },
];

/** The sidebar of a role: only the pages the permission matrix lets it open. */
export function dashboardNavFor(role: Role): DashboardNavGroup[] {
  return dashboardNavGroups
    .map((group) => ({ ...group, items: group.items.filter((item) => canAccess(role, item.area)) }))
    .filter((group) => group.items.length > 0);
}
