import type { TrackingOrder } from '@jono/contract/api/queue';
import type { OrderCalledPayload } from '@jono/contract/events';
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

function server(order: () => TrackingOrder) {
  return stubApi((call) =>
    call.method === 'GET' && call.path === trackingPath
      ? json(200, { ok: true, data: order() })
      : json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' }),
  );
}

const renderTracking = () =>
  renderApp(`/order-tracking/${orderId}`, { customer: customerWithDetails });

/** 14:02 UTC is 16:02 on the shop's clock in Helsinki (UTC+2 in November). */
const calledAt = '2026-11-22T14:02:00.000Z';

describe('the tracking page when staff call the customer', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
    vi.useRealTimers();
  });

  it('shows the code the shop calls by, and "It\'s your turn – come to chair 2" the moment the call comes', async () => {
    // The server's answer follows the calls, as a re-read after a reconnect would see them.
    let current = trackingOrderFixture();
    const { callsTo } = server(() => current);
    const callCustomer = (call: OrderCalledPayload) => {
      const { orderId: called, ...lastCall } = call;
      if (called === orderId) current = { ...current, call: lastCall };
      live.socket?.serverSends('order:called', call);
    };
    renderTracking();
    expect((await screen.findByTestId('tracking-code')).textContent).toBe('K7M-2QD');
    expect(screen.getByText("Watch for it on the shop's screen.")).toBeTruthy();
    expect(screen.queryByTestId('your-turn')).toBeNull();
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    // The re-read on connecting is done: what follows arrives only as live events.
    await waitFor(() => expect(callsTo('GET', trackingPath)).toHaveLength(2));

    act(() =>
      callCustomer({
        orderId,
        calledAt,
        callCount: 1,
        chair: 2,
        barberName: null,
      }),
    );
    const turn = await screen.findByRole('alert');
    expect(turn.textContent).toBe("It's your turn – come to chair 2Called 16:02");

    // Called again, now by the barber who waits: the page says so.
    act(() =>
      callCustomer({
        orderId,
        calledAt: '2026-11-22T14:05:00.000Z',
        callCount: 2,
        chair: null,
        barberName: 'Bea Barber',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('your-turn').textContent).toBe(
        "It's your turn – Bea Barber is ready for youCalled 16:05",
      ),
    );
    // Another order's call is not this customer's turn.
    act(() =>
      callCustomer({
        orderId: '00000000-0000-4000-8000-000000000000',
        calledAt,
        callCount: 1,
        chair: 1,
        barberName: null,
      }),
    );
    expect(screen.getByTestId('your-turn').textContent).toContain('Bea Barber');
  });

  it('still shows the call after a reload, in Finnish too', async () => {
    server(() =>
      trackingOrderFixture({ call: { calledAt, callCount: 1, chair: 3, barberName: null } }),
    );
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('fi');
    try {
      renderTracking();
      expect((await screen.findByTestId('your-turn')).textContent).toBe(
        'Sinun vuorosi – tule tuoliin 3Kutsuttu klo 16:02',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('once called, says the start is now, with no estimate of a later one', async () => {
    server(() =>
      trackingOrderFixture({
        position: 1,
        waitingTime: 28,
        estimatedRange: {
          earliest: new Date(Date.now() + 20 * 60_000).toISOString(),
          latest: new Date(Date.now() + 35 * 60_000).toISOString(),
        },
        call: { calledAt, callCount: 1, chair: 2, barberName: null },
      }),
    );
    renderTracking();
    await screen.findByTestId('your-turn');
    expect(screen.getByTestId('queue-position').textContent).toBe('1');
    expect(screen.getByTestId('waiting-time').textContent).toBe('Any minute now');
    expect(screen.queryByTestId('expected-start')).toBeNull();
    expect(screen.queryByTestId('estimated-time')).toBeNull();
  });

  it('never shows an expected start that has passed', async () => {
    // Read a while ago: the range began five minutes before now and ends in ten.
    const at = Date.now();
    server(() =>
      trackingOrderFixture({
        estimatedRange: {
          earliest: new Date(at - 5 * 60_000).toISOString(),
          latest: new Date(at + 10 * 60_000).toISOString(),
        },
      }),
    );
    renderTracking();
    const shown = (await screen.findByTestId('expected-start')).textContent ?? '';
    const [from] = shown.match(/\d\d:\d\d/) ?? [];
    const nextMinute = new Date(Math.ceil(at / 60_000) * 60_000);
    const clock = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Helsinki',
    }).format(nextMinute);
    expect(from).toBe(clock);
  });

  it('tells a no-show when they were called', async () => {
    server(() =>
      trackingOrderFixture({
        status: 'no_show',
        position: null,
        estimatedStart: null,
        call: { calledAt, callCount: 2, chair: 1, barberName: null },
      }),
    );
    renderTracking();
    expect(
      await screen.findByText(
        "You were called at 16:02 and didn't come to the chair, so your place was released.",
      ),
    ).toBeTruthy();
  });

  it('without a live connection reads the order every 15 s and says how old it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = server(() => trackingOrderFixture());
    renderTracking();
    // The socket never connects (a network that blocks it): the page polls instead.
    await screen.findByTestId('tracking-code');
    await waitFor(() =>
      expect(screen.getByTestId('updated-ago').textContent).toMatch(/^Updated \d s ago$/),
    );
    const reads = callsTo('GET', trackingPath).length;

    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(screen.getByTestId('updated-ago').textContent).toBe('Updated 12 s ago');
    expect(callsTo('GET', trackingPath)).toHaveLength(reads);

    await act(() => vi.advanceTimersByTimeAsync(3_500));
    await waitFor(() => expect(callsTo('GET', trackingPath)).toHaveLength(reads + 1));
    await waitFor(() =>
      expect(screen.getByTestId('updated-ago').textContent).toMatch(/^Updated [0-2] s ago$/),
    );

    // Once live, updates arrive as events: no more reads on the short timer.
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    await waitFor(() => expect(screen.queryByTestId('updated-ago')).toBeNull());
    const afterConnect = callsTo('GET', trackingPath).length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsTo('GET', trackingPath)).toHaveLength(afterConnect);
  });
});
