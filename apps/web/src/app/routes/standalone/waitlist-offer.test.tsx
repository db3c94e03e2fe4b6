import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { i18n, loadStaffTranslation, loadTranslation } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { bookingFixture, bookingId, bookingServer, jsonResponse } from '@/testing/booking-fixtures';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const now = new Date('2026-11-24T10:00:00Z');
const claimPath = `/api/pre-booking/${bookingId}/claim`;
const offer = bookingFixture({
  status: 'pending_payment',
  isWaitlistOffer: true,
  canMove: false,
  holdExpiresAt: '2026-11-24T10:10:00.000Z',
  bookingFee: 2,
  payment: null,
});

function serve(booking = offer, claim: () => Response = () => jsonResponse(500, {})) {
  return bookingServer((request) => {
    if (request.method === 'GET' && request.url.pathname === `/api/pre-booking/${bookingId}`) {
      return jsonResponse(200, { ok: true, data: booking });
    }
    if (request.method === 'POST' && request.url.pathname === claimPath) return claim();
    return undefined;
  });
}

describe('/waitlist-offer', () => {
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

  it('shows the held time with its countdown, and taking it with a fee opens the checkout', async () => {
    const { to } = serve(offer, () =>
      jsonResponse(200, {
        ok: true,
        data: { booking: offer, checkoutUrl: 'https://checkout.example/cs_9' },
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/waitlist-offer?booking=${bookingId}`);
    expect(await screen.findByRole('heading', { name: 'A time freed up for you' })).toBeTruthy();
    expect(screen.getByTestId('hold-countdown').textContent).toContain('10:00');
    await user.click(screen.getByRole('button', { name: 'Take this time and pay €2.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_9'));
    expect(to('POST', claimPath)).toHaveLength(1);
  });

  it('opened before the booking texts are in, waits for them: its words show, never a key', async () => {
    serve({ ...offer, status: 'cancelled', holdExpiresAt: null });
    // As on a first visit: the language's texts are the first load's (and the staff pages').
    const [first, staff] = await Promise.all([loadTranslation('en'), loadStaffTranslation('en')]);
    i18n.removeResourceBundle('en', 'translation');
    i18n.addResourceBundle('en', 'translation', { ...first, ...staff });
    const keysShown: string[] = [];
    const watch = new MutationObserver(() => {
      const key = /prebooking\.[\w.]+/.exec(document.body.textContent ?? '')?.[0];
      if (key) keysShown.push(key);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      renderApp(`/waitlist-offer?booking=${bookingId}`);
      expect(await screen.findByRole('heading', { name: 'This offer has ended' })).toBeTruthy();
    } finally {
      watch.disconnect();
    }
    expect(keysShown).toEqual([]);
  });

  it('says the offer has ended once the hold ran out, with a way to pick another time', async () => {
    serve({ ...offer, status: 'cancelled', holdExpiresAt: null });
    renderApp(`/waitlist-offer?booking=${bookingId}`);
    expect(await screen.findByRole('heading', { name: 'This offer has ended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pick a new time' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take this time/ })).toBeNull();
  });
});
