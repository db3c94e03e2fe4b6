import type { DashboardArea } from '@jono/contract';
import { useMemo } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { loadBookingTexts, loadStaffTexts } from '@/lib/i18n';
import { RequireCustomerDetails } from './guards/require-customer-details';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layouts/app-layout';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout';
import { StandaloneLayout } from './layouts/standalone-layout';
import {
  AppRouteError,
  DashboardRouteError,
  DashboardShellError,
  StandaloneRouteError,
} from './routes/route-error';

/** A dashboard path relative to /dashboard. */
const inDashboard = (path: string) => path.slice(`${paths.dashboard.root}/`.length);

/**
 * Pages of one permission area, behind the role guard. The guards that need the permission
 * matrix load lazily, so the contract stays out of the customer's first load.
 */
const guarded = (area: DashboardArea, children: RouteObject[]): RouteObject => ({
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
const withStaffTexts = withTexts(loadStaffTexts);
const withBookingTexts = withTexts(loadBookingTexts);

const appRoutes: RouteObject = {
  Component: AppLayout,
  children: [
    {
      ErrorBoundary: AppRouteError,
      children: [
        {
          index: true,
          lazy: () => import('./routes/app/home').then((m) => ({ Component: m.HomeRoute })),
        },
        {
          path: paths.preBooking,
          lazy: () =>
            import('./routes/app/pre-booking').then((m) => ({ Component: m.PreBookingRoute })),
        },
        {
          path: paths.checkDetails,
          lazy: withBookingTexts(() =>
            import('./routes/app/check-details').then((m) => ({ Component: m.CheckDetailsRoute })),
          ),
        },
        {
          path: paths.privacy,
          lazy: () => import('./routes/app/privacy').then((m) => ({ Component: m.PrivacyRoute })),
        },
        {
          path: paths.barbershop.pattern,
          lazy: () =>
            import('./routes/app/barbershop').then((m) => ({ Component: m.BarbershopRoute })),
        },
        {
          path: paths.preBookingBarbershop.pattern,
          lazy: withBookingTexts(() =>
            import('./routes/app/pre-booking-barbershop').then((m) => ({
              Component: m.PreBookingBarbershopRoute,
            })),
          ),
        },
        {
          path: paths.shopNotFound,
          lazy: () =>
            import('./routes/app/shop-not-found').then((m) => ({ Component: m.ShopNotFoundRoute })),
        },
        {
          Component: RequireCustomerDetails,
          children: [
            {
              path: paths.preOrderConfirm,
              lazy: withBookingTexts(() =>
                import('./routes/app/pre-order-confirm').then((m) => ({
                  Component: m.PreOrderConfirmRoute,
                })),
              ),
            },
            {
              path: paths.orderSummary,
              lazy: () =>
                import('./routes/app/order-summary').then((m) => ({
                  Component: m.OrderSummaryRoute,
                })),
            },
            {
              path: paths.orderNotFound,
              lazy: () =>
                import('./routes/app/order-not-found').then((m) => ({
                  Component: m.OrderNotFoundRoute,
                })),
            },
          ],
        },
        {
          path: paths.orderTracking.pattern,
          // Loaded with the page: reading the order brings the contract's schemas along.
          lazy: () =>
            import('./guards/require-customer-or-order').then((m) => ({
              Component: m.RequireCustomerDetailsOrOrder,
            })),
          children: [
            {
              index: true,
              lazy: () =>
                import('./routes/app/order-tracking').then((m) => ({
                  Component: m.OrderTrackingRoute,
                })),
            },
          ],
        },
      ],
    },
  ],
};

const standaloneRoutes: RouteObject = {
  Component: StandaloneLayout,
  children: [
    {
      ErrorBoundary: StandaloneRouteError,
      children: [
        {
          path: paths.welcome,
          lazy: withStaffTexts(() =>
            import('./routes/standalone/welcome').then((m) => ({ Component: m.WelcomeRoute })),
          ),
        },
        {
          path: paths.registerNewShop,
          lazy: withStaffTexts(() =>
            import('./routes/standalone/register-new-shop').then((m) => ({
              Component: m.RegisterNewShopRoute,
            })),
          ),
        },
        {
          path: paths.paymentSuccess,
          lazy: withBookingTexts(() =>
            import('./routes/standalone/payment-success').then((m) => ({
              Component: m.PaymentSuccessRoute,
            })),
          ),
        },
        {
          path: paths.paymentFailed,
          lazy: withBookingTexts(() =>
            import('./routes/standalone/payment-failed').then((m) => ({
              Component: m.PaymentFailedRoute,
            })),
          ),
        },
        {
          path: paths.waitlistOffer.pattern,
          lazy: withBookingTexts(() =>
            import('./routes/standalone/waitlist-offer').then((m) => ({
              Component: m.WaitlistOfferRoute,
            })),
          ),
        },
        {
          path: paths.error,
          lazy: () =>
            import('./routes/standalone/error').then((m) => ({ Component: m.ErrorRoute })),
        },
        {
          path: paths.shopCurrentStatus.pattern,
          Component: RequireSession,
          children: [
            guarded('currentStatus', [
              {
                index: true,
                lazy: withStaffTexts(() =>
                  import('./routes/dashboard/shop-current-status').then((m) => ({
                    Component: m.ShopCurrentStatusRoute,
                  })),
                ),
              },
            ]),
          ],
        },
        {
          path: paths.shopKiosk.pattern,
          Component: RequireSession,
          children: [
            guarded('desk', [
              {
                index: true,
                lazy: withStaffTexts(() =>
                  import('./routes/dashboard/shop-kiosk').then((m) => ({
                    Component: m.ShopKioskRoute,
                  })),
                ),
              },
            ]),
          ],
        },
        {
          path: '*',
          lazy: () =>
            import('./routes/standalone/not-found').then((m) => ({ Component: m.NotFoundRoute })),
        },
      ],
    },
  ],
};

const guestRoutes: RouteObject = {
  lazy: withStaffTexts(() =>
    import('./guards/guest-only').then((m) => ({ Component: m.GuestOnly })),
  ),
  children: [
    {
      lazy: () => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
      children: [
        {
          ErrorBoundary: StandaloneRouteError,
          children: [
            {
              path: paths.login.pattern,
              lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
            },
            {
              path: paths.forgotPassword,
              lazy: () =>
                import('./routes/auth/forgot-password').then((m) => ({
                  Component: m.ForgotPasswordRoute,
                })),
            },
            {
              path: paths.verifyEmail.pattern,
              lazy: () =>
                import('./routes/auth/verify-email').then((m) => ({
                  Component: m.VerifyEmailRoute,
                })),
            },
            {
              path: paths.resetPassword.pattern,
              lazy: () =>
                import('./routes/auth/reset-password').then((m) => ({
                  Component: m.ResetPasswordRoute,
                })),
            },
            {
              path: paths.verificationMailSent,
              lazy: () =>
                import('./routes/auth/verification-mail-sent').then((m) => ({
                  Component: m.VerificationMailSentRoute,
                })),
            },
          ],
        },
      ],
    },
  ],
};

/**
 * The links of a login email change work whether or not this browser is signed in: the
 * new address is often opened where the change was asked for, the old one anywhere.
 */
const emailChangeRoutes: RouteObject = {
  lazy: withStaffTexts(() =>
    import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout })),
  ),
  children: [
    {
      ErrorBoundary: StandaloneRouteError,
      children: [
        {
          path: paths.changeEmail.pattern,
          lazy: () =>
            import('./routes/auth/change-email').then((m) => ({ Component: m.ChangeEmailRoute })),
        },
        {
          path: paths.revertEmail.pattern,
          lazy: () =>
            import('./routes/auth/revert-email').then((m) => ({ Component: m.RevertEmailRoute })),
        },
      ],
    },
  ],
};

const { dashboard } = paths;

/** The whole dashboard (frame and pages) loads lazily, in chunks of its own. */
const dashboardRoutes: RouteObject = {
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

/** The whole route tree; tests mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: StandaloneRouteError,
    children: [appRoutes, guestRoutes, emailChangeRoutes, dashboardRoutes, standaloneRoutes],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
