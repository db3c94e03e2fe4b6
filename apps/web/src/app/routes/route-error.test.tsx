import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layouts/app-layout';
import { createAppStore } from '@/app/store';
import { i18n } from '@/lib/i18n';
import { AppRouteError, DashboardRouteError } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

function Nothing() {
  return null;
}

function renderRoutes(routes: Parameters<typeof createMemoryRouter>[0], url = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={createAppStore()}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
}

describe('route error boundaries', () => {
  beforeEach(() => {
    // React reports the caught error on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('show a friendly view inside the app frame instead of a white screen', async () => {
    renderRoutes([
      {
        Component: AppLayout,
        children: [
          { ErrorBoundary: AppRouteError, children: [{ index: true, Component: Broken }] },
        ],
      },
    ]);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(i18n.t('errors.boundary.title'));
    expect(screen.getByRole('button', { name: i18n.t('actions.tryAgain') })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n.t('actions.backHome') })).toHaveProperty(
      'pathname',
      '/',
    );
    // The header and footer of the app layout are still there.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('turn a 404 answer into the not-found view', async () => {
    renderRoutes([
      {
        path: '/',
        ErrorBoundary: AppRouteError,
        loader: () => {
          throw new Response('missing', { status: 404 });
        },
        Component: Nothing,
        HydrateFallback: Nothing,
      },
    ]);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(i18n.t('errors.notFound.title'));
  });

  it('lead back to the dashboard in the dashboard area', async () => {
    renderRoutes([{ path: '/', ErrorBoundary: DashboardRouteError, Component: Broken }]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: i18n.t('actions.backToDashboard') })).toHaveProperty(
      'pathname',
      '/dashboard',
    );
  });
});
