import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerOptions, routes } from '@/app/router';
import { createAppStore } from '@/app/store';
import { guestAuth, renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { deferred } from '@/testing/deferred';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';

const token = 'a'.repeat(43);
const verified = () => jsonAnswer(200, { ok: true, message: 'Your email is verified.' });

describe('email verification (/verify-email/{token})', () => {
  it('posts the token once, even under StrictMode, and shows success with a way to log in', async () => {
    const answer = deferred<Response>();
    const server = fakeServer(() => answer.promise);
    const router = createMemoryRouter(routes, {
      ...routerOptions,
      initialEntries: [`/verify-email/${token}`],
    });
    render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <Provider store={createAppStore({ auth: guestAuth })}>
            <RouterProvider router={router} />
          </Provider>
        </I18nextProvider>
      </StrictMode>,
    );

    const verifying = await screen.findByText('Verifying your email…', {}, { timeout: 3000 });
    expect(verifying.closest('[role="status"]')?.getAttribute('aria-busy')).toBe('true');
    answer.resolve(verified());

    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeTruthy();
    // A new shop is not public until its owner publishes it; the page must not say otherwise.
    expect(
      screen.getByText(
        'Your account is ready and your shop is registered. Log in to finish setting it up, then publish it to open it to customers.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/open on Jono/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/shop/login');
    expect(server.calls).toHaveLength(1);
    const [call] = server.callsTo('POST', '/api/auth/verify-email');
    expect(await call?.request.json()).toEqual({ verificationToken: token });
    // The page title stays the page's own; the outcome is its own heading.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Verify your email');
  });

  it.each([
    ['LINK_EXPIRED', 'This link has expired'],
    ['LINK_USED', 'This link was already used'],
    ['LINK_INVALID', "This link doesn't work"],
  ])('tells %s apart', async (code, title) => {
    fakeServer(() => errorAnswer(400, 'This link does not work', code));
    renderApp(`/verify-email/${token}`);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/shop/login');
  });

  it('treats a malformed token as a broken link without asking the server', async () => {
    const server = fakeServer(() => verified());
    renderApp('/verify-email/short');
    expect(
      await screen.findByRole('heading', { level: 2, name: "This link doesn't work" }),
    ).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('offers to try again when the server cannot be reached, and then succeeds', async () => {
    let attempts = 0;
    const server = fakeServer(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : verified();
    });
    renderApp(`/verify-email/${token}`);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { level: 2, name: "We couldn't reach Jono" })).toBeTruthy();
    retry.click();
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeTruthy();
    expect(server.calls).toHaveLength(2);
  });
});
