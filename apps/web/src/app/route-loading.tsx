import type { DashboardArea } from '@jono/contract';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadBookingTexts, loadStaffTexts } from '@/lib/i18n';

/** A dashboard path relative to /dashboard. */
export const inDashboard = (path: string) => path.slice(`${paths.dashboard.root}/`.length);

/**
 * Pages of one permission area, behind the role guard. The guards that need the permission
 * matrix load lazily, so the contract stays out of the customer's first load.
 */
export const guarded = (area: DashboardArea, children: RouteObject[]): RouteObject => ({
  lazy: () => import('./guards/role-guard').then((m) => ({ element: <m.RoleGuard area={area} /> })),
  children,
});

/**
 * Pages whose texts are a chunk of their own wait for them: staff pages (dashboard, login,
 * registration) for the staff texts, booking pages for the booking texts (lib/i18n.ts). The
 * page keeps its loading frame meanwhile, so no key ever shows.
 */
function withTexts(loadTexts: () => Promise<void>) {
  return <T,>(load: () => Promise<T>): (() => Promise<T>) =>
    async () => {
      const [route] = await Promise.all([load(), loadTexts()]);
      return route;
    };
}
export const withStaffTexts = withTexts(loadStaffTexts);
export const withBookingTexts = withTexts(loadBookingTexts);
