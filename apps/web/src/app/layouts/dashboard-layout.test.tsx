import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp, testShopId } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

// The frame joins the staff room on the shared socket; here nothing leaves the test.
const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));

const navName = () => i18n.t('dashboard.navigation');

async function sidebarLinks() {
  // The first render loads the lazy dashboard chunks.
  await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
  // The desktop sidebar (the drawer is closed, so this is the only dashboard nav).
  const nav = screen.getByRole('navigation', { name: navName() });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('dashboard sidebar', () => {
  beforeEach(() => {
    // The frame reads the team; these cases are about the sidebar, so it answers empty.
    fakeServer(() => jsonAnswer(200, { ok: true, data: [] }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a barber only the pages a barber may open', async () => {
    renderApp('/dashboard/appointments', { auth: authFor('barber') });
    expect(await sidebarLinks()).toEqual([
      ['Appointments', '/dashboard/appointments'],
      ['Analytics', '/dashboard/analytics'],
      ['Team schedule', '/dashboard/team-schedule'],
      ['Profile', '/dashboard/profile'],
      ['Shop screen', `/shop-currentstatus/${testShopId}`],
    ]);
  });

  it('shows a receptionist everything but staff and the manage group', async () => {
    renderApp('/dashboard', { auth: authFor('receptionist') });
    const hrefs = (await sidebarLinks()).map(([, href]) => href);
    expect(hrefs).not.toContain('/dashboard/staff');
    expect(hrefs.some((href) => href?.startsWith('/dashboard/manage/'))).toBe(false);
    expect(hrefs).toContain('/dashboard/manage-booking/slots');
    expect(hrefs).toContain('/dashboard/queue-refundes');
  });

  it('shows an owner every page', async () => {
    renderApp('/dashboard', { auth: authFor('owner') });
    expect((await sidebarLinks()).map(([, href]) => href)).toEqual([
      '/dashboard',
      '/dashboard/appointments',
      '/dashboard/queue-status',
      '/dashboard/queue-refundes',
      '/dashboard/analytics',
      '/dashboard/staff',
      '/dashboard/team-schedule',
      '/dashboard/audit-log',
      '/dashboard/reviews',
      '/dashboard/profile',
      '/dashboard/manage/shopdetails',
      '/dashboard/manage/serviceCategories',
      '/dashboard/manage/services',
      '/dashboard/manage/servicesAddons',
      '/dashboard/manage/integrations',
      '/dashboard/manage-booking/bookings',
      '/dashboard/manage-booking/slots',
      '/dashboard/manage-booking/holidays',
      `/shop-currentstatus/${testShopId}`,
    ]);
  });

  it('marks the current page', async () => {
    renderApp('/dashboard/profile', { auth: authFor('owner') });
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    const nav = screen.getByRole('navigation', { name: navName() });
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      null,
    );
  });

  it('opens as a drawer on a phone and closes with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { auth: authFor('owner') });
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: navName() });
    expect(within(drawer).getAllByRole('link').length).toBeGreaterThan(10);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');

    // Focus starts on the close button and stays inside the drawer.
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    within(drawer).getByRole('button', { name: 'Log out' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Log out' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });

  it('logs out: clears the session and goes to the login', async () => {
    const fetchMock = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ ok: true, message: 'Logged out' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { store, router } = renderApp('/dashboard', { auth: authFor('owner') });
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });

    const nav = screen.getByRole('navigation', { name: navName() });
    const sidebar = nav.closest('aside') as HTMLElement;
    await user.click(within(sidebar).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/login'));
    // A logout lands on the plain login, not one that leads back to the page left.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.search).toBe('');
    expect(store.getState().auth).toEqual({
      user: null,
      isAuthenticated: false,
      isChecking: false,
    });
    // The frame also reads the team; the logout is the call to /api/auth/logout.
    const request = fetchMock.mock.calls
      .map(([call]) => call)
      .find((call) => new URL(call.url).pathname === '/api/auth/logout');
    expect(request?.credentials).toBe('include');
  });
});
