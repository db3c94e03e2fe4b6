import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';

const sameAnswer = () =>
  jsonAnswer(200, {
    ok: true,
    message: 'If an account uses this email, a link to reset the password is on its way.',
  });

async function requestLink(email: string) {
  const user = userEvent.setup();
  renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' }, { timeout: 3000 });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send the link' }));
}

describe('forgotten password (/forgot-password)', () => {
  it('asks for a link and confirms in the same words whatever the account', async () => {
    const server = fakeServer(() => sameAnswer());
    await requestLink('someone@example.fi');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(
      screen.getByText(
        'If an account uses someone@example.fi, a link to choose a new password is on its way. It works for a limited time.',
      ),
    ).toBeTruthy();
    const [call] = server.callsTo('POST', '/api/auth/forgot-password');
    expect(await call?.request.json()).toEqual({ email: 'someone@example.fi' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveProperty(
      'pathname',
      '/shop/login',
    );
  });

  it('says so when too many links were asked for', async () => {
    fakeServer(() =>
      errorAnswer(429, 'Too many requests. Try again in 1 minute.', 'TOO_MANY_REQUESTS'),
    );
    await requestLink('someone@example.fi');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Wait a minute and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'someone@example.fi',
    );
  });

  it('checks the address first', async () => {
    const server = fakeServer(() => sameAnswer());
    await requestLink('not-an-address');
    expect(
      await screen.findByText('Enter a valid email address, e.g. name@example.com.'),
    ).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
