import type { BookingView } from '@jono/contract/api/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerWithDetails, renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import {
  bookingFixture,
  bookingId,
  bookingServer,
  dayFixture,
  jsonResponse,
  type RecordedRequest,
} from '@/testing/booking-fixtures';
import { deferred } from '@/testing/deferred';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, orderId, stubApi, trackingOrderFixture } from '@/testing/queue-fixtures';

// Following an order opens the tracking page, which listens live.
vi.mock('@/lib/socket', () => {
  const fake = createFakeSocket();
  return { realtimeSocket: () => fake.socket };
});

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const noMatch = {
  ok: false,
  message: 'No order matches this code and phone',
  code: 'ORDER_NO_MATCH',
};

describe('check details: walk-in orders', () => {
  it('checks the order code and phone before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(() => json(500, {}));
    renderApp('/check-details');
    await user.click(await screen.findByRole('button', { name: 'Find order' }));

    const orderCode = screen.getByRole('textbox', { name: 'Order code' });
    expect(await screen.findByText('Enter your order code.')).toBeTruthy();
    expect(screen.getByText('Enter your phone number.')).toBeTruthy();
    expect(orderCode.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(orderCode);

    // An O is not in the codes' alphabet (it would be read as a zero): refused, not guessed.
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '123');
    for (const typed of ['K7M2Q', 'KOM-2QD', orderId]) {
      await user.clear(orderCode);
      await user.type(orderCode, typed);
      await user.click(screen.getByRole('button', { name: 'Find order' }));
      expect(
        await screen.findByText('An order code has 6 letters and digits, like K7M-2QD.'),
      ).toBeTruthy();
    }
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('finds the order with the right phone and shows it, with a way to tracking', async () => {
    const user = userEvent.setup();
    const { callsTo } = stubApi((call) =>
      call.path === '/api/queue/lookup'
        ? json(200, { ok: true, data: trackingOrderFixture() })
        : json(404, {}),
    );
    renderApp('/check-details', { customer: customerWithDetails });

    // The phone is filled in from the customer's saved details.
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect((phone as HTMLInputElement).value).toBe('+358401234567');
    await user.type(screen.getByRole('textbox', { name: 'Order code' }), ' k7m 2qd ');
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    const heading = await screen.findByRole('heading', { name: 'Order details' });
    expect(callsTo('POST', '/api/queue/lookup')[0]?.body).toEqual({
      code: 'K7M2QD',
      phone: '+358401234567',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const result = heading.closest('section');
    if (!result) throw new Error('no result');
    expect(within(result).getByText('Waiting')).toBeTruthy();
    expect(within(result).getByRole('heading', { name: 'Jono 24/7 Barbers' })).toBeTruthy();
    expect(within(result).getByText("Men's haircut")).toBeTruthy();
    expect(within(result).getByText('€42.60')).toBeTruthy();
    // Joined 14:30 UTC: 16:30 on the shop's clock.
    expect(within(result).getByText('22 Nov 2026, 16:30')).toBeTruthy();
    expect(within(result).getByTestId('order-code').textContent).toBe('K7M-2QD');
    expect(within(result).getByRole('link', { name: 'Follow it live' })).toHaveProperty(
      'pathname',
      `/order-tracking/${orderId}`,
    );
  });

  it('hands the customer a copy of their data, and deletes it only after asking', async () => {
    const user = userEvent.setup();
    const myData = {
      shop: { name: 'Jono 24/7 Barbers' },
      phone: '+358401234567',
      provenEmail: null,
      exportedAt: '2026-11-25T10:00:00.000Z',
      retentionDays: 30,
      walkIns: [],
      bookings: [],
      waitlist: [],
    };
    const { callsTo } = stubApi((call) => {
      if (call.path === '/api/queue/lookup') {
        return json(200, { ok: true, data: trackingOrderFixture() });
      }
      if (call.path === '/api/privacy/my-data') return json(200, { ok: true, data: myData });
      if (call.path === '/api/privacy/forget') {
        return json(200, {
          ok: true,
          message: 'Your details are deleted',
          data: { cancelled: 1, wiped: 2, inProgress: 0 },
        });
      }
      return json(404, {});
    });
    renderApp('/check-details', { customer: customerWithDetails });
    await user.type(await screen.findByRole('textbox', { name: 'Order code' }), 'K7M2QD');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    const yours = await screen.findByRole('region', { name: 'Your data at this shop' });
    const proof = { code: 'K7M2QD', phone: '+358401234567' };

    let file: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      file = blob as Blob;
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await user.click(within(yours).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual(['jono-K7M2QD-2026-11-25.json']));
    expect(callsTo('POST', '/api/privacy/my-data')[0]?.body).toEqual(proof);
    expect(JSON.parse((await file?.text()) ?? '')).toEqual(myData);

    // Deleting asks first; keeping is the safe choice and sends nothing.
    await user.click(within(yours).getByRole('button', { name: 'Delete my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your data at this shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my data' }));
    expect(callsTo('POST', '/api/privacy/forget')).toHaveLength(0);
    await user.click(within(yours).getByRole('button', { name: 'Delete my data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete my data' }),
    );
    expect(await within(yours).findByText('Your details are deleted from 2 orders.')).toBeTruthy();
    expect(callsTo('POST', '/api/privacy/forget')[0]?.body).toEqual(proof);
    // Nothing is left to copy or delete: the card offers neither again, nor the e-mail proof.
    expect(within(yours).queryByRole('button', { name: 'Delete my data' })).toBeNull();
    expect(within(yours).queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(within(yours).queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(within(yours).queryByText(/Download the details the shop keeps/)).toBeNull();
  });

  it('widens the copy and the deletion to everything under an e-mail only once a mailed code is typed back', async () => {
    const user = userEvent.setup();
    const everything = {
      shop: { name: 'Jono 24/7 Barbers' },
      phone: '+358401234567',
      provenEmail: 'aino@example.fi',
      exportedAt: '2026-11-25T10:00:00.000Z',
      retentionDays: 30,
      walkIns: [],
      bookings: [],
      waitlist: [],
    };
    const { callsTo } = stubApi((call) => {
      if (call.path === '/api/queue/lookup') {
        return json(200, { ok: true, data: trackingOrderFixture() });
      }
      if (call.path === '/api/privacy/email-code') {
        return json(200, {
          ok: true,
          message: 'Code sent',
          data: { sentTo: 'a•••@e•••.fi', expiresInMinutes: 15 },
        });
      }
      if (call.path === '/api/privacy/my-data') {
        const body = call.body as { emailProof?: { oneTimeCode: string } };
        return body.emailProof?.oneTimeCode === '123456'
          ? json(200, { ok: true, data: everything })
          : json(400, {
              ok: false,
              message: 'That code is not right',
              code: 'ONE_TIME_CODE_INVALID',
            });
      }
      if (call.path === '/api/privacy/forget') {
        return json(200, {
          ok: true,
          message: 'Your details are deleted',
          data: { cancelled: 0, wiped: 3, inProgress: 0 },
        });
      }
      return json(404, {});
    });
    renderApp('/check-details', { customer: customerWithDetails });
    await user.type(await screen.findByRole('textbox', { name: 'Order code' }), 'K7M2QD');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    const yours = await screen.findByRole('region', { name: 'Your data at this shop' });
    const order = { code: 'K7M2QD', phone: '+358401234567' };

    await user.type(
      within(yours).getByRole('textbox', { name: 'Email address' }),
      'Aino@Example.fi',
    );
    await user.click(within(yours).getByRole('button', { name: 'Send code' }));
    expect(
      await within(yours).findByText(
        'We sent a 6-digit code to a•••@e•••.fi. It is valid for 15 minutes.',
      ),
    ).toBeTruthy();
    expect(callsTo('POST', '/api/privacy/email-code')[0]?.body).toEqual({
      ...order,
      email: 'Aino@Example.fi',
    });

    // A code that is not six digits is refused here; a wrong one is refused by the server.
    const codeField = within(yours).getByRole('textbox', { name: 'Code from the email' });
    await user.type(codeField, '12');
    await user.click(within(yours).getByRole('button', { name: 'Confirm code' }));
    expect(await within(yours).findByText('The code is the 6 digits in the email.')).toBeTruthy();
    expect(callsTo('POST', '/api/privacy/my-data')).toHaveLength(0);
    await user.clear(codeField);
    await user.type(codeField, '654321');
    await user.click(within(yours).getByRole('button', { name: 'Confirm code' }));
    expect(await within(yours).findByText(i18n.t('refusals.oneTimeCodeInvalid'))).toBeTruthy();

    await user.clear(codeField);
    await user.type(codeField, '123 456');
    await user.click(within(yours).getByRole('button', { name: 'Confirm code' }));
    expect(
      await within(yours).findByText(
        'Address confirmed: downloading and deleting now cover everything under Aino@Example.fi at this shop.',
      ),
    ).toBeTruthy();
    const proof = { email: 'Aino@Example.fi', oneTimeCode: '123456' };

    // The deletion asks in the words of its wider scope and sends the proof.
    await user.click(within(yours).getByRole('button', { name: 'Delete my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your data at this shop?' });
    expect(
      within(dialog).getByText(/every order under Aino@Example\.fi at this shop/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my data' }));
    expect(await within(yours).findByText('Your details are deleted from 3 orders.')).toBeTruthy();
    expect(callsTo('POST', '/api/privacy/forget')[0]?.body).toEqual({
      ...order,
      emailProof: proof,
    });
  });

  it('remembers the details it was found with when a new device follows the order', async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.path === '/api/queue/lookup'
        ? json(200, { ok: true, data: trackingOrderFixture() })
        : json(200, { ok: true, data: trackingOrderFixture() }),
    );
    const { store, router } = renderApp('/check-details');
    await user.type(await screen.findByRole('textbox', { name: 'Order code' }), 'K7M-2QD');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 123 4567');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await user.click(await screen.findByRole('link', { name: 'Follow it live' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-tracking/${orderId}`));
    expect(store.getState().customer).toMatchObject({
      name: 'Aino Asiakas',
      phone: '040 123 4567',
    });
  });

  it('offers no tracking for a finished order', async () => {
    const user = userEvent.setup();
    stubApi(() =>
      json(200, {
        ok: true,
        data: trackingOrderFixture({ status: 'served', position: null, estimatedStart: null }),
      }),
    );
    renderApp('/check-details');
    await user.type(await screen.findByRole('textbox', { name: 'Order code' }), 'K7M-2QD');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 123 4567');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('Served')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Follow it live' })).toBeNull();
  });

  it("shows the server's message when nothing matches", async () => {
    const user = userEvent.setup();
    stubApi(() => json(404, noMatch));
    renderApp('/check-details');
    await user.type(await screen.findByRole('textbox', { name: 'Order code' }), 'K7M-2QD');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 765 4321');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No order matches this code and phone number.');
    expect(screen.queryByText("Men's haircut")).toBeNull();
  });

  it('speaks the chosen language', async () => {
    await i18n.changeLanguage('fi');
    renderApp('/check-details');
    expect(await screen.findByRole('button', { name: 'Hae tilaus' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tilauskoodi' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});

describe('check details: bookings', () => {
  const lookupPath = '/api/pre-booking/lookup';
  const cancelPath = `/api/pre-booking/${bookingId}/cancel`;
  const refundPath = `/api/pre-booking/${bookingId}/refund-request`;

  /** The server keeps one booking; cancel and refund request change it as the real one does. */
  function serveBooking(
    initial: BookingView,
    onCancel: (booking: BookingView) => { booking: BookingView; refund: 'refunded' | 'none' },
  ) {
    let booking = initial;
    return bookingServer((request: RecordedRequest) => {
      const { pathname } = request.url;
      if (pathname === lookupPath) {
        const { phone } = request.body as { phone: string };
        return phone === '+358401234567'
          ? jsonResponse(200, { ok: true, data: booking })
          : jsonResponse(404, {
              ok: false,
              message: 'No booking matches this code and phone',
              code: 'BOOKING_NO_MATCH',
            });
      }
      if (pathname === cancelPath) {
        const outcome = onCancel(booking);
        booking = outcome.booking;
        return jsonResponse(200, {
          ok: true,
          message:
            outcome.refund === 'refunded' ? 'Booking cancelled and refunded' : 'Booking cancelled',
          data: outcome,
        });
      }
      if (pathname === refundPath) {
        const { reason } = request.body as { reason: string };
        booking = {
          ...booking,
          canRequestRefund: false,
          refund: { status: 'requested', amount: 2, reason, rejectReason: null },
        };
        return jsonResponse(200, { ok: true, message: 'Refund requested', data: booking });
      }
      return undefined;
    });
  }

  async function findBooking(user: ReturnType<typeof userEvent.setup>) {
    renderApp('/check-details?booking=T4K-9PX', { customer: customerWithDetails });
    expect(
      (await screen.findByRole('tab', { name: 'Booking' })).getAttribute('aria-selected'),
    ).toBe('true');
    const code = screen.getByRole('textbox', { name: 'Booking code' }) as HTMLInputElement;
    expect(code.value).toBe('T4K-9PX');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    return screen.findByRole('heading', { name: 'Booking details' });
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('switches between walk-in orders and bookings with the tabs and the arrow keys', async () => {
    const user = userEvent.setup();
    bookingServer(() => undefined);
    renderApp('/check-details');
    const walkIn = await screen.findByRole('tab', { name: 'Walk-in order' });
    expect(walkIn.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel')).toBeTruthy();
    walkIn.focus();
    await user.keyboard('{ArrowRight}');
    const booking = screen.getByRole('tab', { name: 'Booking' });
    expect(document.activeElement).toBe(booking);
    expect(booking.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Booking code' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Order code' })).toBeNull();
  });

  it('finds a booking by code and phone and shows its details, status and payment', async () => {
    const user = userEvent.setup();
    const { to } = serveBooking(bookingFixture(), (b) => ({ booking: b, refund: 'none' }));
    const heading = await findBooking(user);

    expect(to('POST', lookupPath)[0]?.body).toEqual({ code: 'T4K9PX', phone: '+358401234567' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const result = heading.closest('section');
    if (!result) throw new Error('no result');
    expect(within(result).getByRole('heading', { name: 'Jono 24/7 Barbers' })).toBeTruthy();
    expect(within(result).getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(within(result).getByTestId('booking-date').textContent).toBe(
      'Thursday, 26 November 2026',
    );
    expect(within(result).getByTestId('booking-time').textContent).toBe('10:00 - 10:40');
    expect(within(result).getByText("Men's haircut")).toBeTruthy();
    expect(within(result).getByTestId('booking-payment').textContent).toBe('Paid €2.00');
    expect(
      within(result).getByText(
        'Free cancellation until 25 Nov 2026, 10:00: the booking fee is refunded automatically.',
      ),
    ).toBeTruthy();
  });

  it('lets the customer rate a completed booking once, under its details', async () => {
    const user = userEvent.setup();
    const visitPath = `/api/shops/${bookingFixture().shop.id}/reviews/visits/${bookingId}`;
    let reviewed = false;
    const { to } = bookingServer((request: RecordedRequest) => {
      const { pathname } = request.url;
      if (pathname === lookupPath)
        return jsonResponse(200, { ok: true, data: bookingFixture({ status: 'completed' }) });
      const review = {
        id: '0f0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2',
        stars: 5,
        comment: null,
        author: 'Aino V.',
        visitMonth: '2026-11',
        createdAt: '2026-11-24T10:00:00.000Z',
        reply: null,
      };
      if (pathname === visitPath)
        return jsonResponse(200, {
          ok: true,
          data: reviewed
            ? { eligibility: 'reviewed', review }
            : { eligibility: 'eligible', review: null },
        });
      if (pathname === `/api/shops/${bookingFixture().shop.id}/reviews`) {
        reviewed = true;
        return jsonResponse(201, { ok: true, message: 'Thanks', data: review });
      }
      return undefined;
    });
    await findBooking(user);
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your review!' })).toBeTruthy();
    expect(to('POST', `/api/shops/${bookingFixture().shop.id}/reviews`)[0]?.body).toEqual({
      orderId: bookingId,
      stars: 5,
    });
  });

  it('offers no rating for a booking not served yet', async () => {
    const user = userEvent.setup();
    const visitPath = `/api/shops/${bookingFixture().shop.id}/reviews/visits/${bookingId}`;
    const { to } = bookingServer(({ url }) => {
      if (url.pathname === lookupPath)
        return jsonResponse(200, { ok: true, data: bookingFixture() });
      if (url.pathname === visitPath)
        return jsonResponse(200, { ok: true, data: { eligibility: 'not_served', review: null } });
      return undefined;
    });
    await findBooking(user);
    await waitFor(() =>
      expect(
        to('GET', `/api/shops/${bookingFixture().shop.id}/reviews/visits/${bookingId}`),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
  });

  it("shows the server's message when no booking matches", async () => {
    const user = userEvent.setup();
    serveBooking(bookingFixture(), (b) => ({ booking: b, refund: 'none' }));
    renderApp('/check-details?booking=T4K-9PX');
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '040 765 4321');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No booking matches this booking code and phone number.');
    expect(alert.textContent).toContain('use the phone number you booked with');
  });

  it('cancels inside the free window after saying the fee comes back, and shows it refunded', async () => {
    const user = userEvent.setup();
    const { to } = serveBooking(bookingFixture(), (b) => ({
      booking: {
        ...b,
        status: 'cancelled',
        canCancel: false,
        cancelledAt: '2026-11-24T10:00:00.000Z',
        payment: { status: 'refunded', amount: 2, refunded: 2 },
      },
      refund: 'refunded',
    }));
    await findBooking(user);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByTestId('cancel-outcome').textContent).toBe(
      "You're cancelling before 25 Nov 2026, 10:00, so your booking fee of €2.00 is refunded automatically.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(to('POST', cancelPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(to('POST', cancelPath)[0]?.body).toEqual({ phone: '+358401234567' });
    expect(notify.success).toHaveBeenCalledWith(
      'Your booking is cancelled and the booking fee of €2.00 is refunded.',
    );
    expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled');
    expect(screen.getByTestId('booking-payment').textContent).toBe('Refunded €2.00');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('moves a paid booking to a free time of its day, saying the fee carries over', async () => {
    const user = userEvent.setup();
    const movePath = `/api/pre-booking/${bookingId}/move`;
    const moved = bookingFixture({
      timeRange: '14:30 - 15:15',
      startAt: '2026-11-26T12:30:00.000Z',
      endAt: '2026-11-26T13:15:00.000Z',
    });
    const { to } = bookingServer((request: RecordedRequest) => {
      const { pathname, searchParams } = request.url;
      if (pathname === lookupPath) return jsonResponse(200, { ok: true, data: bookingFixture() });
      if (pathname.startsWith('/api/pre-booking/availability/')) {
        const date = searchParams.get('date') ?? '';
        return jsonResponse(200, { ok: true, data: dayFixture(date, ['09:00', '14:30'], 45) });
      }
      if (pathname === movePath) return jsonResponse(200, { ok: true, data: moved });
      return undefined;
    });
    await findBooking(user);

    await user.click(screen.getByRole('button', { name: 'Move booking' }));
    const mover = screen.getByTestId('move-booking');
    expect(mover.textContent).toContain('The booking fee you paid carries over');
    expect(
      within(mover).getByRole('button', { name: 'Pick a time' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(await within(mover).findByRole('button', { name: '14:30' }));
    await user.click(within(mover).getByRole('button', { name: 'Move to 14:30' }));
    await waitFor(() => expect(screen.queryByTestId('move-booking')).toBeNull());
    expect(to('POST', movePath)[0]?.body).toEqual({
      phone: '+358401234567',
      date: '2026-11-26',
      time: '14:30',
    });
    expect(notify.success).toHaveBeenCalledWith(
      'Your booking is moved to 14:30 - 15:15. A new confirmation is on its way.',
    );
    expect(screen.getByTestId('booking-time').textContent).toContain('14:30 - 15:15');
  });

  it('says a booking made inside the free window never had free cancellation, not that it ended', async () => {
    const user = userEvent.setup();
    // Booked at 11:00 on the 24th for a time whose free window had closed at 10:00.
    const madeLate = bookingFixture({
      freeCancellationUntil: '2026-11-24T08:00:00.000Z',
      createdAt: '2026-11-24T09:00:00.000Z',
    });
    serveBooking(madeLate, (b) => ({ booking: { ...b, status: 'cancelled' }, refund: 'none' }));
    await findBooking(user);
    expect(
      screen.getByText(
        'This booking was made too close to its time for free cancellation: the booking fee is not refunded automatically.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Free cancellation ended/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByTestId('cancel-outcome').textContent).toBe(
      'This booking was made too close to its time for free cancellation, so the booking fee ' +
        'is not refunded automatically. After cancelling you can ask the shop for a refund.',
    );
  });

  it('after the free window, says there is no automatic refund, then takes a refund request', async () => {
    const user = userEvent.setup();
    const late = bookingFixture({ freeCancellationUntil: '2026-11-24T08:00:00.000Z' });
    const { to } = serveBooking(late, (b) => ({
      booking: { ...b, status: 'cancelled', canCancel: false, canRequestRefund: true },
      refund: 'none',
    }));
    await findBooking(user);
    expect(screen.getByText('Free cancellation ended on 24 Nov 2026, 10:00.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByTestId('cancel-outcome').textContent).toBe(
      'Free cancellation ended at 24 Nov 2026, 10:00, so the booking fee is not refunded ' +
        'automatically. After cancelling you can ask the shop for a refund.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const form = await screen.findByRole('form', { name: 'Ask for a refund' });
    expect(
      within(form).getByText(
        "Tell the shop why you'd like your booking fee of €2.00 back. They'll answer by email.",
      ),
    ).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(
      await within(form).findByText('Tell the shop the reason (at least 2 characters).'),
    ).toBeTruthy();
    expect(to('POST', refundPath)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'I was ill');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByTestId('booking-refund').textContent).toBe(
        'Requested (€2.00): the shop will answer by email',
      ),
    );
    expect(to('POST', refundPath)[0]?.body).toEqual({
      phone: '+358401234567',
      reason: 'I was ill',
    });
    expect(notify.success).toHaveBeenCalledWith('Your refund request was sent to the shop.');
    expect(screen.queryByRole('form', { name: 'Ask for a refund' })).toBeNull();
  });
});

describe('check details: the address keeps the search', () => {
  const search = (router: ReturnType<typeof renderApp>['router']) =>
    new URLSearchParams(router.state.location.search);

  it('keeps the walk-in tab and its order code, so a reload finds them again', async () => {
    const user = userEvent.setup();
    stubApi(() => json(404, noMatch));
    const { router } = renderApp('/check-details?booking=');
    await user.click(await screen.findByRole('tab', { name: 'Walk-in order' }));
    await user.type(screen.getByRole('textbox', { name: 'Order code' }), 'K7M-2QD');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 765 4321');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await screen.findByRole('alert');
    expect(search(router).get('order')).toBe('K7M-2QD');
    expect(search(router).has('booking')).toBe(false);
  });

  it('opens the walk-in tab with the order code from the address', async () => {
    renderApp('/check-details?order=K7M-2QD');
    const code = (await screen.findByRole('textbox', { name: 'Order code' })) as HTMLInputElement;
    expect(code.value).toBe('K7M-2QD');
    expect(screen.getByRole('tab', { name: 'Walk-in order' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('keeps the booking tab, and the booking number once searched', async () => {
    const user = userEvent.setup();
    stubApi(() => json(404, noMatch));
    const { router } = renderApp('/check-details');
    await user.click(await screen.findByRole('tab', { name: 'Booking' }));
    expect(search(router).has('booking')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Booking code' }), 'T4K-9PX');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 765 4321');
    await user.click(screen.getByRole('button', { name: 'Find booking' }));
    await screen.findByRole('alert');
    expect(search(router).get('booking')).toBe('T4K-9PX');
  });

  it('takes the last error away as soon as a new search starts', async () => {
    const user = userEvent.setup();
    const second = deferred<Response>();
    let searches = 0;
    stubApi(() => (++searches === 1 ? json(404, noMatch) : second.promise));
    renderApp('/check-details');
    await user.type(await screen.findByRole('textbox', { name: 'Order code' }), 'K7M-2QD');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 765 4321');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No order matches');

    const code = screen.getByRole('textbox', { name: 'Order code' });
    await user.clear(code);
    await user.type(code, 'K7M-2QE');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await waitFor(() => expect(screen.queryByText(/No order matches/)).toBeNull());
    second.resolve(json(200, { ok: true, data: trackingOrderFixture() }));
  });

  it('does not leave the last answer beside a new search the form refuses', async () => {
    const user = userEvent.setup();
    stubApi(() => json(404, noMatch));
    renderApp('/check-details');
    await user.type(await screen.findByRole('textbox', { name: 'Order code' }), 'K7M-2QD');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 765 4321');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No order matches');

    await user.clear(screen.getByRole('textbox', { name: 'Order code' }));
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('Enter your order code.')).toBeTruthy();
    expect(screen.queryByText(/No order matches/)).toBeNull();
  });
});
