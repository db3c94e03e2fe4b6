import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessionFor } from '@/app/testing/render-app';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));

const loggedIn = (role: 'owner' | 'barber' | 'receptionist') =>
  jsonAnswer(200, { ok: true, message: 'You are logged in', session: sessionFor(role) });

/** The login, and an empty team for the dashboard it leads to. */
function serverAnswering(login: () => Response) {
  return fakeServer(({ path }) => {
    if (path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    return login();
  });
}

async function openLogin(url = '/shop/login') {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Staff login' }, { timeout: 3000 });
  return view;
}

describe('staff login (/shop/login)', () => {
  it('logs in by phone: sends the number, keeps the session, opens the role home', async () => {
    const server = serverAnswering(() => loggedIn('owner'));
    const user = userEvent.setup();
    const { store, router } = await openLogin();

    expect(screen.getByRole('radio', { name: 'Phone' })).toHaveProperty('checked', true);
    await user.type(screen.getByLabelText('Phone number'), '040 100 0000');
    await user.type(screen.getByLabelText('Password'), 'JonoDemo2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 4000,
    });
    const [login] = server.callsTo('POST', '/api/auth/login');
    expect(await login?.request.json()).toEqual({
      phoneNumber: '040 100 0000',
      password: 'JonoDemo2026!',
    });
    expect(login?.request.credentials).toBe('include');
    expect(store.getState().auth).toEqual({
      user: sessionFor('owner'),
      isAuthenticated: true,
      isChecking: false,
    });
  });

  it('switches to email with the keyboard and logs in by email, then follows redirectTo', async () => {
    const server = serverAnswering(() => loggedIn('barber'));
    const user = userEvent.setup();
    const { router } = await openLogin('/shop/login?redirectTo=%2Fdashboard%2Fanalytics');

    screen.getByRole('radio', { name: 'Phone' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Phone number')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'barber.kallio@demo.jono.fi');
    await user.type(screen.getByLabelText('Password'), 'JonoDemo2026!');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analytics'), {
      timeout: 4000,
    });
    expect(server.callsTo('POST', '/api/auth/login')).toHaveLength(0);
    const [login] = server.callsTo('POST', '/api/auth/email-login');
    expect(await login?.request.json()).toEqual({
      email: 'barber.kallio@demo.jono.fi',
      password: 'JonoDemo2026!',
    });
  });

  it('a barber without redirectTo lands on appointments', async () => {
    serverAnswering(() => loggedIn('barber'));
    const user = userEvent.setup();
    const { router } = await openLogin();
    await user.type(screen.getByLabelText('Phone number'), '+358401001000');
    await user.type(screen.getByLabelText('Password'), 'JonoDemo2026!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/appointments'), {
      timeout: 4000,
    });
  });

  it('shows wrong credentials in the language of the page and keeps what was typed', async () => {
    serverAnswering(() => errorAnswer(401, 'Wrong email or password', 'UNAUTHORIZED'));
    const user = userEvent.setup();
    const { router, store } = await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@example.fi');
    await user.type(screen.getByLabelText('Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Wrong email or password')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'owner@example.fi',
    );
    expect(router.state.location.pathname).toBe('/shop/login');
    expect(store.getState().auth.user).toBeNull();
  });

  it('tells a rate-limited login to wait', async () => {
    serverAnswering(() =>
      errorAnswer(429, 'Too many requests. Try again in 1 minute.', 'TOO_MANY_REQUESTS'),
    );
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText('Phone number'), '0401000000');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many login attempts. Wait a while and try again.',
    );
  });

  it('checks the fields before asking the server', async () => {
    const server = serverAnswering(() => loggedIn('owner'));
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter a valid phone number, e.g. 040 123 4567.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    serverAnswering(() => loggedIn('owner'));
    const user = userEvent.setup();
    await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await user.click(hide);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links to the password recovery and the registration', async () => {
    serverAnswering(() => loggedIn('owner'));
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveProperty(
      'pathname',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register your shop' })).toHaveProperty(
      'pathname',
      '/register/new-shop',
    );
  });
});
