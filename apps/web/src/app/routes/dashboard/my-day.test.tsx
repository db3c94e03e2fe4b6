import type { BoardBooking } from '@jono/contract/api/staff-queue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionFor } from '@/app/testing/render-app';
import { shopClock } from '@/lib/shop-time';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { boardFixture, staff } from '@/testing/staff-queue-fixtures';

const live = vi.hoisted(() => ({ socket: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({
  realtimeSocket: () => {
    if (!live.socket) throw new Error('no fake socket');
    return live.socket.socket;
  },
}));

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const zone = 'Europe/Helsinki';

/** A booking of Bea's today, with a walk-in card's facts. */
function beasBooking(orderId: string, customerName: string, startAt: string): BoardBooking {
  const [walkIn] = boardFixture().waiting;
  if (!walkIn) throw new Error('the board fixture has nobody waiting');
  return {
    ...walkIn,
    orderId,
    customerName,
    startAt,
    endAt: startAt,
    stage: 'booked',
    barberId: staff.bea.userId,
    barberName: staff.bea.name,
    startedAt: null,
    endedAt: null,
  };
}

function server() {
  const board = boardFixture({
    bookings: [
      beasBooking('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Liisa Later', minutes(90)),
      beasBooking('1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', 'Sanna Soon', minutes(10)),
    ],
  });
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/staff/queue') {
      return jsonAnswer(200, { ok: true, data: board });
    }
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

const renderBoardAs = (user: ReturnType<typeof sessionFor>) =>
  renderApp('/dashboard/appointments', {
    auth: { user, isAuthenticated: true, isChecking: false },
  });

describe('a barber’s own day on the board', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    window.localStorage.clear();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows who is in their chair, then their bookings and walk-ins in order, and keeps the choice', async () => {
    server();
    const user = userEvent.setup();
    const { unmount } = renderBoardAs(sessionFor('barber', staff.bea));
    const mine = await screen.findByRole('tab', { name: 'My day' }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Whole shop' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(mine);

    const panel = screen.getByRole('tabpanel');
    const chair = within(panel).getByRole('region', { name: 'In your chair' });
    expect(chair.textContent).toContain('Juha Mäkinen');
    const next = within(panel).getByRole('region', { name: 'Coming to you' });
    const visits = within(next).getAllByTestId('my-day-visit');
    expect(visits.map((visit) => visit.textContent)).toEqual([
      `${shopClock(minutes(10), zone)}Sanna SoonBookingOn the wayMen's haircut, Beard trim ×2`,
      expect.stringContaining('Mikko KorhonenWalk-inHere'),
      `${shopClock(minutes(90), zone)}Liisa LaterBookingOn the wayMen's haircut, Beard trim ×2`,
    ]);
    expect(within(panel).getByText(/2 walk-ins wait for any barber/)).toBeTruthy();
    // Not the whole shop's lists.
    expect(within(panel).queryByRole('region', { name: /^Booked today/ })).toBeNull();

    unmount();
    renderBoardAs(sessionFor('barber', staff.bea));
    const again = await screen.findByRole('tab', { name: 'My day' }, { timeout: 5000 });
    expect(again.getAttribute('aria-selected')).toBe('true');
  });

  it('says so when nobody is theirs yet', async () => {
    server();
    const user = userEvent.setup();
    renderBoardAs(sessionFor('barber', staff.olli));
    await user.click(await screen.findByRole('tab', { name: 'My day' }, { timeout: 5000 }));
    expect(screen.getByText('Nobody for you yet today')).toBeTruthy();
    expect(screen.getByText(/2 walk-ins wait for any barber/)).toBeTruthy();
  });

  it('is not offered to someone who does not serve', async () => {
    server();
    renderBoardAs(sessionFor('receptionist'));
    expect(
      await screen.findByRole('region', { name: /^Booked today/ }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'My day' })).toBeNull();
  });
});
