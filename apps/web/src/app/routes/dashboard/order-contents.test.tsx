import type { OrderContents } from '@jono/contract/api/order-contents';
import type { RefundRequest } from '@jono/contract/api/staff-booking';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { boardFixture } from '@/testing/staff-queue-fixtures';
import { booking, dayAnswer, shopToday } from './manage-booking/fixtures';

const live = vi.hoisted(() => ({ socket: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({
  realtimeSocket: () => {
    if (!live.socket) throw new Error('no fake socket');
    return live.socket.socket;
  },
}));

/**
 * Two skin fades with beard oil on each and a shave; no wash, silent service, and a wish the
 * shop added itself. The names of the known wishes are the shop's English ones, as stored.
 */
const chosen: OrderContents = {
  shortCode: 'K7M2QD',
  services: [
    { name: 'Skin fade', quantity: 2, addons: [{ name: 'Partaöljy', quantity: 1 }] },
    { name: 'Parranajo', quantity: 1, addons: [] },
  ],
  additionalServices: [
    { id: 'noWash', name: 'No wash' },
    { id: 'silentService', name: 'Silent service' },
    { id: 'coffee', name: 'Kahvi mukaan' },
  ],
};

/** The card's services, wishes and code, as a barber reads them. */
function contentsOf(card: HTMLElement) {
  const items = (name: string) =>
    within(within(card).getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  const wishes = within(card).getByRole('list', { name: 'Toiveet' });
  return {
    services: items('Palvelut'),
    wishes: items('Toiveet'),
    wishIcons: within(wishes)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('svg') !== null),
    code: within(card).getByTestId('short-code').textContent,
  };
}

const expected = {
  services: ['Skin fade ×2 + Partaöljy ×2', 'Parranajo'],
  wishes: ['Ei hiustenpesua', 'Hiljainen palvelu', 'Kahvi mukaan'],
  wishIcons: [true, true, true],
  code: 'Koodi: K7M-2QD',
};

function serve(path: string, data: unknown) {
  fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === path) return jsonAnswer(200, data);
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

const article = async (name: string) =>
  (await screen.findByRole('article', { name }, { timeout: 5000 })) as HTMLElement;

describe('staff cards in Finnish: everything the customer chose', () => {
  beforeEach(async () => {
    live.socket = createFakeSocket();
    await i18n.changeLanguage('fi');
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows the waiting and the in-chair card with services, add-ons, wishes and code', {
    timeout: 15_000,
  }, async () => {
    const base = boardFixture();
    const [aino, ...othersWaiting] = base.waiting;
    const [juha] = base.inService;
    if (!aino || !juha) throw new Error('fixture incomplete');
    serve('/api/staff/queue', {
      ok: true,
      data: {
        ...base,
        waiting: [{ ...aino, ...chosen }, ...othersWaiting],
        inService: [{ ...juha, ...chosen, shortCode: 'B6V2JF' }],
      },
    });
    renderApp('/dashboard/appointments', { auth: authFor('barber') });

    expect(contentsOf(await article('Aino Virtanen'))).toEqual(expected);
    expect(contentsOf(await article('Juha Mäkinen'))).toEqual({
      ...expected,
      code: 'Koodi: B6V-2JF',
    });
    // The shop's English names of the known wishes never reach a Finnish screen.
    expect(screen.queryByText(/No wash|Silent service/)).toBeNull();
  });

  it('shows a booking of the day the same way', async () => {
    const today = shopToday();
    serve('/api/staff/bookings', dayAnswer(today, [booking(today, chosen)], { confirmed: 1 }));
    renderApp('/dashboard/manage-booking/bookings', { auth: authFor('receptionist') });

    expect(contentsOf(await article('Aino Virtanen'))).toEqual(expected);
    expect(screen.queryByText(/No wash|Silent service/)).toBeNull();
  });

  it('shows the booking behind a refund request the same way', async () => {
    const request: RefundRequest = {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      status: 'requested',
      amount: 2,
      currency: 'EUR',
      reason: 'Lapsi sairastui',
      rejectReason: null,
      createdAt: new Date().toISOString(),
      handledAt: null,
      handledBy: null,
      booking: {
        ...chosen,
        id: '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a',
        customerName: 'Aino Virtanen',
        phone: '+358401234567',
        date: '2027-03-12',
        timeRange: '10:00 - 10:40',
        status: 'cancelled',
      },
    };
    serve('/api/staff/refunds', { ok: true, data: [request] });
    renderApp('/dashboard/queue-refundes', { auth: authFor('receptionist') });

    expect(contentsOf(await article('Aino Virtanen'))).toEqual(expected);
    expect(screen.queryByText(/No wash|Silent service/)).toBeNull();
  });
});
