import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { fakeServer, jsonAnswer } from '@/testing/fake-server';
import { serviceIds, shopDetail } from '@/testing/shops';
import { KIOSK_IDLE_MS, Kiosk } from './kiosk';

const shop = shopDetail();
const addPath = `/api/staff/desk/${shop.id}/walk-ins`;

function serveDesk() {
  return fakeServer((call) =>
    call.method === 'POST' && call.path === addPath
      ? jsonAnswer(201, {
          ok: true,
          message: 'Added to the queue',
          data: {
            orderId: 'c7bbb7cd-68b0-4b5e-bf86-6633480693ae',
            shortCode: 'K7M2QD',
            status: 'waiting',
            position: 3,
            waitingTime: 40,
            estimatedStart: null,
            estimatedEnd: null,
            estimatedRange: null,
            isAtLocation: true,
          },
        })
      : jsonAnswer(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' }),
  );
}

function renderKiosk(kioskShop = shop) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <Kiosk shop={kioskShop} joinUrl={`http://localhost:3000/barbershop/${shop.id}`} />
      </Provider>
    </I18nextProvider>,
  );
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

const atStart = () => screen.queryByRole('heading', { level: 1, name: 'Welcome!' }) !== null;
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the kiosk at the door', () => {
  beforeEach(() => {
    // Real time runs along so the user events and the fetch can finish; the kiosk's
    // 30 seconds pass only when the test says so.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers to join here or by the QR code from the customer’s own phone', () => {
    serveDesk();
    renderKiosk();
    expect(atStart()).toBe(true);
    expect(screen.getByRole('button', { name: 'Join the queue here' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for joining the shop’s queue' })).toBeTruthy();
  });

  it.each(['closed', 'full'] as const)(
    'says the queue takes nobody while it is %s, and offers no way to join',
    (queueState) => {
      serveDesk();
      renderKiosk({ ...shop, queueState });
      expect(screen.getByText('The queue is not taking customers right now.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Join the queue here' })).toBeNull();
      expect(
        screen.queryByRole('img', { name: 'QR code for joining the shop’s queue' }),
      ).toBeNull();
      expect(screen.queryByText('Or scan the code and join from your own phone')).toBeNull();
    },
  );

  it("says why while the wait is past the owner's most", () => {
    serveDesk();
    renderKiosk({ ...shop, queueState: 'full', fullReason: 'wait', maxWaitMinutes: 45 });
    expect(
      screen.getByText(
        'Not taking walk-ins right now: the wait is over 45 mins. Please check back soon.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the queue here' })).toBeNull();
  });

  it('returns to its start after 30 s untouched, and every touch gives 30 s more', async () => {
    serveDesk();
    const user = renderKiosk();
    await user.click(screen.getByRole('button', { name: 'Join the queue here' }));
    await user.type(screen.getByRole('textbox', { name: 'What is your name?' }), 'Matti');

    await wait(KIOSK_IDLE_MS - 5000);
    expect(atStart()).toBe(false);
    // A key pressed just in time starts the 30 seconds again.
    await user.type(screen.getByRole('textbox', { name: 'What is your name?' }), 's');
    await wait(KIOSK_IDLE_MS - 5000);
    expect(atStart()).toBe(false);
    await wait(5000);
    expect(atStart()).toBe(true);

    // The next customer starts with an empty form: the name was forgotten.
    await user.click(screen.getByRole('button', { name: 'Join the queue here' }));
    expect(
      (screen.getByRole('textbox', { name: 'What is your name?' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('shows the code of a customer who joined, then starts over for the next one', async () => {
    const server = serveDesk();
    const user = renderKiosk();
    await user.click(screen.getByRole('button', { name: 'Join the queue here' }));
    await user.type(screen.getByRole('textbox', { name: 'What is your name?' }), 'Matti');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: /Haircut/ }));
    await user.click(screen.getByRole('button', { name: 'Join the queue' }));

    await waitFor(() => expect(screen.getByTestId('kiosk-code').textContent).toBe('K7M-2QD'));
    expect(screen.getByText('Your place in the queue: 3')).toBeTruthy();
    const [call] = server.callsTo('POST', addPath);
    // Name and services only: the kiosk asks nothing else, and says the customer added
    // themselves (the owner's most wait holds them, as it does online).
    expect(await call?.request.json()).toEqual({
      name: 'Matti',
      services: [{ id: serviceIds.cut, quantity: 1, addons: [] }],
      additionalServices: [],
      atKiosk: true,
    });

    await wait(KIOSK_IDLE_MS - 5000);
    expect(screen.getByTestId('kiosk-code')).toBeTruthy();
    await wait(5000);
    expect(atStart()).toBe(true);
    expect(screen.queryByTestId('kiosk-code')).toBeNull();
  });

  it('stays on its start screen, with nothing to forget', async () => {
    serveDesk();
    renderKiosk();
    await wait(KIOSK_IDLE_MS * 3);
    expect(atStart()).toBe(true);
  });
});
