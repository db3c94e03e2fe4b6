import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { deferred } from '@/testing/deferred';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';

const registered = (addressOutcome = 'found') =>
  jsonAnswer(201, {
    ok: true,
    message: 'Your shop is registered. Check your email to verify your account.',
    addressOutcome,
  });

async function openRegistration() {
  const view = renderApp('/register/new-shop');
  await screen.findByRole('heading', { level: 1, name: 'Register your shop' }, { timeout: 3000 });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    shop: 'Parturi Testi',
    address: 'Testikatu 1',
    postalCode: '00100',
    city: 'Helsinki',
    owner: 'Tiina Testaaja',
    email: 'tiina@example.fi',
    phone: '040 765 4321',
    password: 'Saksia-ja-kampa-42',
    confirm: 'Saksia-ja-kampa-42',
    ...overrides,
  };
  await user.type(field('Shop name'), values.shop);
  await user.type(field('Street address'), values.address);
  await user.type(field('Postal code (optional)'), values.postalCode);
  await user.type(field('City'), values.city);
  await user.type(field('Your name'), values.owner);
  await user.type(field('Email'), values.email);
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), values.phone);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Repeat the password'), values.confirm);
}

const submit = () => screen.getByRole('button', { name: 'Register the shop' });

describe('registering a shop (/register/new-shop)', () => {
  it('sends the shop and owner, shows the saving state, then the mail-sent page with the address', async () => {
    const answer = deferred<Response>();
    const server = fakeServer(() => answer.promise);
    const user = userEvent.setup();
    const { router } = await openRegistration();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'Finland');

    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Registering…' })).toHaveProperty(
      'disabled',
      true,
    );
    answer.resolve(registered());

    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-mailsent'), {
      timeout: 4000,
    });
    expect((await screen.findByTestId('sent-to')).textContent).toBe('tiina@example.fi');
    // The server answers an address that already has an account the same way and mails its
    // owner instead, so the page speaks to both.
    expect(
      screen.getByText(
        'Already have an account with this email or phone number? Then the message tells you how to log in instead.',
      ),
    ).toBeTruthy();
    const [call] = server.callsTo('POST', '/api/auth/register-shop');
    expect(call?.request.headers.get('x-lang')).toBe('en');
    expect(await call?.request.json()).toEqual({
      shopName: 'Parturi Testi',
      address: 'Testikatu 1',
      postalCode: '00100',
      city: 'Helsinki',
      country: 'Finland',
      ownerName: 'Tiina Testaaja',
      email: 'tiina@example.fi',
      phone: '040 765 4321',
      password: 'Saksia-ja-kampa-42',
    });
  });

  it.each([
    [
      'notFound',
      'We couldn’t find your shop’s address on the map. After you log in, place the pin in Shop details: customers find your shop only once it is on the map.',
    ],
    [
      'unavailable',
      'The map service didn’t answer, so your shop isn’t on the map yet. After you log in, find the address or place the pin in Shop details.',
    ],
  ])(
    'says when the address is not on the map (%s), and never that the shop is open',
    async (outcome, note) => {
      fakeServer(() => registered(outcome));
      const user = userEvent.setup();
      const { router } = await openRegistration();
      await fillIn(user);
      await user.click(submit());
      await waitFor(() => expect(router.state.location.pathname).toBe('/verification-mailsent'), {
        timeout: 4000,
      });
      expect(await screen.findByText(note)).toBeTruthy();
      expect(screen.queryByText(/opens on Jono/)).toBeNull();
    },
  );

  it('says nothing of the map when the address was found', async () => {
    fakeServer(() => registered('found'));
    const user = userEvent.setup();
    const { router } = await openRegistration();
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-mailsent'), {
      timeout: 4000,
    });
    await screen.findByTestId('sent-to');
    expect(screen.queryByText(/on the map/)).toBeNull();
  });

  it('says what is missing or wrong, and sends nothing', async () => {
    const server = fakeServer(() => registered());
    const user = userEvent.setup();
    await openRegistration();
    await fillIn(user, { phone: '123', confirm: 'something-else', password: 'short' });
    await user.clear(field('Shop name'));
    await user.click(submit());

    expect(await screen.findByText("Enter your shop's name (at least 2 characters).")).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number, e.g. 040 123 4567.')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText("The passwords don't match.")).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('refuses a password that contains the email before sending it', async () => {
    const server = fakeServer(() => registered());
    const user = userEvent.setup();
    await openRegistration();
    await fillIn(user, { password: 'tiina-2026-salon', confirm: 'tiina-2026-salon' });
    await user.click(submit());
    expect(
      await screen.findByText('The password must not contain your email address.'),
    ).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's password policy at the password field", async () => {
    fakeServer(() =>
      errorAnswer(
        400,
        'This password is too common; choose one that is harder to guess',
        'PASSWORD_TOO_COMMON',
      ),
    );
    const user = userEvent.setup();
    await openRegistration();
    await fillIn(user, { password: 'salasana123', confirm: 'salasana123' });
    await user.click(submit());
    expect(
      await screen.findAllByText(
        'This password is too common. Choose one that is harder to guess.',
      ),
    ).toHaveLength(2);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it("words the server's refusal of a password holding the shop's name at the field", async () => {
    fakeServer(() =>
      errorAnswer(400, "The password must not contain the shop's name", 'WEAK_PASSWORD'),
    );
    const user = userEvent.setup();
    await openRegistration();
    await fillIn(user, { password: 'salon-name-2026', confirm: 'salon-name-2026' });
    await user.click(submit());
    expect(await screen.findAllByText(/This password is too easy to guess/)).toHaveLength(2);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('hints at the strength of the password', async () => {
    fakeServer(() => registered());
    const user = userEvent.setup();
    await openRegistration();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'abc');
    expect(screen.getByText('Too short')).toBeTruthy();
    await user.type(password, 'defgh');
    expect(screen.getByText('Weak')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Kallio-Parturi-2026!');
    expect(screen.getByText('Strong')).toBeTruthy();
  });
});
