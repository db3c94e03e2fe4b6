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

function serve() {
  return stubApi(async (url, request) => {
    if (url.pathname === '/api/push/public-key') {
      return json(200, { ok: true, data: { publicKey: 'BAAA' } });
    }
    if (url.pathname === '/api/pre-booking/waitlist' && request.method === 'POST') {
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

function renderCard() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <WaitlistCard
          date="2027-03-24"
          order={order}
          saved={{ name: 'Aino', phone: '040 1234567', email: '' }}
        />
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
});
