import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';

const token = 'i'.repeat(43);
const invitation = () =>
  jsonAnswer(200, {
    ok: true,
    data: { shopName: 'Parturi Kutsu', role: 'barber', name: 'Ilona' },
  });

describe('an invitation link (/join/{token})', () => {
  it('is titled with the shop and role, takes a name and password, then leads to the login', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/auth/invitation'
        ? invitation()
        : jsonAnswer(200, { ok: true, message: 'Welcome to the team.' }),
    );
    const user = userEvent.setup();
    renderApp(`/join/${token}`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Join Parturi Kutsu on Jono' },
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/You are invited to join as a barber/)).toBeTruthy();
    // Invitation wording, not a password reset's.
    expect(screen.queryByText(/Choose a new password|Save the new password/)).toBeNull();
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveProperty('value', 'Ilona');
    await user.clear(name);
    await user.type(name, 'Ilona Virtanen');
    await user.type(screen.getByLabelText('New password'), 'Saksi-ja-kampa-77');
    await user.type(screen.getByLabelText('Repeat the password'), 'Saksi-ja-kampa-77');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Parturi Kutsu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/shop/login');
    const [looked] = server.callsTo('POST', '/api/auth/invitation');
    expect(await looked?.request.json()).toEqual({ invitationToken: token });
    const [accepted] = server.callsTo('POST', '/api/auth/accept-invitation');
    expect(await accepted?.request.json()).toEqual({
      invitationToken: token,
      name: 'Ilona Virtanen',
      newPassword: 'Saksi-ja-kampa-77',
    });
  });

  it.each([
    ['LINK_EXPIRED', 'This invitation has expired'],
    ['LINK_USED', 'This invitation was already accepted'],
    ['LINK_INVALID', "This invitation link doesn't work"],
  ])('says so for %s, without a form', async (code, title) => {
    fakeServer(() => errorAnswer(400, 'This link does not work', code));
    renderApp(`/join/${token}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: title }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('sends an old invitation mail link on the reset page to the invitation page', async () => {
    fakeServer(() => invitation());
    const { router } = renderApp(`/reset-password/${token}?invite=1`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Join Parturi Kutsu on Jono' },
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/join/${token}`);
  });
});
