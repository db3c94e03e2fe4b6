import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { paths } from '@/config/paths';
import { RequireCustomerDetails } from './guards/require-customer-details';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layouts/app-layout';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout';
import { StandaloneLayout } from './layouts/standalone-layout';
import {
  guarded,
  renderedApartFromLoading,
  withBookingTexts,
  withStaffTexts,
} from './route-loading';
import { AppRouteError, StandaloneRouteError } from './routes/route-error';

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
    children: [appRoutes, guestRoutes, emailChangeRoutes, standaloneRoutes],
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
