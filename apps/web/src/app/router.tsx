import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { paths } from '@/config/paths';
import { emailChangeRoutes, guestRoutes } from './auth-routes';
import { customerRoutes } from './customer-routes';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout';
import { renderedApartFromLoading } from './route-loading';
import { StandaloneRouteError } from './routes/route-error';
import { standaloneRoutes } from './standalone-routes';

/**
 * The route tree a router starts with; the dashboard's routes join it when a path under
 * /dashboard is first visited (routerOptions). Tests mount it in a memory router.
 */
export const routes: RouteObject[] = renderedApartFromLoading([
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: StandaloneRouteError,
    children: [customerRoutes, guestRoutes, emailChangeRoutes, standaloneRoutes],
  },
]);

const isDashboardPath = (path: string) =>
  path === paths.dashboard.root || path.startsWith(`${paths.dashboard.root}/`);

/**
 * The dashboard's route table and the list of every dashboard chunk it preloads were 3 KB
 * gzipped of each customer's first load: they are a chunk of their own, added to the tree
 * (under `root`) before the router matches a path under /dashboard. The router asks whenever
 * a path matches no route or only a catch-all, which is what such a path matches until then;
 * adding the same routes again changes nothing.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isDashboardPath(path)) return;
  const { dashboardRoutes } = await import('./dashboard-routes');
  patch('root', renderedApartFromLoading([dashboardRoutes]));
};

/** What every router of the app is made with, besides the routes. */
export const routerOptions = { patchRoutesOnNavigation };

/** The app's router on the browser's address; it matches the first page when made. */
export const createAppRouter = () => createBrowserRouter(routes, routerOptions);

export type AppRouter = ReturnType<typeof createAppRouter>;
