import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireSession } from './guards/require-session';
import { guarded, inDashboard, withStaffTexts } from './route-loading';
import { DashboardRouteError, DashboardShellError } from './routes/route-error';

const { dashboard } = paths;

/**
 * The whole dashboard (frame and pages) loads lazily, in chunks of its own, and so does this
 * table of its routes: the router adds it the first time a path under /dashboard is visited
 * (patchRoutesOnNavigation in router.tsx).
 */
export const dashboardRoutes: RouteObject = {
  path: dashboard.root,
  Component: RequireSession,
  ErrorBoundary: DashboardShellError,
  children: [
    {
      lazy: withStaffTexts(() =>
        import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
      ),
      children: [
        {
          ErrorBoundary: DashboardRouteError,
          children: [
            guarded('overview', [
              {
                index: true,
                lazy: () =>
                  import('./routes/dashboard/overview').then((m) => ({
                    Component: m.OverviewRoute,
                  })),
              },
            ]),
            guarded('analytics', [
              {
                path: inDashboard(dashboard.analytics),
                lazy: () =>
                  import('./routes/dashboard/analytics').then((m) => ({
                    Component: m.AnalyticsRoute,
                  })),
              },
            ]),
            guarded('appointments', [
              {
                path: inDashboard(dashboard.appointments),
                lazy: () =>
                  import('./routes/dashboard/appointments').then((m) => ({
                    Component: m.AppointmentsRoute,
                  })),
              },
            ]),
            guarded('profile', [
              {
                path: inDashboard(dashboard.profile),
                lazy: () =>
                  import('./routes/dashboard/profile').then((m) => ({ Component: m.ProfileRoute })),
              },
            ]),
            guarded('queueRefunds', [
              {
                path: inDashboard(dashboard.queueRefunds),
                lazy: () =>
                  import('./routes/dashboard/queue-refunds').then((m) => ({
                    Component: m.QueueRefundsRoute,
                  })),
              },
            ]),
            guarded('queueStatus', [
              {
                path: inDashboard(dashboard.queueStatus),
                lazy: () =>
                  import('./routes/dashboard/queue-status').then((m) => ({
                    Component: m.QueueStatusRoute,
                  })),
              },
            ]),
            guarded('staff', [
              {
                path: inDashboard(dashboard.staff),
                lazy: () =>
                  import('./routes/dashboard/staff').then((m) => ({ Component: m.StaffRoute })),
              },
            ]),
            guarded('teamSchedule', [
              {
                path: inDashboard(dashboard.teamSchedule),
                lazy: () =>
                  import('./routes/dashboard/team-schedule').then((m) => ({
                    Component: m.TeamScheduleRoute,
                  })),
              },
            ]),
            guarded('auditLog', [
              {
                path: inDashboard(dashboard.auditLog),
                lazy: () =>
                  import('./routes/dashboard/audit-log').then((m) => ({
                    Component: m.AuditLogRoute,
                  })),
              },
            ]),
            guarded('manage', [
              {
                path: inDashboard(dashboard.reviews),
                lazy: () =>
                  import('./routes/dashboard/reviews').then((m) => ({
                    Component: m.ReviewsRoute,
                  })),
              },
              {
                path: inDashboard(dashboard.manage.serviceCategories),
                lazy: () =>
                  import('./routes/dashboard/manage/service-categories').then((m) => ({
                    Component: m.ServiceCategoriesRoute,
                  })),
              },
              {
                path: inDashboard(dashboard.manage.services),
                lazy: () =>
                  import('./routes/dashboard/manage/services').then((m) => ({
                    Component: m.ServicesRoute,
                  })),
              },
              {
                path: inDashboard(dashboard.manage.serviceAddons),
                lazy: () =>
                  import('./routes/dashboard/manage/service-addons').then((m) => ({
                    Component: m.ServiceAddonsRoute,
                  })),
              },
              {
                path: inDashboard(dashboard.manage.shopDetails),
                lazy: () =>
                  import('./routes/dashboard/manage/shop-details').then((m) => ({
                    Component: m.ShopDetailsRoute,
                  })),
              },
            ]),
            guarded('integrations', [
              {
                path: inDashboard(dashboard.manage.integrations),
                lazy: () =>
                  import('./routes/dashboard/manage/integrations').then((m) => ({
                    Component: m.IntegrationsRoute,
                  })),
              },
            ]),
            guarded('manageBooking', [
              {
                path: inDashboard(dashboard.manageBooking.bookings),
                lazy: () =>
                  import('./routes/dashboard/manage-booking/bookings').then((m) => ({
                    Component: m.BookingsRoute,
                  })),
              },
              {
                path: inDashboard(dashboard.manageBooking.slots),
                lazy: () =>
                  import('./routes/dashboard/manage-booking/slots').then((m) => ({
                    Component: m.SlotsRoute,
                  })),
              },
              {
                path: inDashboard(dashboard.manageBooking.holidays),
                lazy: () =>
                  import('./routes/dashboard/manage-booking/holidays').then((m) => ({
                    Component: m.HolidaysRoute,
                  })),
              },
            ]),
            {
              path: '*',
              lazy: () =>
                import('./routes/dashboard/not-found').then((m) => ({
                  Component: m.DashboardNotFoundRoute,
                })),
            },
          ],
        },
      ],
    },
  ],
};
