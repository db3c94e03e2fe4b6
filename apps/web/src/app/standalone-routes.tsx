import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireSession } from './guards/require-session';
import { StandaloneLayout } from './layouts/standalone-layout';
import { guarded, withBookingTexts, withStaffTexts } from './route-loading';
import { StandaloneRouteError } from './routes/route-error';

/**
 * Pages outside the app's frame: the staff's welcome and sign-up, payment outcomes, a
 * waitlist offer, errors, and the shop's big screen and kiosk.
 */
export const standaloneRoutes: RouteObject = {
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
