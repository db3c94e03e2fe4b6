import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authFor, renderApp, sessionFor } from '@/app/testing/render-app';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';

const token = 'b'.repeat(43);
const done = () => jsonAnswer(200, { ok: true, message: 'Done.' });

describe('the links of a login email change', () => {
  it('moves the account when the new address opens its link, also in a browser that is signed in', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/auth/refresh-token'
        ? jsonAnswer(200, {
            ok: true,
            message: 'Session renewed',
            session: sessionFor('owner', { email: 'new@example.com', pendingEmail: null }),
          })
        : done(),
    );
    const { store } = renderApp(`/change-email/${token}`, { auth: authFor('owner') });

    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Your email is changed' },
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your new email');
    const [call] = server.callsTo('POST', '/api/auth/change-email');
    expect(await call?.request.json()).toEqual({ verificationToken: token });
    // The signed-in session picks up the new address.
    await waitFor(() => expect(store.getState().auth.user?.email).toBe('new@example.com'));
  });

  it('says when another account took the address meanwhile', async () => {
    fakeServer(() => errorAnswer(409, 'Another account already uses this email', 'EMAIL_TAKEN'));
    renderApp(`/change-email/${token}`);
    expect(
      await screen.findByText(
        'Another account started using this address in the meantime, so your email was not changed.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  it('tells a link of a change replaced or cancelled since apart', async () => {
    fakeServer(() => errorAnswer(400, 'This link is not valid', 'LINK_INVALID'));
    renderApp(`/change-email/${token}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: "This link doesn't work" },
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/replaced or cancelled since/)).toBeTruthy();
  });

  it('gives the old address its account back, ends the session here, and offers a new password', async () => {
    const server = fakeServer(() => done());
    const { store } = renderApp(`/revert-email/${token}`, { auth: authFor('barber') });

    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Your email is restored' },
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Take your account back');
    const [call] = server.callsTo('POST', '/api/auth/revert-email');
    expect(await call?.request.json()).toEqual({ verificationToken: token });
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveProperty(
      'pathname',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/shop/login');
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
  });
});
