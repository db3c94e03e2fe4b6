import { CUSTOMER_NAME_MAX } from '@jono/contract/api/customer-fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerWithDetails, renderApp } from '@/app/testing/render-app';
import type { PreBookingState } from '@/features/customer-booking/stores/pre-booking-slice';
import { type CartState, initialCartState } from '@/features/customer-cart/stores/cart-slice';
import type { CustomerState } from '@/features/customer-details/stores/customer-slice';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import {
  bookingFixture,
  bookingId,
  bookingServer,
  dayFixture,
  jsonResponse,
  monthFixture,
  type RecordedRequest,
} from '@/testing/booking-fixtures';
import { deferred, haircutId, shopDetailFixture, shopId, washId } from '@/testing/queue-fixtures';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const cart: CartState = {
  ...initialCartState,
  shopId,
  services: [
    {
      id: haircutId,
      price: 36.8,
      duration: 30,
      quantity: 1,
      addons: [{ id: washId, price: 5.8, duration: 10, quantity: 1 }],
    },
  ],
  additionalServices: [{ id: 'noWash', name: 'No wash' }],
};
const preBooking: PreBookingState = {
  shopId,
  selectedDate: '2026-11-26',
  selectedSlot: { time: '10:00', startAt: '2026-11-26T08:00:00.000Z' },
  creation: 'idle',
  error: null,
};
const customer: CustomerState = {
  ...customerWithDetails,
  email: 'aino@example.fi',
  isEmailValid: true,
};

function serve(answerCreate: (request: RecordedRequest) => Response | Promise<Response>) {
  return bookingServer((request) => {
    const { pathname } = request.url;
    if (pathname === `/api/shops/${shopId}`) {
      return jsonResponse(200, { ok: true, data: shopDetailFixture() });
    }
    if (request.method === 'POST' && pathname === '/api/pre-booking') return answerCreate(request);
    if (pathname === `/api/pre-booking/availability/${shopId}/month`) {
      return jsonResponse(200, {
        ok: true,
        data: monthFixture({ month: '2026-11', today: '2026-11-24' }),
      });
    }
    if (pathname === `/api/pre-booking/availability/${shopId}`) {
      return jsonResponse(200, { ok: true, data: dayFixture('2026-11-26', ['11:00']) });
    }
    if (pathname === `/api/pre-booking/${bookingId}`) {
      return jsonResponse(200, {
        ok: true,
        data: bookingFixture({ bookingFee: 0, payment: null }),
      });
    }
    return undefined;
  });
}

const created = (checkoutUrl: string | null) =>
  jsonResponse(201, {
    ok: true,
    message: 'Booking created',
    data: {
      booking: bookingFixture(
        checkoutUrl
          ? {
              status: 'pending_payment',
              holdExpiresAt: '2026-11-24T10:15:00.000Z',
              payment: { status: 'pending', amount: 2, refunded: 0 },
            }
          : { bookingFee: 0, payment: null },
      ),
      checkoutUrl,
    },
  });

function renderConfirm(state: { customer?: CustomerState; preBooking?: PreBookingState } = {}) {
  return renderApp('/pre-orderconfirm', {
    customer: state.customer ?? customer,
    state: { cart, preBooking: state.preBooking ?? preBooking },
  });
}

const payButton = () => screen.getByRole('button', { name: /Pay €2\.00 and book/ });

describe('/pre-orderconfirm: confirming a pre-booking', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    vi.mocked(notify.error).mockClear();
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('ends the time range where the clock really is on the night the clocks go forward', async () => {
    serve(() => jsonResponse(500, {}));
    // 28.3.2027 at 03:00 Helsinki's clocks jump to 04:00: 02:30 plus 40 minutes is 04:10.
    renderConfirm({
      preBooking: {
        ...preBooking,
        selectedDate: '2027-03-28',
        selectedSlot: { time: '02:30', startAt: '2027-03-28T00:30:00.000Z' },
      },
    });
    expect(await screen.findByTestId('confirm-time')).toHaveProperty(
      'textContent',
      '02:30 - 04:10',
    );
  });

  it('shows the order, the day and time range, the totals, the booking fee and the cancellation rule', async () => {
    serve(() => jsonResponse(500, {}));
    renderConfirm();

    expect(await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' })).toBeTruthy();
    expect(screen.getByTestId('confirm-date').textContent).toBe('Thursday, 26 November 2026');
    // 30 min haircut + 10 min wash from 10:00.
    expect(screen.getByTestId('confirm-time').textContent).toBe('10:00 - 10:40');
    const services = screen.getByRole('heading', { name: 'Your services' }).parentElement;
    if (!services) throw new Error('no services card');
    expect(within(services).getByText("Men's haircut")).toBeTruthy();
    expect(within(services).getByText('Hair wash')).toBeTruthy();
    // The wish in the reader's language by its id, not the name the shop stored.
    expect(within(services).getByText('No hair wash')).toBeTruthy();

    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('€42.60')).toBeTruthy();
    expect(within(summary).getByText('40 mins')).toBeTruthy();
    expect(within(summary).getByText('Booking fee')).toBeTruthy();
    expect(within(summary).getByTestId('booking-fee').textContent).toBe('€2.00');
    // 24 hours before 10:00 on the 26th, on the shop's clock.
    expect(within(summary).getByTestId('free-cancellation').textContent).toBe(
      'Free cancellation until 25 Nov 2026, 10:00: the booking fee is refunded automatically. ' +
        'Later cancellations are not refunded automatically, but you can ask the shop for a refund.',
    );
    expect(screen.getByText('aino@example.fi')).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', false);
  });

  it('books with the spec fields and the x-lang header, goes loading, then on to the payment', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const { to } = serve(() => answer.promise);
    const { store } = renderConfirm();

    await user.click(await screen.findByRole('button', { name: /Pay €2\.00 and book/ }));
    const busy = await screen.findByRole('button', { name: 'Booking…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(store.getState().preBooking.creation).toBe('loading');

    const [request] = to('POST', '/api/pre-booking');
    expect(request?.body).toEqual({
      name: 'Aino Asiakas',
      phone: '+358401234567',
      email: 'aino@example.fi',
      shopId,
      services: [{ id: haircutId, quantity: 1, addons: [{ id: washId, quantity: 1 }] }],
      additionalServices: [{ id: 'noWash', name: 'No wash' }],
      totalTimeRequires: 40,
      totalPrice: 42.6,
      date: '2026-11-26',
      time: '10:00',
    });
    expect(request?.headers.get('x-lang')).toBe('en');

    answer.resolve(created('https://checkout.example/session/cs_1'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.example/session/cs_1'),
    );
    expect(screen.getByText('Taking you to the payment…')).toBeTruthy();
    expect(store.getState().preBooking).toMatchObject({
      creation: 'fulfilled',
      selectedSlot: null,
      selectedDate: null,
    });
    // The order stays until the payment is through: a failed one may need a new time.
    expect(store.getState().cart.services).toHaveLength(1);
  });

  it("opens the failed payment page when the browser brings the page back from the provider's", async () => {
    const user = userEvent.setup();
    serve(() => created('https://checkout.example/session/cs_3'));
    const { router } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: /Pay €2\.00 and book/ }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/pre-orderconfirm');
    // The test DOM's PageTransitionEvent has no `persisted`: the browser's event as it comes.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/failed'));
    expect(router.state.location.search).toBe(`?booking=${bookingId}`);
  });

  it('sends the saved language, whatever it is', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('sv');
    const { to } = serve(() => created('https://checkout.example/session/cs_2'));
    renderConfirm();
    await user.click(await screen.findByRole('button', { name: /Betala .* och boka/ }));
    await waitFor(() => expect(to('POST', '/api/pre-booking')).toHaveLength(1));
    expect(to('POST', '/api/pre-booking')[0]?.headers.get('x-lang')).toBe('sv');
    await i18n.changeLanguage('en');
  });

  it('goes straight to the booking when there is no fee', async () => {
    const user = userEvent.setup();
    serve(() => created(null));
    const { store, router } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: /Pay €2\.00 and book/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe(`?booking=${bookingId}`);
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().cart.services).toEqual([]);
    expect(store.getState().preBooking.selectedSlot).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeTruthy();
  });

  it('sends the customer back to choose another time when the slot was taken, keeping the order', async () => {
    const user = userEvent.setup();
    serve(() =>
      jsonResponse(409, {
        ok: false,
        message: 'That time has just been booked',
        code: 'SLOT_TAKEN',
      }),
    );
    const { store, router } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: /Pay €2\.00 and book/ }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/prebooking/barbershop/${shopId}`),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That time was just taken');
    expect(alert.textContent).toContain('Your services are kept: pick another time.');
    expect(store.getState().cart.services.map((s) => s.id)).toEqual([haircutId]);
    expect(store.getState().preBooking).toMatchObject({
      creation: 'error',
      selectedSlot: null,
      selectedDate: '2026-11-26',
    });
    expect(notify.error).toHaveBeenCalledWith(
      'Someone booked that time a moment before you. Your services are kept: pick another time.',
    );
    expect(await screen.findByRole('button', { name: '11:00' })).toBeTruthy();
  });

  it('also sends the customer back when the time stopped being bookable', async () => {
    const user = userEvent.setup();
    serve(() =>
      jsonResponse(400, {
        ok: false,
        message: 'The shop is closed on that day',
        code: 'SLOT_NOT_BOOKABLE',
      }),
    );
    const { router } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: /Pay €2\.00 and book/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/prebooking/barbershop/${shopId}`),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That time can no longer be booked',
    );
    expect(await screen.findByRole('button', { name: '11:00' })).toBeTruthy();
  });

  it.each([
    [
      'TOO_MANY_REQUESTS',
      429,
      'Several bookings have been made at this shop from your connection just now. Please try again in a few minutes.',
    ],
    [
      'TOO_MANY_UNPAID_BOOKINGS',
      409,
      'You already have bookings at this shop waiting for payment. Pay for one of them, or let its time to pay run out, before booking another.',
    ],
    [
      'PHONE_BLOCKED',
      403,
      'This shop cannot take orders for this phone number online. Please contact the shop.',
    ],
  ])(
    'words the %s refusal in the page language and keeps the chosen time',
    async (code, status, text) => {
      const user = userEvent.setup();
      serve(() => jsonResponse(status, { ok: false, message: 'The server says no.', code }));
      const { store } = renderConfirm();
      await user.click(await screen.findByRole('button', { name: /Pay €2\.00 and book/ }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(notify.error).toHaveBeenLastCalledWith(text);
      expect(store.getState().preBooking.selectedSlot?.time).toBe('10:00');
    },
  );

  it("words any other refusal by its code, or falls back to the spec's text", async () => {
    const user = userEvent.setup();
    let answer = jsonResponse(400, {
      ok: false,
      message: 'The prices have changed. Please review it.',
      code: 'PRICES_CHANGED',
    });
    serve(() => answer);
    const { store } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: /Pay €2\.00 and book/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Prices have changed. Check your order and try again.',
    );
    expect(notify.error).toHaveBeenLastCalledWith(
      'Prices have changed. Check your order and try again.',
    );
    expect(store.getState().preBooking).toMatchObject({ creation: 'error' });
    expect(store.getState().preBooking.selectedSlot?.time).toBe('10:00');

    answer = jsonResponse(502, {});
    await user.click(payButton());
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('Failed to create order'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to create order');
  });

  it('names a refused detail and opens the details at that field', async () => {
    const user = userEvent.setup();
    serve(() =>
      jsonResponse(400, {
        ok: false,
        message: 'body.name: Too big: expected string to have <=100 characters',
        code: 'VALIDATION_FAILED',
        field: 'name',
      }),
    );
    // Details kept on this device from before the form held the limit.
    renderConfirm({ customer: { ...customer, name: 'A'.repeat(CUSTOMER_NAME_MAX + 20) } });
    await user.click(await screen.findByRole('button', { name: /Pay €2\.00 and book/ }));
    const message =
      'Your name was not accepted: it can be at most 100 characters. Edit your details and try again.';
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(notify.error).toHaveBeenLastCalledWith(message);
    expect(await screen.findByText('A name can be at most 100 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save details' })).toHaveProperty('disabled', true);
  });

  it('asks for an email before booking when the saved details have none', async () => {
    const user = userEvent.setup();
    const { to } = serve(() => created(null));
    const { store } = renderConfirm({ customer: customerWithDetails });

    expect(
      await screen.findByText('Add your email: your booking confirmation is sent there.'),
    ).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);
    await user.type(await screen.findByLabelText('Email'), 'aino@example.fi');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(store.getState().customer).toMatchObject({
      email: 'aino@example.fi',
      isEmailValid: true,
    });
    expect(await screen.findByText('aino@example.fi')).toBeTruthy();
    await user.click(payButton());
    await waitFor(() => expect(to('POST', '/api/pre-booking')).toHaveLength(1));
    expect(to('POST', '/api/pre-booking')[0]?.body).toMatchObject({ email: 'aino@example.fi' });
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeTruthy();
  });

  it('says there is no automatic refund for a time nearer than the refund window', async () => {
    serve(() => created(null));
    renderConfirm({
      preBooking: {
        ...preBooking,
        selectedDate: '2026-11-24',
        selectedSlot: { time: '17:00', startAt: '2026-11-24T15:00:00.000Z' },
      },
    });
    expect((await screen.findByTestId('free-cancellation')).textContent).toBe(
      "Your time is less than 24 hours away, so cancelling won't refund the booking fee " +
        'automatically. You can still ask the shop for a refund.',
    );
  });

  it('asks for a time first when none is chosen', async () => {
    serve(() => created(null));
    renderConfirm({ preBooking: { ...preBooking, selectedSlot: null } });
    expect(await screen.findByRole('heading', { name: 'Pick a time first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pick a time' })).toHaveProperty(
      'pathname',
      `/prebooking/barbershop/${shopId}`,
    );
  });

  it('books with the barber chosen, and names them beside the day and time', async () => {
    const user = userEvent.setup();
    const benId = 'b2b2b2b2-0000-4000-8000-000000000002';
    const team = ['Aino', 'Ben'].map((name, i) => ({
      id: i === 0 ? 'a1a1a1a1-0000-4000-8000-000000000001' : benId,
      name,
      role: 'barber' as const,
      avatar: null,
      workingToday: true,
      nextFreeAt: null,
      nextFreeRange: null,
      workingUntil: null,
    }));
    const { to } = bookingServer((request) => {
      if (request.url.pathname === `/api/shops/${shopId}`) {
        return jsonResponse(200, { ok: true, data: shopDetailFixture({ team }) });
      }
      if (request.method === 'POST') return created('https://checkout.example/session/cs_2');
      return undefined;
    });
    renderApp('/pre-orderconfirm', {
      customer,
      state: { cart: { ...cart, barberId: benId }, preBooking },
    });

    expect((await screen.findByTestId('confirm-barber')).textContent).toBe('Ben');
    await user.click(payButton());
    await waitFor(() => expect(to('POST', '/api/pre-booking')).toHaveLength(1));
    expect(to('POST', '/api/pre-booking')[0]?.body).toMatchObject({
      barberId: benId,
      time: '10:00',
    });
  });
});
