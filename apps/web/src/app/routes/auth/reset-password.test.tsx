import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';

const token = 'r'.repeat(43);

async function chooseNewPassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  renderApp(`/reset-password/${token}`);
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Choose a new password' },
    { timeout: 3000 },
  );
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('new password from a reset link (/reset-password/{token})', () => {
  it('sends the new password with the token, then leads to the login', async () => {
    const server = fakeServer(() =>
      jsonAnswer(200, { ok: true, message: 'Your password is changed.' }),
    );
    await chooseNewPassword('Uusi-salasana-2026');
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/shop/login');
    const [call] = server.callsTo('POST', '/api/auth/reset-password');
    expect(await call?.request.json()).toEqual({
      newPassword: 'Uusi-salasana-2026',
      verificationToken: token,
    });
  });

  it.each([
    ['LINK_EXPIRED', 'This link has expired', true],
    ['LINK_USED', 'This link was already used', false],
    ['LINK_INVALID', "This link doesn't work", true],
  ])('tells %s apart', async (code, title, offersNewLink) => {
    fakeServer(() => errorAnswer(400, 'This link does not work', code));
    await chooseNewPassword('Uusi-salasana-2026');
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ask for a new link' }) !== null).toBe(offersNewLink);
  });

  it("shows the server's password policy at the field", async () => {
    fakeServer(() =>
      errorAnswer(
        400,
        'This password is too common; choose one that is harder to guess',
        'PASSWORD_TOO_COMMON',
      ),
    );
    await chooseNewPassword('salasana123');
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('words a repeated or sequential password at the field', async () => {
    fakeServer(() => errorAnswer(400, 'This password is a repetition', 'WEAK_PASSWORD'));
    await chooseNewPassword('jonojono');
    expect(await screen.findByText(/This password is too easy to guess/)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('needs 8 characters and the same password twice', async () => {
    const server = fakeServer(() => jsonAnswer(200, { ok: true, message: 'ok' }));
    await chooseNewPassword('short', 'shorter');
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText("The passwords don't match.")).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('shows a malformed link as broken without asking the server', async () => {
    const server = fakeServer(() => jsonAnswer(200, { ok: true, message: 'ok' }));
    renderApp('/reset-password/abc');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: "This link doesn't work" },
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });
});
