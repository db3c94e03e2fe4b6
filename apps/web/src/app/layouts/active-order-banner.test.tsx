import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerWithDetails, renderApp } from '@/app/testing/render-app';
import type { ActiveOrder } from '@/features/customer-queue/stores/active-order-slice';
import { createFakeSocket } from '@/testing/fake-socket';
import {
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

const active: ActiveOrder = {
  orderId,
  shopId,
  shopName: 'Jono 24/7 Barbers',
  status: 'waiting',
  position: 4,
  waitingTime: 30,
};

const banner = () => screen.queryByRole('region', { name: 'Your place in the queue' });

describe('the active order banner', () => {
  let server: ReturnType<typeof stubApi>;
  beforeEach(() => {
    live.socket = createFakeSocket();
    server = stubApi((call) =>
      call.path === `/api/queue/${orderId}`
        ? json(200, { ok: true, data: trackingOrderFixture({ position: 4 }) })
        : json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' }),
    );
  });
  afterEach(() => {
    live.socket = null;
  });

  it('leads back to the order from other customer pages', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/check-details', { state: { activeOrder: { order: active } } });
    await screen.findByRole('heading', { level: 1 });
    const region = banner();
    if (!region) throw new Error('no banner');
    expect(region.textContent).toContain("You're number 4 in line at Jono 24/7 Barbers");
    expect(region.textContent).toContain('about 30 mins');

    await user.click(within(region).getByRole('link', { name: 'Track' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-tracking/${orderId}`));
  });

  it("is not shown on that order's own tracking page", async () => {
    renderApp(`/order-tracking/${orderId}`, {
      customer: customerWithDetails,
      state: { activeOrder: { order: active } },
    });
    await screen.findByTestId('queue-position');
    expect(banner()).toBeNull();
  });

  it('is not shown without an active order', async () => {
    renderApp('/check-details');
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).toBeNull();
  });

  it('follows the order live and goes away once it is served', async () => {
    const { store } = renderApp('/check-details', { state: { activeOrder: { order: active } } });
    await screen.findByRole('heading', { level: 1 });
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    await waitFor(() => expect(fake.listenerCount('order:place')).toBe(1));

    act(() => fake.connect());
    expect(fake.sent).toContainEqual(['order:watch', orderId]);
    // On connect it re-reads the order (a missed announcement is not replayed).
    await waitFor(() => expect(server.callsTo('GET', `/api/queue/${orderId}`)).toHaveLength(1));
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries)[0]?.status).toBe('fulfilled'),
    );
    act(() => fake.serverSends('order:place', placeFixture({ position: 2, waitingTime: 5 })));
    expect(banner()?.textContent).toContain("You're number 2 in line");

    act(() =>
      fake.serverSends('order:place', placeFixture({ status: 'in_service', position: null })),
    );
    expect(banner()?.textContent).toContain("It's your turn at Jono 24/7 Barbers");

    act(() => fake.serverSends('order:place', placeFixture({ status: 'served', position: null })));
    expect(banner()).toBeNull();
    expect(store.getState().activeOrder.order).toBeNull();
  });
});
