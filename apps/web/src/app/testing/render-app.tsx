import type { Role } from '@jono/contract';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routerOptions, routes } from '@/app/router';
import { createAppStore, type RootState } from '@/app/store';
import {
  type CustomerState,
  initialCustomerState,
} from '@/features/customer-details/stores/customer-slice';
import type { AuthState } from '@/features/staff-auth/stores/auth-slice';
import { i18n } from '@/lib/i18n';
import { sessionFor } from '@/testing/sessions';

export { sessionFor, testShopId } from '@/testing/sessions';

export const guestAuth: AuthState = { user: null, isAuthenticated: false, isChecking: false };

export function authFor(role: Role): AuthState {
  return { user: sessionFor(role), isAuthenticated: true, isChecking: false };
}

export const customerWithDetails: CustomerState = {
  ...initialCustomerState,
  name: 'Aino Asiakas',
  phone: '+358401234567',
};

interface RenderAppOptions {
  auth?: AuthState;
  customer?: CustomerState;
  /** Any other slices a case starts with (cart, activeOrder...). */
  state?: Partial<RootState>;
}

/** Mounts the real route tree at `url`, with a fresh store holding the given state. */
export function renderApp(
  url: string,
  { auth = guestAuth, customer, state }: RenderAppOptions = {},
) {
  const preloadedState: Partial<RootState> = {
    ...state,
    auth,
    customer: customer ?? initialCustomerState,
  };
  const store = createAppStore(preloadedState);
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [url] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, store, router };
}
