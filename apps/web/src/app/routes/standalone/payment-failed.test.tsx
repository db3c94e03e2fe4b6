import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import {
  bookingFixture,
  bookingId,
  bookingServer,
  jsonResponse,
  type RecordedRequest,
} from '@/testing/booking-fixtures';
import { shopId } from '@/testing/queue-fixtures';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const now = new Date('2026-11-24T10:00:00Z');
const checkoutPath = `/api/pre-booking/${bookingId}/checkout`;
const held = bookingFixture({
  status: 'pending_payment',
  holdExpiresAt: '2026-11-24T10:05:00.000Z',
  payment: { status: 'failed', amount: 2, refunded: 0 },
});

function serve(
  booking = held,
  answerCheckout: (request: RecordedRequest) => Response = () =>
    jsonResponse(200, { ok: true, data: { checkoutUrl: 'https://checkout.example/cs_2' } }),
) {
  return bookingServer((request) => {
    if (request.method === 'GET' && request.url.pathname === `/api/pre-booking/${bookingId}`) {
      return jsonResponse(200, { ok: true, data: booking });
    }
    if (request.method === 'POST' && request.url.pathname === checkoutPath) {
      return answerCheckout(request);
    }
    return undefined;
  });
}

describe('/failed (payment failed)', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    vi.mocked(notify.error).mockClear();
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('comes back in the language the booking was made in, where this device saved none', async () => {
    serve(bookingFixture({ ...held, language: 'es' }));
    try {
      renderApp(`/failed?booking=${bookingId}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'El pago no se completó' }),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the language this device chose', async () => {
    window.localStorage.setItem('lang', 'en');
    serve(bookingFixture({ ...held, language: 'es' }));
    renderApp(`/failed?booking=${bookingId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeTruthy();
  });

  it('says the payment did not go through and how long the time is still held', async () => {
    serve();
    renderApp(`/failed?booking=${bookingId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeTruthy();
    expect(screen.getByText('Jono 24/7 Barbers')).toBeTruthy();
    expect(screen.getByText('Thursday, 26 November 2026, 10:00 - 10:40')).toBeTruthy();
    expect(screen.getByText(/Your time is held for you until 12:05\./)).toBeTruthy();
    const countdown = screen.getByRole('timer');
    expect(countdown.textContent).toBe('5:00 left');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countdown.textContent).toBe('4:59 left');
  });

  it('tries again with a new checkout and goes to it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { to } = serve();
    renderApp(`/failed?booking=${bookingId}`);
    await user.click(await screen.findByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_2'));
    expect(to('POST', checkoutPath)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Opening the payment…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers a new time when the server says the hold has expired', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serve(held, () =>
      jsonResponse(409, {
        ok: false,
        message: 'The time to pay ran out and the slot was released. Please book again.',
        code: 'HOLD_EXPIRED',
      }),
    );
    renderApp(`/failed?booking=${bookingId}`);
    await user.click(await screen.findByRole('button', { name: 'Try the payment again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your held time has run out' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pick a new time' })).toHaveProperty(
      'pathname',
      `/prebooking/barbershop/${shopId}`,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the expiry by itself when the countdown runs out', async () => {
    serve(bookingFixture({ ...held, holdExpiresAt: '2026-11-24T10:00:03.000Z' }));
    renderApp(`/failed?booking=${bookingId}`);
    expect((await screen.findByRole('timer')).textContent).toBe('0:03 left');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your held time has run out' }),
    ).toBeTruthy();
  });

  it('says in its own words when a new checkout cannot be opened', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serve(held, () =>
      jsonResponse(502, {
        ok: false,
        message: 'The payment provider is not answering',
        code: 'PAYMENT_UNAVAILABLE',
      }),
    );
    renderApp(`/failed?booking=${bookingId}`);
    await user.click(await screen.findByRole('button', { name: 'Try the payment again' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'The payment could not be started. Nothing was charged; please try again in a moment.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Try the payment again' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('reads the booking again when the server says it was paid meanwhile', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let booking = held;
    bookingServer((request) => {
      if (request.method === 'GET') return jsonResponse(200, { ok: true, data: booking });
      booking = bookingFixture();
      return jsonResponse(409, {
        ok: false,
        message: 'This booking is already paid and confirmed',
        code: 'CONFLICT',
      });
    });
    renderApp(`/failed?booking=${bookingId}`);
    await user.click(await screen.findByRole('button', { name: 'Try the payment again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking is paid after all' }),
    ).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith(
      'This changed in the meantime. Refresh the page and try again.',
    );
  });

  it('leads to the booking when it was paid after all', async () => {
    serve(bookingFixture());
    renderApp(`/failed?booking=${bookingId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking is paid after all' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your booking' })).toHaveProperty(
      'search',
      `?booking=${bookingId}`,
    );
  });

  it('without a booking in the link, says nothing failed and points to the booking lookup', async () => {
    const { requests } = serve();
    renderApp('/failed');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      "We couldn't find this booking",
    );
    expect(screen.queryByText('Payment not completed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveProperty(
      'pathname',
      '/check-details',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
