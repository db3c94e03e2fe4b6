import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, stubApi } from '@/testing/api';
import { createFakeSocket, type FakeSocket } from '@/testing/fake-socket';
import { shopDetail } from '@/testing/shops';

const { socket, toast } = vi.hoisted(() => ({
  socket: { current: null as FakeSocket | null },
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => socket.current?.socket }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));
const fakeSocket = createFakeSocket();
socket.current = fakeSocket;

const shop = shopDetail();
const shopPath = `/barbershop/${shop.id}`;

function serveShop(detail = shop) {
  return stubApi((url) =>
    url.pathname === `/api/shops/${detail.id}` ? json(200, { ok: true, data: detail }) : undefined,
  );
}

const bar = () => screen.getByTestId('cart-bar');
const barTotals = () => ({
  price: within(bar()).getByTestId('cart-bar-price').textContent,
  duration: within(bar()).queryByTestId('cart-bar-duration')?.textContent ?? null,
});
const joinButton = () => within(bar()).getByRole('button', { name: 'Join queue' });

describe('/barbershop/{id}', () => {
  beforeEach(() => {
    fakeSocket.disconnect();
    fakeSocket.sent.length = 0;
    toast.error.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the shop: hours of the week, days off, chairs, live queue, wait and directions', async () => {
    serveShop();
    renderApp(shopPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' })).toBeTruthy();
    expect(screen.getByText('Helsinginkatu 15, 00500 Helsinki')).toBeTruthy();

    // The sections below the first screen render in the tasks after it.
    const [hours] = await screen.findAllByRole('region', { name: 'Opening hours' });
    if (!hours) throw new Error('no opening hours');
    expect(within(hours).getByText('Monday')).toBeTruthy();
    expect(within(hours).getAllByText('09:00–19:00')).toHaveLength(5);
    expect(within(hours).getByText('10:00–16:00')).toBeTruthy();
    expect(within(hours).getByText('Weekly days off: Sunday')).toBeTruthy();

    expect(screen.getByText('Chairs').nextSibling?.textContent).toBe('4');
    expect(screen.getByText('In queue').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('about 25 mins')).toBeTruthy();
    const directions = screen.getByRole('link', { name: /Directions/ });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=60.1841,24.9496',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
  });

  it('adds up price and duration as services, add-ons and quantities change', async () => {
    serveShop();
    renderApp(shopPath);
    await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
    expect(barTotals()).toEqual({ price: '€0.00', duration: null });

    await userEvent.click(screen.getByRole('button', { name: 'Add Haircut' }));
    expect(barTotals()).toEqual({ price: '€32.50', duration: '30 mins' });
    const fewer = screen.getByRole('button', { name: 'One less Haircut' });
    expect(fewer).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'One more Haircut' }));
    expect(barTotals()).toEqual({ price: '€65.00', duration: '1 hr' });
    expect(fewer).toHaveProperty('disabled', false);

    // An add-on is done once per haircut: 2 × 5.15.
    await userEvent.click(screen.getByRole('button', { name: 'Add Hair wash to Haircut' }));
    expect(barTotals()).toEqual({ price: '€75.30', duration: '1 hr 20 mins' });
    await userEvent.click(screen.getByRole('button', { name: 'One more Hair wash' }));
    expect(barTotals()).toEqual({ price: '€85.60', duration: '1 hr 40 mins' });

    await userEvent.click(screen.getByRole('button', { name: 'Add Beard trim' }));
    expect(barTotals()).toEqual({ price: '€107.60', duration: '2 hrs' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Hair wash' }));
    expect(barTotals()).toEqual({ price: '€87.00', duration: '1 hr 20 mins' });
    await userEvent.click(screen.getByRole('button', { name: 'One less Haircut' }));
    expect(barTotals()).toEqual({ price: '€54.50', duration: '50 mins' });
    expect(screen.getByRole('button', { name: 'One less Haircut' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Haircut' }));
    expect(barTotals()).toEqual({ price: '€22.00', duration: '20 mins' });
    expect(within(bar()).getByText('1 service')).toBeTruthy();
  });

  it('keeps only the additional services switched on', async () => {
    serveShop();
    const { store } = renderApp(shopPath);
    await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
    // The page draws its later sections a moment after the first: wait for the switch.
    const silent = await screen.findByRole('switch', { name: 'Silent service' });
    expect(silent).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Add Beard trim' }));
    await userEvent.click(silent);
    await userEvent.click(screen.getByRole('switch', { name: 'No hair wash' }));
    expect(silent.getAttribute('aria-checked')).toBe('true');
    expect(store.getState().cart.additionalServices).toEqual([
      { id: 'silentService', name: 'Silent service' },
      { id: 'noWash', name: 'No wash' },
    ]);
    await userEvent.click(silent);
    expect(silent.getAttribute('aria-checked')).toBe('false');
    expect(store.getState().cart.additionalServices).toEqual([{ id: 'noWash', name: 'No wash' }]);
  });

  it('joins only with a service and a valid name and phone, then goes to the summary', async () => {
    serveShop();
    const { store, router } = renderApp(shopPath);
    await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
    expect(joinButton()).toHaveProperty('disabled', true);
    expect(within(bar()).getByText('Choose at least one service to join.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add Haircut' }));
    expect(joinButton()).toHaveProperty('disabled', true);
    expect(within(bar()).getByText('Add your name and a valid phone number to join.')).toBeTruthy();

    await userEvent.type(await screen.findByLabelText('Name'), '  Aino  ');
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '040 12');
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(joinButton()).toHaveProperty('disabled', true);

    await userEvent.type(phone, '3 4567');
    expect(screen.getByText('Valid phone number')).toBeTruthy();
    await waitFor(() => expect(joinButton()).toHaveProperty('disabled', false));

    await userEvent.click(joinButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-summary'));
    expect(store.getState().customer).toEqual({
      name: 'Aino',
      phone: '+358401234567',
      email: '',
      isEmailValid: false,
    });
    expect(store.getState().cart.shopId).toBe(shop.id);
  });

  it('fills in the details remembered on this device', async () => {
    serveShop();
    renderApp(shopPath, {
      customer: {
        name: 'Aino',
        phone: '+358401234567',
        email: 'aino@example.fi',
        isEmailValid: true,
      },
    });
    expect(await screen.findByDisplayValue('+358401234567')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Aino');
    expect(screen.getByText('Valid phone number')).toBeTruthy();
    expect(screen.getByText('Valid email')).toBeTruthy();
  });

  it('offers no joining when the queue is full, with the toast, and a way to book', async () => {
    serveShop(shopDetail({ queueState: 'full', fullReason: 'limit', queue: 20 }));
    renderApp(shopPath);
    await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Queue is Already Full', {
        id: `queue-full-${shop.id}`,
      }),
    );
    expect(screen.getByText('The queue is full')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join queue' })).toBeNull();
    expect(
      within(bar()).getByRole('link', { name: 'Book a time instead' }).getAttribute('href'),
    ).toBe(`/prebooking/barbershop/${shop.id}`);
  });

  it('says it is too late for the last walk-in, not full, when nobody waits near closing', async () => {
    serveShop(shopDetail({ queueState: 'full', fullReason: 'closing', queue: 0 }));
    renderApp(shopPath);
    await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Too late for today's last walk-in", {
        id: `queue-full-${shop.id}`,
      }),
    );
    expect(screen.getByText("Too late for today's last walk-in")).toBeTruthy();
    expect(screen.getByText('No more walk-ins today')).toBeTruthy();
    expect(screen.queryByText('The queue is full')).toBeNull();
    expect(screen.queryByText('Queue full')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join queue' })).toBeNull();
  });

  it('says when the shop is closed and offers booking instead', async () => {
    serveShop(shopDetail({ queueState: 'closed', open: false }));
    renderApp(shopPath);
    expect(await screen.findByText('Closed right now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join queue' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Book a time instead' }).length).toBeGreaterThan(0);
    expect(toast.error).not.toHaveBeenCalledWith('Queue is Already Full', expect.anything());
  });

  it('follows the queue live: a full queue takes joining away at once', async () => {
    const api = serveShop();
    renderApp(shopPath);
    await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
    fakeSocket.connect();
    await waitFor(() => expect(fakeSocket.sentArgs('shop:watch')).toEqual([[[shop.id]]]));

    const reads = api.urls(`/api/shops/${shop.id}`).length;
    fakeSocket.serverSends('shop:queue', {
      shopId: shop.id,
      queue: 9,
      queueState: 'full',
      fullReason: 'limit',
    });
    await waitFor(() => expect(screen.getByText('In queue').nextSibling?.textContent).toBe('9'));
    expect(screen.queryByRole('button', { name: 'Join queue' })).toBeNull();
    // The wait of a walk-in moved too: the shop is read again.
    await waitFor(() => expect(api.urls(`/api/shops/${shop.id}`).length).toBeGreaterThan(reads));
  });

  describe('walk-in times', () => {
    // 16:00 in Helsinki (UTC+2 in November).
    beforeEach(() => {
      vi.useFakeTimers({ now: new Date('2026-11-22T14:00:00.000Z'), toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const waitRange = {
      earliest: '2026-11-22T14:22:00.000Z',
      latest: '2026-11-22T14:33:00.000Z',
    };

    it('says when a walk-in joining now would start, and until when walk-ins are taken', async () => {
      serveShop(shopDetail({ waitRange, walkInsUntil: '2026-11-22T16:12:00.000Z' }));
      renderApp(shopPath);
      await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
      // Widened to whole five minutes; the cut-off rounded down.
      expect(screen.getByText("Join now and you'll start about 16:20 - 16:35")).toBeTruthy();
      expect(screen.getByText('Walk-ins until about 18:10')).toBeTruthy();
    });

    it('leaves out a cut-off more than three hours away, and a start nobody can say', async () => {
      serveShop(shopDetail({ waitRange: null, walkInsUntil: '2026-11-22T17:01:00.000Z' }));
      renderApp(shopPath);
      await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
      expect(screen.queryByText(/Walk-ins until/)).toBeNull();
      expect(screen.queryByText(/Join now/)).toBeNull();
    });

    it('promises no start while the queue takes nobody', async () => {
      serveShop(
        shopDetail({ queueState: 'full', waitRange, walkInsUntil: '2026-11-22T16:12:00.000Z' }),
      );
      renderApp(shopPath);
      await screen.findByRole('heading', { level: 1, name: 'Parturi Kallio' });
      expect(screen.queryByText(/Join now/)).toBeNull();
      expect(screen.queryByText(/Walk-ins until/)).toBeNull();
    });
  });

  it('sends an unknown shop to /shop-notfound', async () => {
    stubApi(() => undefined);
    const { router } = renderApp('/barbershop/00000000-0000-4000-8000-000000000000');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-notfound'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that barbershop" }),
    ).toBeTruthy();
  });

  it('says "Failed to fetch barber shop" when the shop cannot be read', async () => {
    stubApi(() => json(500, { ok: false, message: 'Internal error', code: 'INTERNAL_ERROR' }));
    renderApp(shopPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to fetch barber shop' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the team and lets the customer wait for one barber working today, or any', async () => {
    const team = shopDetail({
      team: [
        {
          id: 'b0000000-0000-4000-8000-000000000001',
          name: 'Aino Kallio',
          role: 'owner',
          avatar: null,
          workingToday: true,
          // 14:30 in Helsinki, likely between 14:22 and 14:38.
          nextFreeAt: '2030-01-15T12:30:00.000Z',
          nextFreeRange: {
            earliest: '2030-01-15T12:22:00.000Z',
            latest: '2030-01-15T12:38:00.000Z',
          },
          workingUntil: null,
        },
        {
          id: 'b0000000-0000-4000-8000-000000000002',
          name: 'Bruno Kallio',
          role: 'barber',
          avatar: null,
          workingToday: false,
          nextFreeAt: null,
          nextFreeRange: null,
          workingUntil: null,
        },
        {
          id: 'b0000000-0000-4000-8000-000000000003',
          name: 'Cecilia Kallio',
          role: 'barber',
          avatar: null,
          workingToday: true,
          // Free at 15:00, her own hours end at 16:00.
          nextFreeAt: '2030-01-15T13:00:00.000Z',
          nextFreeRange: null,
          workingUntil: '2030-01-15T14:00:00.000Z',
        },
        {
          id: 'b0000000-0000-4000-8000-000000000004',
          name: 'Daniel Kallio',
          role: 'barber',
          avatar: null,
          workingToday: true,
          // Leaves at 14:20, too soon for a new customer.
          nextFreeAt: null,
          nextFreeRange: null,
          workingUntil: '2030-01-15T12:20:00.000Z',
        },
      ],
    });
    serveShop(team);
    const { store } = renderApp(shopPath);
    const choice = await screen.findByRole('radiogroup', { name: 'Barber' });
    expect(
      screen.getByText(
        'Any barber: you get the first chair that frees up. A chosen barber: you wait for them.',
      ),
    ).toBeTruthy();
    const any = within(choice).getByRole('radio', { name: /Any barber/ }) as HTMLInputElement;
    const aino = within(choice).getByRole('radio', { name: /Aino Kallio/ }) as HTMLInputElement;
    const bruno = within(choice).getByRole('radio', { name: /Bruno Kallio/ }) as HTMLInputElement;
    expect(any.checked).toBe(true);
    // Who they are, and when they are free.
    // A range where the shop's page has one, widened to whole five minutes.
    expect(within(choice).getByText('Owner · Free around 14:20 - 14:40')).toBeTruthy();
    expect(within(choice).getByText('Barber · Not working today')).toBeTruthy();
    expect(within(choice).getByText('Barber · Free at 15:00 · works until 16:00')).toBeTruthy();
    expect(
      within(choice).getByText('Barber · Leaves at 14:20 – no time for another customer today'),
    ).toBeTruthy();
    expect(bruno.disabled).toBe(true);

    await userEvent.click(aino);
    expect(aino.checked).toBe(true);
    expect(store.getState().cart).toMatchObject({
      shopId: shop.id,
      barberId: 'b0000000-0000-4000-8000-000000000001',
    });
    await userEvent.click(any);
    expect(store.getState().cart.barberId).toBeNull();
  });
});
