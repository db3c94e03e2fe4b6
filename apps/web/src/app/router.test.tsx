import type { Role } from '@jono/contract';
import { canAccess, type DashboardArea, roles } from '@jono/contract';
import { webPagePatterns } from '@jono/contract/web-paths';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  authFor,
  customerWithDetails,
  guestAuth,
  renderApp,
  testShopId,
} from '@/app/testing/render-app';
import type { CustomerState } from '@/features/customer-details/stores/customer-slice';
import type { AuthState } from '@/features/staff-auth/stores/auth-slice';
import { i18n } from '@/lib/i18n';
import { errorAnswer, fakeServer } from '@/testing/fake-server';
import { dashboardRoutes } from './dashboard-routes';
import { routes } from './router';

type Layout = 'app' | 'standalone' | 'auth' | 'dashboard';

interface RouteCase {
  path: string;
  title: string;
  layout: Layout;
  auth?: AuthState;
  customer?: CustomerState;
  /** A route that, as a guest opens it, shows another route's page under its title. */
  sameViewAs?: string;
}

const owner = authFor('owner');

/** Every route of the app, the h1 it must show and the layout around it. */
const routeCases: RouteCase[] = [
  { path: '/', title: 'pages.home.title', layout: 'app' },
  { path: '/pre-booking', title: 'pages.preBooking.title', layout: 'app' },
  { path: '/check-details', title: 'pages.checkDetails.title', layout: 'app' },
  { path: '/barbershop/shop-1', title: 'pages.barbershop.title', layout: 'app' },
  {
    path: '/prebooking/barbershop/shop-1',
    title: 'pages.preBookingBarbershop.title',
    layout: 'app',
  },
  { path: '/shop-notfound', title: 'errors.shopNotFound.title', layout: 'app' },
  {
    path: '/pre-orderconfirm',
    title: 'pages.preOrderConfirm.title',
    layout: 'app',
    customer: customerWithDetails,
  },
  {
    path: '/order-summary',
    title: 'pages.orderSummary.title',
    layout: 'app',
    customer: customerWithDetails,
  },
  {
    path: '/order-tracking/order-1',
    title: 'pages.orderTracking.byStage.waiting.title',
    layout: 'app',
    customer: customerWithDetails,
  },
  {
    path: '/order-notfound',
    title: 'errors.orderNotFound.title',
    layout: 'app',
    customer: customerWithDetails,
  },
  { path: '/welcome', title: 'pages.welcome.title', layout: 'standalone' },
  { path: '/register/new-shop', title: 'pages.registerNewShop.title', layout: 'standalone' },
  { path: '/success', title: 'prebooking.result.notFoundTitle', layout: 'standalone' },
  // Opened without a booking, both payment results only say the booking was not found.
  {
    path: '/failed',
    title: 'prebooking.result.notFoundTitle',
    layout: 'standalone',
    sameViewAs: '/success',
  },
  { path: '/error', title: 'errors.generic.title', layout: 'standalone' },
  { path: '/no/such/page', title: 'errors.notFound.title', layout: 'standalone' },
  { path: '/shop/login', title: 'pages.login.title', layout: 'auth' },
  { path: '/forgot-password', title: 'pages.forgotPassword.title', layout: 'auth' },
  { path: '/verify-email/token-1', title: 'pages.verifyEmail.title', layout: 'auth' },
  { path: '/reset-password/token-1', title: 'pages.resetPassword.title', layout: 'auth' },
  { path: '/join/token-1', title: 'auth.invitation.genericTitle', layout: 'auth' },
  { path: '/verification-mailsent', title: 'pages.verificationMailSent.title', layout: 'auth' },
  { path: '/change-email/token-1', title: 'pages.changeEmail.title', layout: 'auth' },
  { path: '/revert-email/token-1', title: 'pages.revertEmail.title', layout: 'auth' },
  {
    path: `/shop-currentstatus/${testShopId}`,
    title: 'pages.shopCurrentStatus.title',
    layout: 'standalone',
    auth: owner,
  },
  { path: '/dashboard', title: 'dashboard.pages.overview.title', layout: 'dashboard', auth: owner },
  {
    path: '/dashboard/analytics',
    title: 'dashboard.pages.analytics.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/appointments',
    title: 'dashboard.pages.appointments.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/profile',
    title: 'dashboard.pages.profile.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/queue-refundes',
    title: 'dashboard.pages.queueRefunds.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/queue-status',
    title: 'dashboard.pages.queueStatus.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/staff',
    title: 'dashboard.pages.staff.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/team-schedule',
    title: 'dashboard.pages.teamSchedule.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/audit-log',
    title: 'dashboard.pages.auditLog.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/manage/serviceCategories',
    title: 'dashboard.pages.serviceCategories.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/manage/services',
    title: 'dashboard.pages.services.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/manage/servicesAddons',
    title: 'dashboard.pages.serviceAddons.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/manage/shopdetails',
    title: 'dashboard.pages.shopDetails.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/manage/integrations',
    title: 'dashboard.pages.integrations.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/manage-booking/bookings',
    title: 'dashboard.pages.bookings.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/manage-booking/slots',
    title: 'dashboard.pages.slots.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/manage-booking/holidays',
    title: 'dashboard.pages.holidays.title',
    layout: 'dashboard',
    auth: owner,
  },
  {
    path: '/dashboard/no-such-page',
    title: 'errors.dashboardNotFound.title',
    layout: 'dashboard',
    auth: owner,
  },
];

// The i18n keys are checked against en.json by the type of t(); here they come from a table.
const text = (key: string) => i18n.t(key as never) as string;

async function findPageTitle() {
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}

function layoutOnScreen(): Layout {
  if (screen.queryByRole('navigation', { name: text('dashboard.navigation') })) return 'dashboard';
  if (screen.queryByRole('contentinfo')) return 'app';
  if (screen.queryByRole('complementary')) return 'auth';
  return 'standalone';
}

describe('route tree: every route, its title and its layout', () => {
  it('gives every route a title of its own', () => {
    const titles = routeCases
      .filter((route) => !route.sameViewAs)
      .map((route) => text(route.title));
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).not.toMatch(/^(pages|errors|dashboard)\./);
  });

  it.each(routeCases)('$path renders its own h1 in the $layout layout', async (route) => {
    const { router } = renderApp(route.path, { auth: route.auth, customer: route.customer });
    const heading = await findPageTitle();
    expect(heading).toHaveProperty('textContent', text(route.title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(layoutOnScreen()).toBe(route.layout);
    expect(router.state.location.pathname).toBe(route.path);
  });
});

describe('guest-only pages', () => {
  it.each([
    ['owner', '/dashboard', 'dashboard.pages.overview.title'],
    ['receptionist', '/dashboard', 'dashboard.pages.overview.title'],
    ['barber', '/dashboard/appointments', 'dashboard.pages.appointments.title'],
  ] as const)('send a logged-in %s to %s', async (role, home, title) => {
    for (const path of [
      '/shop/login',
      '/forgot-password',
      '/verify-email/t',
      '/reset-password/t',
    ]) {
      const { router, unmount } = renderApp(path, { auth: authFor(role) });
      expect((await findPageTitle()).textContent).toBe(text(title));
      expect(router.state.location.pathname).toBe(home);
      unmount();
    }
  });

  it('follow a staff redirectTo after login, but never one off the staff pages', async () => {
    const first = renderApp('/shop/login?redirectTo=%2Fdashboard%2Fstaff', { auth: owner });
    await findPageTitle();
    expect(first.router.state.location.pathname).toBe('/dashboard/staff');
    first.unmount();

    const second = renderApp('/shop/login?redirectTo=https%3A%2F%2Fevil.example', { auth: owner });
    await findPageTitle();
    expect(second.router.state.location.pathname).toBe('/dashboard');
  });

  it('stay open to a guest', async () => {
    const { router } = renderApp('/verification-mailsent');
    expect((await findPageTitle()).textContent).toBe(text('pages.verificationMailSent.title'));
    expect(router.state.location.pathname).toBe('/verification-mailsent');
  });
});

describe('dashboard pages', () => {
  it.each([
    '/dashboard',
    '/dashboard/appointments',
    '/dashboard/manage/services',
    '/dashboard/no-such-page',
    `/shop-currentstatus/${testShopId}`,
  ])('send a guest from %s to /shop/login', async (path) => {
    const { router } = renderApp(path, { auth: guestAuth });
    expect((await findPageTitle()).textContent).toBe(text('pages.login.title'));
    expect(router.state.location.pathname).toBe('/shop/login');
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(path)}`);
  });

  it('wait for the session check instead of redirecting', async () => {
    const { router } = renderApp('/dashboard', {
      auth: { user: null, isAuthenticated: false, isChecking: true },
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('show the dashboard error page, inside the frame, for an unknown path', async () => {
    renderApp('/dashboard/x', { auth: authFor('barber') });
    expect((await findPageTitle()).textContent).toBe(text('errors.dashboardNotFound.title'));
    expect(screen.getByRole('navigation', { name: text('dashboard.navigation') })).toBeTruthy();
    expect(screen.getByRole('link', { name: text('actions.backToDashboard') })).toHaveProperty(
      'pathname',
      '/dashboard/appointments',
    );
  });

  it('refuse the status screen of another shop', async () => {
    renderApp('/shop-currentstatus/another-shop', { auth: owner });
    expect((await findPageTitle()).textContent).toBe(text('errors.wrongShop.title'));
  });
});

describe('role guard (permission matrix)', () => {
  const pageAreas: [string, DashboardArea, string][] = [
    ['/dashboard', 'overview', 'dashboard.pages.overview.title'],
    ['/dashboard/analytics', 'analytics', 'dashboard.pages.analytics.title'],
    ['/dashboard/appointments', 'appointments', 'dashboard.pages.appointments.title'],
    ['/dashboard/profile', 'profile', 'dashboard.pages.profile.title'],
    ['/dashboard/queue-refundes', 'queueRefunds', 'dashboard.pages.queueRefunds.title'],
    ['/dashboard/queue-status', 'queueStatus', 'dashboard.pages.queueStatus.title'],
    ['/dashboard/staff', 'staff', 'dashboard.pages.staff.title'],
    ['/dashboard/audit-log', 'auditLog', 'dashboard.pages.auditLog.title'],
    ['/dashboard/team-schedule', 'teamSchedule', 'dashboard.pages.teamSchedule.title'],
    ['/dashboard/manage/serviceCategories', 'manage', 'dashboard.pages.serviceCategories.title'],
    ['/dashboard/manage/services', 'manage', 'dashboard.pages.services.title'],
    ['/dashboard/manage/servicesAddons', 'manage', 'dashboard.pages.serviceAddons.title'],
    ['/dashboard/manage/shopdetails', 'manage', 'dashboard.pages.shopDetails.title'],
    ['/dashboard/manage/integrations', 'integrations', 'dashboard.pages.integrations.title'],
    ['/dashboard/manage-booking/bookings', 'manageBooking', 'dashboard.pages.bookings.title'],
    ['/dashboard/manage-booking/slots', 'manageBooking', 'dashboard.pages.slots.title'],
    ['/dashboard/manage-booking/holidays', 'manageBooking', 'dashboard.pages.holidays.title'],
  ];
  const cases = roles.flatMap((role: Role) =>
    pageAreas.map(([path, area, title]) => ({ role, path, title, allowed: canAccess(role, area) })),
  );

  it('shows a receptionist "not allowed" on /dashboard/manage/services', async () => {
    const { router } = renderApp('/dashboard/manage/services', { auth: authFor('receptionist') });
    expect((await findPageTitle()).textContent).toBe(text('errors.notAllowed.title'));
    expect(router.state.location.pathname).toBe('/dashboard/manage/services');
  });

  it.each(cases)('$role on $path: allowed=$allowed', async ({ role, path, title, allowed }) => {
    const { router } = renderApp(path, { auth: authFor(role) });
    const heading = await findPageTitle();
    expect(heading.textContent).toBe(text(allowed ? title : 'errors.notAllowed.title'));
    // Never a redirect: the address stays, so there is nothing to loop on.
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('order pages (customer details required)', () => {
  const orderPaths = [
    '/pre-orderconfirm',
    '/order-summary',
    '/order-tracking/o-1',
    '/order-notfound',
  ];

  it.each(orderPaths.filter((path) => !path.startsWith('/order-tracking')))(
    '%s without details sends the customer home',
    async (path) => {
      const { router } = renderApp(path);
      expect((await findPageTitle()).textContent).toBe(text('pages.home.title'));
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('/order-tracking of an unknown order without details sends the customer home', async () => {
    fakeServer(() => errorAnswer(404, 'Order not found', 'NOT_FOUND'));
    const { router } = renderApp('/order-tracking/o-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(async () =>
      expect((await findPageTitle()).textContent).toBe(text('pages.home.title')),
    );
  });

  it.each(orderPaths)('%s lets signed-in staff in without customer details', async (path) => {
    const { router } = renderApp(path, { auth: owner });
    const heading = await findPageTitle();
    expect(heading.textContent).not.toBe(text('pages.home.title'));
    expect(router.state.location.pathname).toBe(path);
  });

  it('needs the phone as well as the name', async () => {
    const { router } = renderApp('/order-summary', {
      customer: { ...customerWithDetails, phone: '  ' },
    });
    await findPageTitle();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(orderPaths)('%s with details renders', async (path) => {
    const { router } = renderApp(path, { customer: customerWithDetails });
    const heading = await findPageTitle();
    expect(heading.textContent).not.toBe(text('pages.home.title'));
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('error pages', () => {
  it('catch-all: unknown path shows the 404 page with a way home', async () => {
    renderApp('/definitely/not/here');
    expect((await findPageTitle()).textContent).toBe(text('errors.notFound.title'));
    const home = screen.getByRole('link', { name: text('actions.backHome') });
    expect(home).toHaveProperty('pathname', '/');
  });

  it('/order-notfound explains and links home', async () => {
    renderApp('/order-notfound', { customer: customerWithDetails });
    await findPageTitle();
    expect(screen.getByText(text('errors.orderNotFound.description'))).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: text('actions.backHome') })).toHaveProperty(
      'pathname',
      '/',
    );
  });

  it('shows error pages as the document title too', async () => {
    renderApp('/shop-notfound');
    await findPageTitle();
    await waitFor(() => expect(document.title).toBe(`${text('errors.shopNotFound.title')} · Jono`));
  });
});

/** The full path of every page in a route tree (the catch-all pages left out). */
function pagePatterns(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path?.startsWith('/')
      ? route.path
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...pagePatterns(route.children ?? [], here)];
  });
}

describe('the pages the server knows', () => {
  // The server answers 404 for any address outside the contract's list, so every page the
  // router serves must be in it, and nothing else.
  it('are exactly the pages the router serves', () => {
    // The dashboard's routes join the tree under the root, which has no path of its own.
    const tree = [...routes, dashboardRoutes];
    expect(new Set(pagePatterns(tree))).toEqual(new Set(webPagePatterns));
  });
});
