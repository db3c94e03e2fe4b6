import type { Role, Session } from '@jono/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { browserAlertsStorageKey } from '@/features/staff-push-widget/utils/browser-alerts';
import { fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { sessionFor, testShopId } from '@/testing/sessions';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));

/** The browser's Notification API, as far as the dashboard uses it. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  isClosed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.isClosed = true;
  }
}

let visibility: DocumentVisibilityState = 'visible';
function setTabVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function openDashboard(role: Role, session: Partial<Session> = {}) {
  const view = renderApp('/dashboard/profile', {
    auth: { user: sessionFor(role, session), isAuthenticated: true, isChecking: false },
  });
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 3000 });
  return view;
}

const walkInJoined = (orderId: string, customerName = 'Aino Virtanen', shortCode = 'K7M2QD') =>
  act(() =>
    fakeSocket.serverSends('staff:queue', {
      shopId: testShopId,
      kind: 'joined',
      orderId,
      customerName,
      shortCode,
    }),
  );
const bookingEvent = (kind: string, bookingId = 'booking-1') =>
  act(() =>
    fakeSocket.serverSends('staff:booking', {
      shopId: testShopId,
      kind,
      bookingId,
      date: '2026-11-25',
      customerName: 'Mikko Korhonen',
      shortCode: 'P4XW9R',
    }),
  );

const widget = () => screen.getByRole('status', { name: 'New at the shop' });
const cardNames = () =>
  within(widget())
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('the push widget on the dashboard', () => {
  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    FakeNotification.shown = [];
    FakeNotification.permission = 'granted';
    vi.stubGlobal('Notification', FakeNotification);
    fakeServer((call) =>
      call.path === '/api/staff/messages'
        ? jsonAnswer(200, { ok: true, data: [], unread: 0 })
        : jsonAnswer(200, { ok: true, data: [] }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it("shows a walk-in who joins, by code and name, for the member's own time", async () => {
    await openDashboard('receptionist', { pushWidgetSeconds: 5 });
    vi.useFakeTimers({ shouldAdvanceTime: true });

    walkInJoined('order-1');

    const card = within(widget()).getByRole('article', { name: 'New walk-in' });
    expect(card.textContent).toContain('K7M-2QD');
    expect(card.textContent).toContain('Aino Virtanen');
    act(() => vi.advanceTimersByTime(4000));
    expect(cardNames()).toEqual(['New walk-in']);
    act(() => vi.advanceTimersByTime(1000));
    expect(cardNames()).toEqual([]);
  });

  it("tells only joins and check-ins of the member's own shop", async () => {
    await openDashboard('owner', { pushWidgetSeconds: 0 });
    act(() => {
      fakeSocket.serverSends('staff:queue', {
        shopId: 'another-shop',
        kind: 'joined',
        orderId: 'order-9',
        customerName: 'Someone Else',
        shortCode: 'ZZZ999',
      });
      fakeSocket.serverSends('staff:queue', { shopId: testShopId, kind: 'state' });
      fakeSocket.serverSends('staff:queue', {
        shopId: testShopId,
        kind: 'moved',
        orderId: 'order-1',
        customerName: 'Aino Virtanen',
      });
      fakeSocket.serverSends('staff:queue', {
        shopId: testShopId,
        kind: 'checked_in',
        orderId: 'order-1',
        customerName: 'Aino Virtanen',
        shortCode: 'K7M2QD',
      });
    });
    expect(cardNames()).toEqual(['Walk-in customer is here']);
  });

  it('links a new booking to its day on the bookings page, and a refund request to the refunds page', async () => {
    await openDashboard('receptionist', { pushWidgetSeconds: 0 });
    // Made, then paid: the booking is news once it holds its slot.
    bookingEvent('created');
    // Someone joining a day's waitlist has no time yet: no notice.
    act(() =>
      fakeSocket.serverSends('staff:booking', {
        shopId: testShopId,
        kind: 'waitlist_changed',
        date: '2026-11-25',
      }),
    );
    expect(cardNames()).toEqual([]);
    bookingEvent('confirmed');
    bookingEvent('refund_requested', 'booking-2');

    const links = within(widget())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Open bookings', '/dashboard/manage-booking/bookings?date=2026-11-25'],
      ['Open refunds', '/dashboard/queue-refundes'],
    ]);
  });

  it('sends a barber to the board for bookings and leaves refund requests to the desk', async () => {
    await openDashboard('barber', { pushWidgetSeconds: 0 });
    bookingEvent('confirmed');
    bookingEvent('refund_requested', 'booking-2');
    bookingEvent('checked_in', 'booking-3');
    expect(cardNames()).toEqual(['New booking', 'Booked customer is here']);
    expect(
      within(widget())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard/appointments', '/dashboard/appointments']);
  });

  it('shows three notices at most, the oldest giving way', async () => {
    await openDashboard('owner', { pushWidgetSeconds: 0 });
    walkInJoined('order-1', 'One', 'AAA222');
    walkInJoined('order-2', 'Two', 'BBB333');
    walkInJoined('order-3', 'Three', 'CCC444');
    walkInJoined('order-4', 'Four', 'DDD555');
    const texts = within(widget())
      .getAllByRole('article')
      .map((card) => card.textContent);
    expect(texts.map((text) => text?.match(/Two|Three|Four|One/)?.[0])).toEqual([
      'Two',
      'Three',
      'Four',
    ]);
  });

  it('turns a notice into a browser notification while the tab is hidden, if switched on here', async () => {
    localStorage.setItem(browserAlertsStorageKey, 'on');
    const { router } = await openDashboard('owner', { pushWidgetSeconds: 3 });
    setTabVisibility('hidden');

    walkInJoined('order-1');

    expect(cardNames()).toEqual([]);
    const [notification] = FakeNotification.shown;
    expect(notification?.title).toBe('New walk-in');
    expect(notification?.options).toMatchObject({
      tag: 'walkIn:order-1',
      body: 'K7M-2QD · Aino Virtanen',
    });

    setTabVisibility('visible');
    act(() => notification?.onclick?.());
    // The board is a lazy page: a busy machine may take a moment to load it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/appointments'), {
      timeout: 3000,
    });
    expect(notification?.isClosed).toBe(true);
  });

  it('keeps the card while the tab is hidden without browser notifications, and counts once it is back', async () => {
    await openDashboard('owner', { pushWidgetSeconds: 3 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setTabVisibility('hidden');

    walkInJoined('order-1');
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeNotification.shown).toEqual([]);
    expect(cardNames()).toEqual(['New walk-in']);

    setTabVisibility('visible');
    act(() => vi.advanceTimersByTime(3000));
    expect(cardNames()).toEqual([]);
  });
});
