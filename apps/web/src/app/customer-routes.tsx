import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireCustomerDetails } from './guards/require-customer-details';
import { AppLayout } from './layouts/app-layout';
import { withBookingTexts } from './route-loading';
import { AppRouteError } from './routes/route-error';

/** The customer's pages: finding a shop, choosing, joining or booking, and following the order. */
export const customerRoutes: RouteObject = {
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
