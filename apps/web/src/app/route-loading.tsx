import type { DashboardArea } from '@jono/contract';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadBookingTexts, loadStaffTexts } from '@/lib/i18n';
import { yieldToMain } from '@/lib/yield-to-main';

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

/**
 * The same routes, each lazy page rendering in a task after the one its chunk was evaluated in:
 * a page's modules (its schemas, its libraries) and its first render were one long task on a
 * phone.
 */
export function renderedApartFromLoading(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const apart: RouteObject = { ...route };
    if (typeof lazy === 'function') {
      apart.lazy = () =>
        lazy().then(async (loaded) => {
          await yieldToMain();
          return loaded;
        });
    }
    if (children) apart.children = renderedApartFromLoading(children);
    return apart;
  });
}
