import type { BookingView } from '@jono/contract/api/booking';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { initialCartState } from '@/features/customer-cart/stores/cart-slice';
import { i18n } from '@/lib/i18n';
import { bookingFixture, bookingId, bookingServer, jsonResponse } from '@/testing/booking-fixtures';
import { haircutId, shopId } from '@/testing/queue-fixtures';

const now = new Date('2026-11-24T10:00:00Z');
const bookingPath = `/api/pre-booking/${bookingId}`;
const pending = bookingFixture({
  status: 'pending_payment',
  holdExpiresAt: '2026-11-24T10:15:00.000Z',
  payment: { status: 'pending', amount: 2, refunded: 0 },
});

/** Answers the booking reads in turn; the last answer repeats. */
function serveBooking(answers: BookingView[]) {
  let reads = 0;
  const server = bookingServer((request) => {
    if (request.url.pathname !== bookingPath) return undefined;
    const booking = answers[Math.min(reads, answers.length - 1)];
    reads += 1;
    return jsonResponse(200, { ok: true, data: booking });
  });
  return { ...server, reads: () => server.to('GET', bookingPath).length };
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('/success (payment success)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('comes back in the language the booking was made in, where this device saved none', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    serveBooking([bookingFixture({ language: 'es' })]);
    try {
      renderApp(`/success?booking=${bookingId}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Tu reserva está confirmada' }),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the language this device chose', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    window.localStorage.setItem('lang', 'en');
    serveBooking([bookingFixture({ language: 'es' })]);
    renderApp(`/success?booking=${bookingId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeTruthy();
  });

  it('shows the confirmed booking with a calendar file and a way to manage it', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    serveBooking([bookingFixture()]);
    const { store } = renderApp(`/success?booking=${bookingId}`, {
      state: {
        cart: {
          ...initialCartState,
          shopId,
          services: [{ id: haircutId, price: 36.8, duration: 30, quantity: 1, addons: [] }],
        },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeTruthy();
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(
      screen.getByText('A confirmation with a calendar file is on its way to a•••@e•••.fi.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jono 24/7 Barbers' })).toBeTruthy();
    expect(screen.getByTestId('booking-date').textContent).toBe('Thursday, 26 November 2026');
    expect(screen.getByTestId('booking-time').textContent).toBe('10:00 - 10:40');
    expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(screen.getByText("Men's haircut")).toBeTruthy();
    expect(screen.getByText('€42.60')).toBeTruthy();
    expect(screen.getByTestId('booking-payment').textContent).toBe('Paid €2.00');
    expect(
      screen.getByText(
        'Free cancellation until 25 Nov 2026, 10:00: the booking fee is refunded automatically.',
      ),
    ).toBeTruthy();

    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toBe(`/api/pre-booking/${bookingId}/calendar.ics`);
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(screen.getByTestId('booking-code').textContent).toBe('T4K-9PX');
    expect(screen.getByRole('link', { name: 'Manage your booking' })).toHaveProperty(
      'search',
      '?booking=T4K-9PX',
    );
    // Booked and paid: the order that built it is done.
    await waitFor(() => expect(store.getState().cart.services).toEqual([]));
  });

  it('reads the booking again every 2 s while the payment is being confirmed', async () => {
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    const { reads } = serveBooking([pending, pending, bookingFixture()]);
    renderApp(`/success?booking=${bookingId}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' }),
    ).toBeTruthy();
    expect(reads()).toBe(1);
    await advance(1500);
    expect(reads()).toBe(1);
    await advance(600);
    await waitFor(() => expect(reads()).toBe(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirming your payment…');
    await advance(2100);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeTruthy();
    expect(reads()).toBe(3);
    // Confirmed: no more reads.
    await advance(6000);
    expect(reads()).toBe(3);
  });

  it('says it is taking long after 30 s, and checks again on request', async () => {
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { reads } = serveBooking([pending]);
    renderApp(`/success?booking=${bookingId}`);
    await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' });

    for (let second = 0; second < 30; second += 2) await advance(2000);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your payment is still being confirmed',
      }),
    ).toBeTruthy();
    const readsBefore = reads();
    expect(readsBefore).toBeGreaterThanOrEqual(14);
    expect(readsBefore).toBeLessThanOrEqual(16);
    await advance(10_000);
    expect(reads()).toBe(readsBefore);

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' }),
    ).toBeTruthy();
  });

  it('offers a new time when the hold ran out before the payment', async () => {
    serveBooking([bookingFixture({ status: 'cancelled', payment: null })]);
    renderApp(`/success?booking=${bookingId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking is no longer held' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pick a new time' })).toHaveProperty(
      'pathname',
      `/prebooking/barbershop/${shopId}`,
    );
  });

  it('says so when the booking is unknown', async () => {
    bookingServer(() => undefined);
    renderApp(`/success?booking=${bookingId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this booking" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveProperty('pathname', '/');
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveProperty(
      'pathname',
      '/check-details',
    );
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('without a booking in the link, points to the booking lookup and home', async () => {
    const { requests } = bookingServer(() => undefined);
    renderApp('/success');
    const main = await screen.findByRole('main');
    // Nothing says a payment came in: there is no booking to say it of.
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(
      "We couldn't find this booking",
    );
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveProperty(
      'pathname',
      '/check-details',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
