import type { TrackingOrder } from '@jono/contract/api/queue';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authFor, customerWithDetails, renderApp } from '@/app/testing/render-app';
import { initialCustomerState } from '@/features/customer-details/stores/customer-slice';
import type { ActiveOrder } from '@/features/customer-queue/stores/active-order-slice';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { createFakeSocket } from '@/testing/fake-socket';
import {
  type ApiCall,
  deferred,
  json,
  orderId,
  placeFixture,
  shopId,
  stubApi,
  trackingOrderFixture,
} from '@/testing/queue-fixtures';

const live = vi.hoisted(() => ({ socket: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({
  realtimeSocket: () => {
    if (!live.socket) throw new Error('no fake socket');
    return live.socket.socket;
  },
}));
vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const trackingPath = `/api/queue/${orderId}`;
const remembered: ActiveOrder = {
  orderId,
  shopId,
  shopName: 'Jono 24/7 Barbers',
  status: 'waiting',
  position: 3,
  waitingTime: 25,
};

function server(
  order: () => TrackingOrder,
  other: (call: ApiCall) => Response | Promise<Response> = () =>
    json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' }),
) {
  return stubApi((call) =>
    call.method === 'GET' && call.path === trackingPath
      ? json(200, { ok: true, data: order() })
      : other(call),
  );
}

function renderTracking(activeOrder: ActiveOrder | null = remembered) {
  return renderApp(`/order-tracking/${orderId}`, {
    customer: customerWithDetails,
    state: { activeOrder: { order: activeOrder } },
  });
}

/** No request of the API slice is on its way. */
const isSettled = (store: ReturnType<typeof renderApp>['store']) =>
  Object.values(store.getState().api.queries).every((query) => query?.status !== 'pending');

const position = () => screen.getByTestId('queue-position').textContent;
const waitingTime = () => screen.getByTestId('waiting-time').textContent;
const expectedStart = () => screen.queryByTestId('expected-start')?.textContent ?? null;
/** A start range on the fixture's day, from and to 'HH:mm' UTC. */
const startRange = (earliest: string, latest: string) => ({
  earliest: `2026-11-22T${earliest}:00.000Z`,
  latest: `2026-11-22T${latest}:00.000Z`,
});

/** The page's clock at 14:00 UTC that day, before every range above (a passed start is not shown). */
const beforeTheRanges = () =>
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-22T14:00:00.000Z') });

describe('order tracking', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    live.socket = null;
    vi.useRealTimers();
  });

  it('shows the shop with directions, a large position, the wait and the time range', async () => {
    server(() => trackingOrderFixture());
    renderTracking();

    expect(await screen.findByTestId('queue-position')).toHaveProperty('textContent', '3');
    expect(waitingTime()).toBe('about 25 mins');
    // 14:44 UTC is 16:44 in Helsinki in November; the order takes 40 minutes.
    expect(screen.getByTestId('estimated-time').textContent).toBe('16:44 - 17:24');
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jono 24/7 Barbers' })).toBeTruthy();
    expect(screen.getByText('Mannerheimintie 22, Helsinki')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=60.1699,24.9384',
    );
    const order = screen.getByRole('heading', { name: 'Your order' }).closest('div')?.parentElement;
    if (!order) throw new Error('no order card');
    expect(within(order).getByText("Men's haircut")).toBeTruthy();
    expect(within(order).getByText('€42.60')).toBeTruthy();
    expect(within(order).getByTestId('order-code').textContent).toBe('K7M-2QD');
  });

  it('shows a loading skeleton until the order is in', async () => {
    const answer = deferred<Response>();
    stubApi(() => answer.promise);
    renderTracking();
    expect(await screen.findByRole('status', { name: 'Loading your order…' })).toBeTruthy();
    answer.resolve(json(200, { ok: true, data: trackingOrderFixture() }));
    expect(await screen.findByTestId('queue-position')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your order…' })).toBeNull();
  });

  it('follows order:place live: position, wait and status change without a reload', async () => {
    const { callsTo } = server(() => trackingOrderFixture());
    const { store } = renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');

    act(() => fake.connect());
    expect(fake.sent).toContainEqual(['order:watch', orderId]);
    // On connect it re-reads the order; let that answer land before the announcements.
    await waitFor(() => expect(callsTo('GET', trackingPath)).toHaveLength(2));
    await waitFor(() => expect(isSettled(store)).toBe(true));
    const reads = callsTo('GET', trackingPath).length;

    act(() => fake.serverSends('order:place', placeFixture({ position: 2, waitingTime: 10 })));
    expect(position()).toBe('2');
    expect(waitingTime()).toBe('about 10 mins');
    expect(store.getState().activeOrder.order).toEqual({
      ...remembered,
      position: 2,
      waitingTime: 10,
    });

    // Another order's news is not ours.
    act(() =>
      fake.serverSends('order:place', placeFixture({ orderId: 'someone-else', position: 1 })),
    );
    expect(position()).toBe('2');

    act(() =>
      fake.serverSends(
        'order:place',
        placeFixture({ status: 'in_service', position: null, waitingTime: 0 }),
      ),
    );
    expect(screen.getByText("It's your turn!")).toBeTruthy();
    expect(store.getState().activeOrder.order?.status).toBe('in_service');

    act(() =>
      fake.serverSends(
        'order:place',
        placeFixture({ status: 'served', position: null, waitingTime: 0, estimatedStart: null }),
      ),
    );
    expect(screen.getByText('Thanks for visiting!')).toBeTruthy();
    expect(store.getState().activeOrder.order).toBeNull();
    // All of it without another request.
    expect(callsTo('GET', trackingPath)).toHaveLength(reads);
  });

  it('shows the expected start as a range on the shop clock beside the wait', async () => {
    beforeTheRanges();
    server(() => trackingOrderFixture({ estimatedRange: startRange('14:37', '14:58') }));
    renderTracking();
    await screen.findByTestId('queue-position');

    // 14:37-14:58 UTC is 16:37-16:58 in Helsinki, widened to whole five minutes.
    expect(screen.getByText('Expected start').nextSibling?.textContent).toBe('about 16:35 - 17:00');
    expect(waitingTime()).toBe('about 25 mins');
    // The start-to-end time of the service stays as it was.
    expect(screen.getByTestId('estimated-time').textContent).toBe('16:44 - 17:24');
  });

  it('writes the expected start HH:mm in Finnish too, as the service range is written', async () => {
    beforeTheRanges();
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    await i18n.changeLanguage('fi');
    server(() => trackingOrderFixture({ estimatedRange: startRange('14:37', '14:58') }));
    renderTracking();
    await screen.findByTestId('queue-position');
    expect(expectedStart()).toBe('noin klo 16:35 - 17:00');
  });

  it('follows the expected start live, and leaves it out while nobody can say', async () => {
    beforeTheRanges();
    const { callsTo } = server(() =>
      trackingOrderFixture({ estimatedRange: startRange('14:37', '14:58') }),
    );
    const { store } = renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    await waitFor(() => expect(callsTo('GET', trackingPath)).toHaveLength(2));
    await waitFor(() => expect(isSettled(store)).toBe(true));
    expect(expectedStart()).toBe('about 16:35 - 17:00');

    act(() =>
      fake.serverSends(
        'order:place',
        placeFixture({
          position: 2,
          waitingTime: 10,
          estimatedRange: startRange('14:21', '14:33'),
        }),
      ),
    );
    expect(expectedStart()).toBe('about 16:20 - 16:35');

    // No chair for them at work right now: no range rather than a made-up one.
    act(() => fake.serverSends('order:place', placeFixture({ estimatedRange: null })));
    expect(expectedStart()).toBeNull();
    expect(waitingTime()).toBe('about 25 mins');
  });

  it('after a reconnect watches the order again and re-reads it', async () => {
    let current = trackingOrderFixture();
    const { callsTo } = server(() => current);
    renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    await waitFor(() => expect(callsTo('GET', trackingPath)).toHaveLength(2));

    act(() => fake.disconnect());
    // Off the live connection the page reads itself on a timer and says how old its data is.
    expect(screen.getByTestId('updated-ago').textContent).toMatch(/^Updated \d+ s ago$/);
    // Meanwhile the one ahead left; the announcement was missed.
    current = trackingOrderFixture({ position: 1, waitingTime: 0 });
    act(() => fake.connect());

    expect(fake.sent.filter(([event]) => event === 'order:watch')).toHaveLength(2);
    await waitFor(() => expect(position()).toBe('1'));
    expect(waitingTime()).toBe('Any minute now');
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('reads the order again only once the server has it in the room', async () => {
    let current = trackingOrderFixture();
    const { callsTo } = server(() => current);
    renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    fake.holdAnswers();
    act(() => fake.connect());
    expect(fake.sentArgs('order:watch')).toEqual([[orderId]]);
    // The one ahead leaves before the page is in the room: nobody is told but the next read.
    current = trackingOrderFixture({ position: 1, waitingTime: 0 });
    await act(async () => {});
    expect(callsTo('GET', trackingPath)).toHaveLength(1);

    act(() => fake.answerAll());
    await waitFor(() => expect(position()).toBe('1'));
    expect(callsTo('GET', trackingPath)).toHaveLength(2);
  });

  it('never lets a read that was on its way when a live place came undo that place', async () => {
    const staleRead = deferred<Response>();
    let reads = 0;
    const { callsTo } = stubApi((call) => {
      if (call.method !== 'GET' || call.path !== trackingPath) {
        return json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
      }
      reads += 1;
      // The second read (once in the room) is served before the one ahead leaves, and its
      // answer comes in after the announcement of that leaving.
      if (reads === 2) return staleRead.promise;
      return json(200, {
        ok: true,
        data: trackingOrderFixture(reads === 1 ? {} : { position: 2, waitingTime: 15 }),
      });
    });
    renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    await waitFor(() => expect(callsTo('GET', trackingPath)).toHaveLength(2));

    act(() => fake.serverSends('order:place', placeFixture({ position: 2, waitingTime: 15 })));
    await waitFor(() => expect(position()).toBe('2'));
    await act(async () => {
      staleRead.resolve(json(200, { ok: true, data: trackingOrderFixture() }));
    });

    // The old answer may show for a moment; the page then reads again and keeps the news.
    await waitFor(() => expect(callsTo('GET', trackingPath)).toHaveLength(3));
    await waitFor(() => expect(position()).toBe('2'));
  });

  it('reads the order again when the server says announcements may have been lost', async () => {
    let current = trackingOrderFixture();
    const { callsTo } = server(() => current);
    renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    await waitFor(() => expect(callsTo('GET', trackingPath)).toHaveLength(2));

    // The one ahead left while this node could not hear the others.
    current = trackingOrderFixture({ position: 1, waitingTime: 0 });
    act(() => fake.serverSends('live:resync'));
    await waitFor(() => expect(position()).toBe('1'));
    expect(callsTo('GET', trackingPath)).toHaveLength(3);
  });

  it('"I\'m already here" goes processing, then shows the customer checked in', async () => {
    const user = userEvent.setup();
    const checkIn = deferred<Response>();
    const { callsTo } = server(
      () => trackingOrderFixture(),
      () => checkIn.promise,
    );
    renderTracking();
    await screen.findByTestId('queue-position');

    await user.click(screen.getByRole('button', { name: "I'm already here" }));
    const busy = screen.getByRole('button', { name: 'Checking in…' });
    expect(busy).toHaveProperty('disabled', true);
    const [request] = callsTo('PATCH', trackingPath);
    expect(request?.body).toEqual({ isAtLocation: true });

    checkIn.resolve(
      json(200, {
        ok: true,
        message: 'You are checked in',
        data: placeFixture({ isAtLocation: true }),
      }),
    );
    expect(await screen.findByText("You're checked in")).toBeTruthy();
    // The pressed button is gone: the note that answers it holds the focus, not the page.
    await waitFor(() => expect(document.activeElement?.textContent).toContain("You're checked in"));
    expect(notify.success).toHaveBeenCalledWith("You're checked in");
    expect(screen.queryByRole('button', { name: "I'm already here" })).toBeNull();
    expect(position()).toBe('3');
  });

  it('shows an order that reports isAtLocation as checked in', async () => {
    server(() =>
      trackingOrderFixture({
        isAtLocation: true,
        barberShop: { ...trackingOrderFixture().barberShop, isAtLocation: true },
      }),
    );
    renderTracking();
    expect(await screen.findByText("You're checked in")).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'm already here" })).toBeNull();
  });

  it('leaving asks first, then resets the tracking data and says "You have left the queue"', async () => {
    const user = userEvent.setup();
    const leave = deferred<Response>();
    const { callsTo } = server(
      () => trackingOrderFixture(),
      (call) =>
        call.method === 'PATCH' && call.path === `/api/queue/cancel/${orderId}`
          ? leave.promise
          : json(404, {}),
    );
    const { store, router } = renderTracking();
    await screen.findByTestId('queue-position');

    const leaveButton = screen.getByRole('button', { name: 'Leave the queue' });
    await user.click(leaveButton);
    let dialog = screen.getByRole('dialog', { name: 'Leave the queue?' });
    expect(dialog.textContent).toContain('Jono 24/7 Barbers');
    // Escape closes without leaving, and focus returns to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(leaveButton);
    expect(callsTo('PATCH', `/api/queue/cancel/${orderId}`)).toHaveLength(0);

    await user.click(leaveButton);
    dialog = screen.getByRole('dialog', { name: 'Leave the queue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave the queue' }));
    expect(within(dialog).getByRole('button', { name: 'Leaving…' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(callsTo('PATCH', `/api/queue/cancel/${orderId}`)[0]?.body).toBeUndefined();

    leave.resolve(
      json(200, {
        ok: true,
        message: 'You have left the queue',
        data: placeFixture({ status: 'cancelled', position: null, estimatedStart: null }),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(notify.success).toHaveBeenCalledWith('You have left the queue');
    expect(store.getState().activeOrder.order).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your place in the queue' })).toBeNull();
  });

  it('a failed leave shows its error and keeps the customer on the page', async () => {
    const user = userEvent.setup();
    server(
      () => trackingOrderFixture(),
      () => json(409, { ok: false, message: 'You have already left the queue', code: 'CONFLICT' }),
    );
    const { router } = renderTracking();
    await screen.findByTestId('queue-position');
    await user.click(screen.getByRole('button', { name: 'Leave the queue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, leave the queue' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This changed in the meantime. Refresh the page and try again.',
    );
    expect(router.state.location.pathname).toBe(`/order-tracking/${orderId}`);
  });

  it('opens /order-notfound for an unknown order and forgets it', async () => {
    stubApi(() => json(404, { ok: false, message: 'Order not found', code: 'NOT_FOUND' }));
    const { router, store } = renderTracking();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-notfound'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find your order" }),
    ).toBeTruthy();
    expect(store.getState().activeOrder.order).toBeNull();
  });

  it('shows the failure and a retry when the order cannot be read', async () => {
    const user = userEvent.setup();
    let reads = 0;
    stubApi(() => {
      reads += 1;
      return reads === 1
        ? json(503, { ok: false, message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' })
        : json(200, { ok: true, data: trackingOrderFixture() });
    });
    renderTracking();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('queue-position')).toBeTruthy();
  });

  it('stops listening when the page closes', async () => {
    server(() => trackingOrderFixture());
    const { unmount } = renderTracking();
    await screen.findByTestId('queue-position');
    expect(live.socket?.listenerCount('order:place')).toBe(1);
    unmount();
    expect(live.socket?.listenerCount('order:place')).toBe(0);
    expect(live.socket?.listenerCount('connect')).toBe(0);
  });
});

describe('a tracking link opened on a device with nothing saved', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows the order on another device without saving its customer there', async () => {
    server(() => trackingOrderFixture({ customerName: 'Eero Esimerkki' }));
    const { store, router } = renderApp(`/order-tracking/${orderId}`);

    expect(await screen.findByTestId('queue-position')).toHaveProperty('textContent', '3');
    expect(screen.getByRole('heading', { name: 'Your place in the queue' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/order-tracking/${orderId}`);
    // A shared link must not fill the next order on this device with the sender's details.
    expect(store.getState().customer).toEqual(initialCustomerState);
  });

  it('sends the visitor home when there is no such order', async () => {
    stubApi((call) =>
      call.method === 'GET' && call.path === trackingPath
        ? json(404, { ok: false, message: 'Order not found', code: 'NOT_FOUND' })
        : json(200, { ok: true, data: [] }),
    );
    const { store, router } = renderApp(`/order-tracking/${orderId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().customer).toEqual(initialCustomerState);
  });

  it('never takes the details from an order whose customer is no longer on it', async () => {
    server(() => trackingOrderFixture({ customerName: ' ', customerPhone: '' }));
    const { store, router } = renderApp(`/order-tracking/${orderId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().customer).toEqual(initialCustomerState);
  });

  it('lets signed-in staff open it without taking the customer onto their device', async () => {
    server(() => trackingOrderFixture());
    const { store, router } = renderApp(`/order-tracking/${orderId}`, { auth: authFor('owner') });
    expect(await screen.findByTestId('queue-position')).toHaveProperty('textContent', '3');
    expect(router.state.location.pathname).toBe(`/order-tracking/${orderId}`);
    expect(store.getState().customer).toEqual(initialCustomerState);
  });
});

describe('the tracking page heading', () => {
  const calledAt = '2026-11-22T14:40:00.000Z';
  const call = { calledAt, callCount: 1, chair: 3, barberName: null };
  const gone = { position: null, waitingTime: 0, estimatedStart: null };

  it.each([
    { state: 'waiting', order: {}, heading: 'Your place in the queue' },
    { state: 'called', order: { call }, heading: "You've been called" },
    { state: 'in the chair', order: { status: 'in_service', ...gone }, heading: 'In the chair' },
    { state: 'served', order: { status: 'served', ...gone }, heading: 'Your visit is done' },
    { state: 'cancelled', order: { status: 'cancelled', ...gone }, heading: 'Order cancelled' },
    { state: 'a no-show', order: { status: 'no_show', ...gone }, heading: 'Turn missed' },
  ] as const)('says what is true when the order is $state', async ({ order, heading }) => {
    live.socket = createFakeSocket();
    onTestFinished(() => {
      live.socket = null;
    });
    server(() => trackingOrderFixture(order));
    renderTracking();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
