import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerWithDetails, renderApp } from '@/app/testing/render-app';
import { type CartState, initialCartState } from '@/features/customer-cart/stores/cart-slice';
import { createFakeSocket, type FakeSocket } from '@/testing/fake-socket';
import { haircutId, json, shopDetailFixture, shopId, stubApi } from '@/testing/queue-fixtures';

const { socket } = vi.hoisted(() => ({ socket: { current: null as FakeSocket | null } }));
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => socket.current?.socket }));
const fakeSocket = createFakeSocket();
socket.current = fakeSocket;

const cart: CartState = {
  ...initialCartState,
  shopId,
  services: [{ id: haircutId, price: 36.8, duration: 30, quantity: 1, addons: [] }],
};

/** The figure after a label in the shop's queue card ("People in line 2"). */
const figureAfter = (label: string) => screen.getByText(label).nextSibling?.textContent;

describe('order summary: the shop follows live', () => {
  it('shows the queue filling while the customer reads, with the wait read again', async () => {
    let shop = shopDetailFixture({ queue: 0, waitingTime: 0 });
    const api = stubApi((call) =>
      call.method === 'GET' && call.path === `/api/shops/${shopId}`
        ? json(200, { ok: true, data: shop })
        : json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' }),
    );
    renderApp('/order-summary', { customer: customerWithDetails, state: { cart } });
    await screen.findByText('People in line');
    expect(figureAfter('People in line')).toBe('0');
    expect(figureAfter('Current wait')).toBe('No wait');

    fakeSocket.connect();
    await waitFor(() => expect(fakeSocket.sentArgs('shop:watch')).toEqual([[[shopId]]]));
    shop = shopDetailFixture({ queue: 4, waitingTime: 45 });
    const reads = api.callsTo('GET', `/api/shops/${shopId}`).length;
    fakeSocket.serverSends('shop:queue', {
      shopId,
      queue: 4,
      queueState: 'open',
      fullReason: null,
    });
    await waitFor(() => expect(figureAfter('People in line')).toBe('4'));
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/shops/${shopId}`).length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(figureAfter('Current wait')).toBe('about 45 mins'));
  });
});
