import { CUSTOMER_NAME_MAX, EMAIL_MAX, PHONE_INPUT_MAX } from '@jono/contract/api/customer-fields';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { json, stubApi } from '@/testing/api';
import { WaitlistCard } from './waitlist-card';

const shopId = '0f0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea1';
const order = {
  shopId,
  services: [{ id: '0f0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2', quantity: 1, addons: [] }],
  additionalServices: [],
  totalTimeRequires: 30,
  totalPrice: 30,
};
const browserSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
};

/** The browser's side of Web Push as a page sees it: permission granted, one subscription. */
function browserWithPush() {
  const subscription = {
    endpoint: browserSubscription.endpoint,
    toJSON: () => browserSubscription,
  };
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => null),
      subscribe: vi.fn(async () => subscription),
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: async () => 'granted',
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
}

/** The waitlist's server; `refuse` answers a join instead, while it returns a response. */
function serve(refuse: () => Response | undefined = () => undefined) {
  return stubApi(async (url, request) => {
    if (url.pathname === '/api/push/public-key') {
      return json(200, { ok: true, data: { publicKey: 'BAAA' } });
    }
    if (url.pathname === '/api/pre-booking/waitlist' && request.method === 'POST') {
      const refusal = refuse();
      if (refusal) return refusal;
      const body = await request.clone().json();
      if (!body.email && !body.push) {
        return json(400, { ok: false, message: 'No channel', code: 'WAITLIST_NO_CHANNEL' });
      }
      return json(201, {
        ok: true,
        message: 'ok',
        data: { id: '0f0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea3', date: '2027-03-24', position: 2 },
      });
    }
    return json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

const ainoWithoutEmail = { name: 'Aino', phone: '040 1234567', email: '' };

const joinsSent = (api: ReturnType<typeof serve>) =>
  api.requests.filter((r) => r.url.endsWith('/api/pre-booking/waitlist'));

function renderCard(known = ainoWithoutEmail) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <WaitlistCard date="2027-03-24" order={order} known={known} />
      </Provider>
    </I18nextProvider>,
  );
}

describe('the waitlist card', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('with notifications allowed, joins without an email and sends this browser’s subscription', async () => {
    browserWithPush();
    const api = serve();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    expect(screen.getByLabelText('Email')).toHaveProperty('required', true);
    await user.click(await screen.findByRole('button', { name: 'Also tell me on this device' }));
    expect(await screen.findByText('Offers come to this device as notifications.')).toBeTruthy();
    const email = screen.getByLabelText('Email (optional with notifications on)');
    expect(email).toHaveProperty('required', false);
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(
      await screen.findByText('You are number 2 on the waitlist. We notify you on this device.'),
    ).toBeTruthy();
    const [sent] = api.requests.filter((r) => r.url.endsWith('/api/pre-booking/waitlist'));
    const body = await sent?.json();
    expect(body).toEqual({
      ...order,
      name: 'Aino',
      phone: '040 1234567',
      date: '2027-03-24',
      push: browserSubscription,
    });
  });

  it('without push in the browser offers no notifications, and words a refusal with no channel', async () => {
    serve();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    expect(screen.queryByRole('button', { name: 'Also tell me on this device' })).toBeNull();
    // The browser's own check stops an empty required field; the server's refusal is worded too.
    const email = screen.getByLabelText('Email');
    email.removeAttribute('required');
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(
      await screen.findByText(
        'Give an email address or turn notifications on, so we can tell you when a time frees up.',
      ),
    ).toBeTruthy();
  });
  it('shows the details already typed as a summary, sends them, and lets them be changed', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderCard({ name: 'Aino Virtanen', phone: '+358401234567', email: 'aino@example.fi' });
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    const summary = screen.getByRole('group', { name: 'Your details' });
    expect(summary.textContent).toBe(
      'Your detailsNameAino VirtanenPhone+358401234567Emailaino@example.fiChange details',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    await screen.findByText('You are number 2 on the waitlist. Watch your email.');
    const [sent] = api.requests.filter((r) => r.url.endsWith('/api/pre-booking/waitlist'));
    expect(await sent?.json()).toMatchObject({
      name: 'Aino Virtanen',
      phone: '+358401234567',
      email: 'aino@example.fi',
    });
  });

  it('opens the typed details for a change, filled in', async () => {
    serve();
    const user = userEvent.setup();
    renderCard({ name: 'Aino Virtanen', phone: '+358401234567', email: 'aino@example.fi' });
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(screen.queryByRole('group', { name: 'Your details' })).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Aino Virtanen');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '+358401234567');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'aino@example.fi');
  });

  it('asks only for what is missing: the email when only a name and phone are known', async () => {
    serve();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    expect(screen.getByRole('group', { name: 'Your details' }).textContent).toBe(
      'Your detailsNameAinoPhone040 1234567Change details',
    );
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
  });

  it('asks for everything when nothing is known yet', async () => {
    serve();
    const user = userEvent.setup();
    renderCard({ name: '', phone: '', email: '' });
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    expect(screen.queryByRole('group', { name: 'Your details' })).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '');
  });

  it("stops each typed detail at the server's limit", async () => {
    serve();
    const user = userEvent.setup();
    renderCard({ name: '', phone: '', email: '' });
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    await user.type(name, 'A'.repeat(CUSTOMER_NAME_MAX + 1));
    expect(name.value).toBe('A'.repeat(CUSTOMER_NAME_MAX));
    expect(screen.getByLabelText('Phone')).toHaveProperty('maxLength', PHONE_INPUT_MAX);
    expect(screen.getByLabelText('Email')).toHaveProperty('maxLength', EMAIL_MAX);
  });

  it('names a known name over the limit at its field, and sends nothing until it is fixed', async () => {
    const api = serve();
    const user = userEvent.setup();
    // Details kept on this device from before the form held the limit: 101 characters.
    renderCard({
      name: 'A'.repeat(CUSTOMER_NAME_MAX + 1),
      phone: '+358401234567',
      email: 'aino@example.fi',
    });
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    expect(screen.queryByRole('group', { name: 'Your details' })).toBeNull();
    expect(screen.getByText('A name can be at most 100 characters')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Tell me' }));

    await user.clear(name);
    await user.type(name, 'Aino');
    expect(screen.queryByText('A name can be at most 100 characters')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    await screen.findByText('You are number 2 on the waitlist. Watch your email.');
    // Only the join with the fixed name went out.
    const sent = joinsSent(api);
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toMatchObject({ name: 'Aino' });
  });

  it('says which detail the server refused, and opens the details to change it', async () => {
    const api = serve(() =>
      json(400, {
        ok: false,
        message: 'body.phone: Enter a valid phone number',
        code: 'VALIDATION_FAILED',
        field: 'phone',
      }),
    );
    const user = userEvent.setup();
    renderCard({ name: 'Aino Virtanen', phone: '+358401234567', email: 'aino@example.fi' });
    await user.click(screen.getByRole('button', { name: 'Tell me if a time frees up' }));
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your phone number was not accepted. Edit your details and try again.',
    );
    expect(joinsSent(api)).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Your details' })).toBeNull();
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '+358401234567');
  });
});
