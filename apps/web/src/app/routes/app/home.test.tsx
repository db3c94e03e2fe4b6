import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, stubApi } from '@/testing/api';
import { createFakeSocket, type FakeSocket } from '@/testing/fake-socket';
import { shopSummary } from '@/testing/shops';

const { socket, toast } = vi.hoisted(() => ({
  // One client for the whole file, as in the app (the live hook keeps it once loaded).
  socket: { current: null as FakeSocket | null },
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => socket.current?.socket }));
const fakeSocket = createFakeSocket();
socket.current = fakeSocket;
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

const kallio = shopSummary();
const keskusta = shopSummary({
  id: 'a1f1c7e2-5d0a-4c8e-9f61-2a7d4e9c1b02',
  name: 'Jono 24/7 Barbers',
  address: 'Mannerheimintie 22',
  coords: { lat: 60.1699, lng: 24.9384 },
  openTime: '00:00',
  closeTime: '24:00',
  queue: 4,
});
const tapiola = shopSummary({
  id: 'a1f1c7e2-5d0a-4c8e-9f61-2a7d4e9c1b03',
  name: 'Barber Tapiola',
  city: 'Espoo',
  address: 'Tapionaukio 4',
  coords: { lat: 60.1756, lng: 24.8053 },
  open: false,
  queue: 0,
  queueState: 'closed',
});
const shops = [tapiola, keskusta, kallio];
const listOf = (data: unknown[]) =>
  json(200, { ok: true, data, total: data.length, limit: 50, offset: 0 });

function serveShops(data = shops) {
  return stubApi((url) => (url.pathname === '/api/shops' ? listOf(data) : undefined));
}

const cardOf = (name: string) => screen.getByRole('article', { name });
/** The finder draws a few cards per task: read a card only once all three shops are in. */
const allCardsDrawn = () => waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
const shopNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: vi.fn(answer) },
    permissions: { query: vi.fn(async () => ({ state: 'prompt' })) },
  });
}

describe('home: find a shop', () => {
  beforeEach(() => {
    fakeSocket.disconnect();
    fakeSocket.sent.length = 0;
    toast.error.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each shop with its hours, live queue, state and both ways in', async () => {
    serveShops();
    renderApp('/');
    expect(await screen.findByText('Loading shops…')).toBeTruthy();

    await allCardsDrawn();
    const card = cardOf('Jono 24/7 Barbers');
    expect(within(card).getByText('Mannerheimintie 22, Helsinki')).toBeTruthy();
    expect(within(card).getByText('Open now')).toBeTruthy();
    expect(within(card).getByText('24 hours a day')).toBeTruthy();
    expect(within(card).getByText('4 in queue')).toBeTruthy();
    expect(within(card).getByText('Queue open')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Join queue' }).getAttribute('href')).toBe(
      `/barbershop/${keskusta.id}`,
    );
    expect(within(card).getByRole('link', { name: 'Pre-book' }).getAttribute('href')).toBe(
      `/prebooking/barbershop/${keskusta.id}`,
    );

    const closed = cardOf('Barber Tapiola');
    expect(within(closed).getByText('Queue closed')).toBeTruthy();
    expect(within(closed).getByText('Today 09:00–19:00')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 shops');
  });

  it('tells on a card until when walk-ins are taken, once that is within three hours', async () => {
    // 16:00 in Helsinki (UTC+2 in November).
    vi.useFakeTimers({ now: new Date('2026-11-22T14:00:00.000Z'), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    serveShops([
      { ...kallio, walkInsUntil: '2026-11-22T16:12:00.000Z' },
      { ...keskusta, walkInsUntil: '2026-11-22T17:01:00.000Z' },
      tapiola,
    ]);
    renderApp('/');
    await allCardsDrawn();
    const soon = cardOf('Parturi Kallio');
    expect(within(soon).getByText('Walk-ins until about 18:10')).toBeTruthy();
    expect(within(cardOf('Jono 24/7 Barbers')).queryByText(/Walk-ins until/)).toBeNull();
    expect(within(cardOf('Barber Tapiola')).queryByText(/Walk-ins until/)).toBeNull();
  });

  it('tells on a card how its estimates did, or that a new shop estimates from its menu', async () => {
    serveShops([
      { ...kallio, estimates: { learned: true, visits: 40, withinRange: 33 } },
      { ...keskusta, estimates: { learned: false, visits: 0, withinRange: 0 } },
      { ...tapiola, estimates: { learned: true, visits: 12, withinRange: 12 } },
    ]);
    renderApp('/');
    await allCardsDrawn();
    expect(
      within(cardOf('Parturi Kallio')).getByText(
        '8 of 10 walk-ins started within the time shown (last 30 days)',
      ),
    ).toBeTruthy();
    expect(
      within(cardOf('Jono 24/7 Barbers')).getByText(
        'New shop: times are estimated from the menu until it has a history',
      ),
    ).toBeTruthy();
    // Twelve visits say more about luck than the shop: nothing until there are enough.
    expect(
      within(cardOf('Barber Tapiola')).queryByText(/started within|estimated from/),
    ).toBeNull();
  });

  it('orders by the soonest start when asked, and asks the server in that order', async () => {
    const api = serveShops([
      {
        ...kallio,
        waitRange: { earliest: '2026-11-22T14:40:00.000Z', latest: '2026-11-22T14:55:00.000Z' },
      },
      {
        ...keskusta,
        waitRange: { earliest: '2026-11-22T14:05:00.000Z', latest: '2026-11-22T14:15:00.000Z' },
      },
      tapiola,
    ]);
    renderApp('/');
    await allCardsDrawn();
    expect(shopNames()).toEqual(['Parturi Kallio', 'Jono 24/7 Barbers', 'Barber Tapiola']);
    await userEvent.click(screen.getByRole('radio', { name: 'Starts soonest' }));
    await waitFor(() =>
      expect(shopNames()).toEqual(['Jono 24/7 Barbers', 'Parturi Kallio', 'Barber Tapiola']),
    );
    expect(screen.getByRole('status').textContent).toBe('3 shops · soonest start first');
    await waitFor(() =>
      expect(api.urls('/api/shops').at(-1)?.searchParams.get('sort')).toBe('soonest'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Suggested' }));
    await waitFor(() =>
      expect(shopNames()).toEqual(['Parturi Kallio', 'Jono 24/7 Barbers', 'Barber Tapiola']),
    );
  });

  it('narrows the list at every key, on city or address, ignoring case', async () => {
    const api = serveShops();
    renderApp('/');
    await screen.findByRole('article', { name: 'Parturi Kallio' });
    const search = screen.getByRole('searchbox', { name: 'Search shops by city or address' });

    await userEvent.type(search, 'ESP');
    expect(shopNames()).toEqual(['Barber Tapiola']);
    await userEvent.clear(search);
    await userEvent.type(search, 'mannerHEIM');
    expect(shopNames()).toEqual(['Jono 24/7 Barbers']);
    // The server is asked with the same words once typing pauses.
    await waitFor(() =>
      expect(api.urls('/api/shops').at(-1)?.searchParams.get('q')).toBe('mannerHEIM'),
    );
  });

  it('says "No shops Found" when nothing matches', async () => {
    serveShops([]);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'No shops Found' })).toBeTruthy();
  });

  it('says in a toast why the list failed', async () => {
    stubApi((url) =>
      url.pathname === '/api/shops'
        ? json(503, { ok: false, message: 'Database is waking up', code: 'SERVICE_UNAVAILABLE' })
        : undefined,
    );
    renderApp('/');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'The service is briefly unavailable. Please try again in a moment.',
        {
          id: 'shop-list',
        },
      ),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('falls back to "something went wrong" when the failure carries no message', async () => {
    stubApi((url) =>
      url.pathname === '/api/shops' ? new Response('', { status: 502 }) : undefined,
    );
    renderApp('/');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('something went wrong', { id: 'shop-list' }),
    );
  });

  it('keeps a starred shop among the favourites, on top, and on the device', async () => {
    serveShops();
    renderApp('/');
    const star = await screen.findByRole('button', { name: 'Favourite Parturi Kallio' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Your favourites' })).toBeNull();

    await userEvent.click(star);
    const pressed = screen.getByRole('button', { name: 'Favourite Parturi Kallio' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const favourites = screen.getByRole('region', { name: 'Your favourites' });
    expect(within(favourites).getByRole('article', { name: 'Parturi Kallio' })).toBeTruthy();
    expect(shopNames()[0]).toBe('Parturi Kallio');
    expect(window.localStorage.getItem('customerFavoritesshops')).toBe(JSON.stringify([kallio.id]));
  });

  it('sorts nearest first with the distance in km once the position is shared', async () => {
    const api = serveShops();
    stubGeolocation((ok) => ok({ coords: { latitude: 60.1687, longitude: 24.9417 } } as never));
    renderApp('/');
    // The list draws a couple of cards per task: the whole list is in after a few.
    await waitFor(() =>
      expect(shopNames()).toEqual(['Barber Tapiola', 'Jono 24/7 Barbers', 'Parturi Kallio']),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Nearest first' }));
    await waitFor(() =>
      expect(shopNames()).toEqual(['Jono 24/7 Barbers', 'Parturi Kallio', 'Barber Tapiola']),
    );
    expect(within(cardOf('Jono 24/7 Barbers')).getByText('0.2 km away')).toBeTruthy();
    expect(within(cardOf('Parturi Kallio')).getByText('1.8 km away')).toBeTruthy();
    expect(within(cardOf('Barber Tapiola')).getByText('7.6 km away')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nearest first' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => {
      const last = api.urls('/api/shops').at(-1);
      expect(last?.searchParams.get('lat')).toBe('60.1687');
      expect(last?.searchParams.get('lng')).toBe('24.9417');
    });
  });

  it("says so when the customer won't share the position, and keeps the order", async () => {
    serveShops();
    stubGeolocation((_ok, fail) => fail({ code: 1, message: 'denied' } as never));
    renderApp('/');
    await screen.findByRole('article', { name: 'Barber Tapiola' });
    await userEvent.click(screen.getByRole('button', { name: 'Nearest first' }));
    expect((await screen.findByRole('alert')).textContent).toBe("user won't accept the location");
    await waitFor(() =>
      expect(shopNames()).toEqual(['Barber Tapiola', 'Jono 24/7 Barbers', 'Parturi Kallio']),
    );
    expect(screen.queryByText(/km away/)).toBeNull();
  });

  it("offers a full or closed shop's booking times instead of a queue it cannot join", async () => {
    serveShops([tapiola, { ...kallio, queue: 10, queueState: 'full', fullReason: 'limit' }]);
    renderApp('/');
    const full = await screen.findByRole('article', { name: 'Parturi Kallio' });
    const closed = cardOf('Barber Tapiola');
    for (const [card, shop] of [
      [full, kallio],
      [closed, tapiola],
    ] as const) {
      expect(within(card).queryByRole('button', { name: 'Join queue' })).toBeNull();
      expect(within(card).queryByRole('link', { name: 'Join queue' })).toBeNull();
      expect(within(card).getByRole('link', { name: 'Book a time' }).getAttribute('href')).toBe(
        `/prebooking/barbershop/${shop.id}`,
      );
    }
  });

  it('follows the shops on screen live and reads them again on every connect', async () => {
    const api = serveShops();
    renderApp('/');
    await screen.findByRole('article', { name: 'Parturi Kallio' });
    const reads = api.urls('/api/shops').length;

    fakeSocket.connect();
    await waitFor(() => expect(fakeSocket.sentArgs('shop:watch')).toHaveLength(1));
    const watched = (fakeSocket.sentArgs('shop:watch')[0]?.[0] ?? []) as string[];
    expect([...watched].sort()).toEqual(shops.map((s) => s.id).sort());
    await waitFor(() => expect(api.urls('/api/shops').length).toBe(reads + 1));

    fakeSocket.serverSends('shop:queue', {
      shopId: kallio.id,
      queue: 7,
      queueState: 'full',
      fullReason: 'limit',
    });
    const card = cardOf('Parturi Kallio');
    await waitFor(() => expect(within(card).getByText('7 in queue')).toBeTruthy());
    expect(within(card).getByText('Queue full')).toBeTruthy();

    // The server could not hear the other nodes for a while: what they said is read again.
    const readsBefore = api.urls('/api/shops').length;
    fakeSocket.serverSends('live:resync');
    await waitFor(() => expect(api.urls('/api/shops').length).toBe(readsBefore + 1));
  });
});

describe('/pre-booking: choose a shop to book at', () => {
  beforeEach(() => {
    fakeSocket.disconnect();
    fakeSocket.sent.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the same shops, each leading to its booking page', async () => {
    serveShops();
    renderApp('/pre-booking');
    const card = await screen.findByRole('article', { name: 'Parturi Kallio' });
    expect(within(card).queryByRole('link', { name: 'Join queue' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Pre-book' }).getAttribute('href')).toBe(
      `/prebooking/barbershop/${kallio.id}`,
    );
    expect(within(card).getByRole('link', { name: 'Parturi Kallio' }).getAttribute('href')).toBe(
      `/prebooking/barbershop/${kallio.id}`,
    );
  });
});
