import type { TrackingOrder } from '@jono/contract/api/queue';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerWithDetails, renderApp } from '@/app/testing/render-app';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, orderId, stubApi, trackingOrderFixture } from '@/testing/queue-fixtures';

const live = vi.hoisted(() => ({ socket: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({
  realtimeSocket: () => {
    if (!live.socket) throw new Error('no fake socket');
    return live.socket.socket;
  },
}));

const trackingPath = `/api/queue/${orderId}`;

function serveOrder(headers: Record<string, string> = {}, order: Partial<TrackingOrder> = {}) {
  return stubApi((call) => {
    if (call.method !== 'GET' || call.path !== trackingPath) {
      return json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
    }
    const answer = json(200, { ok: true, data: trackingOrderFixture(order) });
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
    return answer;
  });
}

const renderTracking = () =>
  renderApp(`/order-tracking/${orderId}`, { customer: customerWithDetails });

describe('the tracking page at an alert and without a connection', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
    vi.unstubAllGlobals();
  });

  it('vibrates and marks the tab "(1) Your turn – Jono" when the order is alerted, until looked at', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    serveOrder();
    renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    const titleBefore = document.title;

    // Another order's alert is not ours.
    act(() => fake.serverSends('order:alert', { orderId: 'someone-else', kind: 'turn' }));
    expect(document.title).toBe(titleBefore);
    expect(vibrate).not.toHaveBeenCalled();

    act(() => fake.serverSends('order:alert', { orderId, kind: 'leave' }));
    expect(document.title).toBe('(1) Time to leave – Jono');
    act(() => fake.serverSends('order:alert', { orderId, kind: 'turn' }));
    expect(document.title).toBe('(2) Your turn – Jono');
    expect(vibrate).toHaveBeenCalledTimes(2);

    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(document.title).toBe(titleBefore);
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it("keeps the tab marked while the page's own title follows the order, then shows the new one", async () => {
    serveOrder();
    renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    expect(document.title).toBe('Your place in the queue · Jono');

    // The alert and the call arrive together; the call renames the page after the alert.
    act(() => fake.serverSends('order:alert', { orderId, kind: 'turn' }));
    act(() =>
      fake.serverSends('order:called', {
        orderId,
        calledAt: new Date().toISOString(),
        callCount: 1,
        chair: 2,
        barberName: null,
      }),
    );
    await screen.findByRole('heading', { level: 1, name: "You've been called" });
    await waitFor(() => expect(document.title).toBe('(1) Your turn – Jono'));

    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(document.title).toBe("You've been called · Jono");
  });

  it('gives the tab the next page\u2019s name when the customer leaves a marked tracking page', async () => {
    serveOrder();
    renderTracking();
    await screen.findByTestId('queue-position');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.serverSends('order:alert', { orderId, kind: 'turn' }));
    expect(document.title).toBe('(1) Your turn – Jono');

    act(() => {
      screen.getByRole('link', { name: 'Jono home' }).click();
    });
    await screen.findByRole('heading', { level: 1, name: 'Find a barber near you' });
    await waitFor(() => expect(document.title).toBe('Find a barber near you · Jono'));
  });

  it('says it is offline and when the place was last seen when the answer is the saved copy', async () => {
    serveOrder({ 'x-jono-saved-at': '2026-11-24T10:05:00.000Z' });
    renderTracking();
    await screen.findByTestId('queue-position');
    const notice = await screen.findByTestId('offline-notice');
    expect(notice.textContent).toMatch(
      /^You're offline\. This is your place as last seen at \d\d:05\.$/,
    );
  });

  it('shows no offline notice for a fresh answer, and one when the connection drops', async () => {
    serveOrder();
    renderTracking();
    await screen.findByTestId('queue-position');
    expect(screen.queryByTestId('offline-notice')).toBeNull();

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(screen.getByTestId('offline-notice')).toBeTruthy());
    online.mockRestore();
  });

  it('explains that an iPhone needs Jono on the home screen before it can alert', async () => {
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone);
    serveOrder();
    renderTracking();
    const card = await screen.findByTestId('order-alerts');
    expect(card.textContent).toContain('On iPhone, add Jono to your home screen first');
    expect(card.textContent).toContain('Choose “Add to Home Screen”');
    expect(screen.queryByRole('button', { name: "Notify me when it's nearly my turn" })).toBeNull();
    agent.mockRestore();
  });

  it('says a text follows to the masked phone when the customer asked for texts', async () => {
    serveOrder({}, { textAlerts: true, customerPhone: '+358 40 *** 567' });
    renderTracking();
    const card = await screen.findByTestId('order-alerts');
    expect(card.textContent).toContain(
      'We will text you at +358 40 *** 567 if your phone does not show the alert.',
    );
  });

  it('promises no text when the customer did not ask for texts', async () => {
    serveOrder({}, { textAlerts: false, customerPhone: '+358 40 *** 567' });
    renderTracking();
    const card = await screen.findByTestId('order-alerts');
    expect(card.textContent).not.toContain('We will text you');
  });
});
