import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { initialCartState } from '@/features/customer-cart/stores/cart-slice';
import {
  bookingServer,
  dayFixture,
  jsonResponse,
  monthFixture,
  type RecordedRequest,
} from '@/testing/booking-fixtures';
import { beardId, haircutId, shopDetailFixture, shopId } from '@/testing/queue-fixtures';

const shopPath = `/api/shops/${shopId}`;
const ainoId = 'a1a1a1a1-0000-4000-8000-000000000001';
const benId = 'b2b2b2b2-0000-4000-8000-000000000002';
const monthPath = `/api/pre-booking/availability/${shopId}/month`;
const dayPath = `/api/pre-booking/availability/${shopId}`;
const firstFreePath = `/api/pre-booking/availability/${shopId}/first-free`;

/** Free times per date; an order of 50 minutes or more no longer fits at 17:00. */
function timesOn(date: string, duration: number): string[] | 'fail' {
  if (date === '2026-11-27') return [];
  if (date === '2026-11-30') return 'fail';
  return duration >= 50 ? ['09:00', '09:30'] : ['09:00', '09:30', '17:00', '17:30'];
}

function serve(overrides: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return bookingServer((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    const { pathname, searchParams } = request.url;
    if (pathname === shopPath) return jsonResponse(200, { ok: true, data: shopDetailFixture() });
    if (pathname === monthPath) {
      const month = searchParams.get('month') ?? '';
      return jsonResponse(200, {
        ok: true,
        data: monthFixture({
          month,
          today: '2026-11-25',
          statuses: { '2026-11-28': 'full', '2026-11-29': 'closed' },
        }),
      });
    }
    if (pathname === dayPath) {
      const date = searchParams.get('date') ?? '';
      const duration = Number(searchParams.get('duration'));
      const times = timesOn(date, duration);
      if (times === 'fail') {
        return jsonResponse(500, { ok: false, message: 'Database unavailable', code: 'X' });
      }
      return jsonResponse(200, { ok: true, data: dayFixture(date, times, duration) });
    }
    return undefined;
  });
}

const queryOf = (requests: RecordedRequest[]) =>
  requests.map((r) => Object.fromEntries(r.url.searchParams));
const day = (date: string) => screen.getByTestId(`calendar-day-${date}`);
const continueButton = () =>
  within(screen.getByTestId('cart-bar')).getByRole('button', { name: 'Continue' });
const chosenTime = () => screen.getByTestId('chosen-time').textContent;

describe('/prebooking/barbershop/{id}', () => {
  beforeEach(() => {
    // 00:30 on Wednesday 25 Nov in Helsinki (still the 24th in UTC): tomorrow there is the 26th.
    vi.useFakeTimers({ now: new Date('2026-11-24T22:30:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens on tomorrow in the shop's time zone, with one slot's length before any service", async () => {
    const { to } = serve();
    const { store } = renderApp(`/prebooking/barbershop/${shopId}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jono 24/7 Barbers' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Free times on Thursday, 26 November 2026' }),
    ).toBeTruthy();
    expect(queryOf(to('GET', monthPath))).toContainEqual({ month: '2026-11', duration: '30' });
    expect(queryOf(to('GET', dayPath))).toContainEqual({ date: '2026-11-26', duration: '30' });
    expect(day('2026-11-26').getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().preBooking).toMatchObject({ shopId, selectedDate: '2026-11-26' });

    // Past, full and closed days are greyed out; today has passed for booking in this answer.
    expect(day('2026-11-24').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-11-28').getAttribute('aria-label')).toContain('fully booked');
    expect(day('2026-11-29').getAttribute('aria-label')).toContain('closed');
    expect(await screen.findByRole('button', { name: '17:00' })).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(
      within(screen.getByTestId('cart-bar')).getByText('Choose at least one service to book.'),
    ).toBeTruthy();
  });

  it('says before any form when the shop cannot take bookings here, and offers its queue', async () => {
    const { to } = serve(({ url }) =>
      url.pathname === shopPath
        ? jsonResponse(200, {
            ok: true,
            data: shopDetailFixture({
              booking: { ...shopDetailFixture().booking, takesBookings: false },
            }),
          })
        : undefined,
    );
    renderApp(`/prebooking/barbershop/${shopId}`);

    expect(
      await screen.findByRole('heading', { name: "Booking isn't available here right now" }),
    ).toBeTruthy();
    expect(screen.getByText(/Jono 24\/7 Barbers takes a booking fee online/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the queue instead' }).getAttribute('href')).toBe(
      `/barbershop/${shopId}`,
    );
    // No step to fill in, and no free times asked for.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(to('GET', monthPath)).toEqual([]);
    expect(to('GET', dayPath)).toEqual([]);
  });

  it("asks for the order's length, and drops a chosen time a longer order no longer fits", async () => {
    const user = userEvent.setup();
    const { to, requests } = serve();
    const { store } = renderApp(`/prebooking/barbershop/${shopId}`);

    await user.click(await screen.findByRole('button', { name: 'Add Beard trim' }));
    await waitFor(() =>
      expect(queryOf(to('GET', dayPath))).toContainEqual({
        date: '2026-11-26',
        duration: '20',
        services: beardId,
      }),
    );
    expect(queryOf(to('GET', monthPath))).toContainEqual({
      month: '2026-11',
      duration: '20',
      services: beardId,
    });
    await user.click(await screen.findByRole('button', { name: '17:00' }));
    expect(chosenTime()).toBe('Your time: Thursday, 26 November 2026, 17:00 - 17:20');
    expect(store.getState().preBooking.selectedSlot).toEqual({
      time: '17:00',
      startAt: '2026-11-26T15:00:00.000Z',
    });

    requests.length = 0;
    await user.click(screen.getByRole('button', { name: "Add Men's haircut" }));
    expect(
      await screen.findByText(
        '17:00 no longer fits your order, so it was unselected. Pick another time.',
      ),
    ).toBeTruthy();
    expect(queryOf(to('GET', dayPath))).toContainEqual({
      date: '2026-11-26',
      duration: '50',
      services: `${beardId},${haircutId}`,
    });
    expect(chosenTime()).toBe('No time picked yet.');
    expect(store.getState().preBooking.selectedSlot).toBeNull();
    expect(screen.queryByRole('button', { name: '17:00' })).toBeNull();
  });

  it('says when a day has no free times, and offers a retry when they fail to load', async () => {
    const user = userEvent.setup();
    let isDown = true;
    serve((request) =>
      request.url.pathname === dayPath &&
      request.url.searchParams.get('date') === '2026-11-30' &&
      !isDown
        ? jsonResponse(200, { ok: true, data: dayFixture('2026-11-30', ['12:00']) })
        : undefined,
    );
    renderApp(`/prebooking/barbershop/${shopId}`);

    await user.click(await screen.findByTestId('calendar-day-2026-11-27'));
    expect(await screen.findByText('No free times on this day')).toBeTruthy();
    expect(screen.getByText('Pick another day in the calendar.')).toBeTruthy();

    await user.click(day('2026-11-30'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the free times.");
    expect(alert.textContent).toContain('Database unavailable');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: '12:00' })).toBeTruthy();
  });

  it('continues to the confirmation only with a service, a time and details with an email', async () => {
    const user = userEvent.setup();
    serve();
    const { store, router } = renderApp(`/prebooking/barbershop/${shopId}`);

    await user.click(await screen.findByRole('button', { name: 'Add Beard trim' }));
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(
      within(screen.getByTestId('cart-bar')).getByText('Pick a day and a free time.'),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '09:30' }));
    await user.type(await screen.findByLabelText('Name'), 'Aino Asiakas');
    await user.type(screen.getByLabelText('Phone number'), '040 123 4567');
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(
      within(screen.getByTestId('cart-bar')).getByText(
        'Add your name, a valid phone number and your email to book.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'aino@example.fi');
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));

    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pre-orderconfirm'));
    expect(store.getState().customer).toMatchObject({
      name: 'Aino Asiakas',
      phone: '+358401234567',
      email: 'aino@example.fi',
      isEmailValid: true,
    });
    expect(store.getState().cart.services.map((s) => s.id)).toEqual([beardId]);
    expect(store.getState().preBooking.selectedSlot?.time).toBe('09:30');
    expect(await screen.findByTestId('confirm-time')).toHaveProperty(
      'textContent',
      '09:30 - 09:50',
    );
  });

  it('writes the chosen time on the night the clocks go forward as the clock will read', async () => {
    serve();
    renderApp(`/prebooking/barbershop/${shopId}`, {
      state: {
        cart: {
          ...initialCartState,
          shopId,
          services: [{ id: beardId, price: 25.3, duration: 50, quantity: 1, addons: [] }],
        },
        preBooking: {
          shopId,
          selectedDate: '2027-03-28',
          // 02:30 in Helsinki; at 03:00 the clocks jump to 04:00, so 50 minutes end at 04:20.
          selectedSlot: { time: '02:30', startAt: '2027-03-28T00:30:00.000Z' },
          creation: 'idle',
          error: null,
        },
      },
    });
    await waitFor(() =>
      expect(chosenTime()).toBe('Your time: Sunday, 28 March 2027, 02:30 - 04:20'),
    );
  });

  it('keeps the chosen day and time of an earlier visit (a reload)', async () => {
    const { to } = serve();
    renderApp(`/prebooking/barbershop/${shopId}`, {
      state: {
        cart: {
          ...initialCartState,
          shopId,
          services: [{ id: beardId, price: 25.3, duration: 20, quantity: 1, addons: [] }],
        },
        preBooking: {
          shopId,
          selectedDate: '2026-12-02',
          selectedSlot: { time: '09:30', startAt: '2026-12-02T07:30:00.000Z' },
          creation: 'idle',
          error: null,
        },
      },
    });
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeTruthy();
    await waitFor(() =>
      expect(chosenTime()).toBe('Your time: Wednesday, 2 December 2026, 09:30 - 09:50'),
    );
    expect(queryOf(to('GET', dayPath))).toContainEqual({
      date: '2026-12-02',
      duration: '20',
      services: beardId,
    });
    expect(
      (await screen.findByRole('button', { name: '09:30' })).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('sends an unknown shop to the not-found page', async () => {
    serve((request) =>
      request.url.pathname === shopPath
        ? jsonResponse(404, { ok: false, message: 'Shop not found', code: 'NOT_FOUND' })
        : undefined,
    );
    const { router } = renderApp(`/prebooking/barbershop/${shopId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-notfound'));
  });

  it('says when the shop could not be fetched, and tries again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    serve((request) =>
      request.url.pathname === shopPath && isDown
        ? jsonResponse(503, { ok: false, message: 'Down', code: 'SERVICE_UNAVAILABLE' })
        : undefined,
    );
    renderApp(`/prebooking/barbershop/${shopId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to fetch barber shop' }),
    ).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jono 24/7 Barbers' }),
    ).toBeTruthy();
  });

  it('books with a chosen barber: their free times, the time kept only if they have it, and their name in the summary', async () => {
    const user = userEvent.setup();
    const team = [
      {
        id: ainoId,
        name: 'Aino',
        role: 'owner' as const,
        avatar: null,
        workingToday: true,
        nextFreeAt: null,
        nextFreeRange: null,
        workingUntil: null,
      },
      {
        id: benId,
        name: 'Ben',
        role: 'barber' as const,
        avatar: null,
        workingToday: false,
        nextFreeAt: null,
        nextFreeRange: null,
        workingUntil: null,
      },
    ];
    const { to } = serve(({ url }) => {
      if (url.pathname === shopPath) {
        return jsonResponse(200, { ok: true, data: shopDetailFixture({ team }) });
      }
      if (url.pathname === firstFreePath) {
        const slot = (date: string, time: string) => ({
          ...(dayFixture(date, [time]).slots[0] ?? { time, startAt: '', endAt: '' }),
          date,
        });
        const today = slot('2026-11-25', '15:00');
        return jsonResponse(200, {
          ok: true,
          data: {
            timezone: 'Europe/Helsinki',
            any: today,
            barbers: [
              { barberId: ainoId, slot: today },
              { barberId: benId, slot: slot('2026-11-30', '12:00') },
            ],
          },
        });
      }
      // Ben works afternoons only.
      if (url.pathname === dayPath && url.searchParams.get('barberId') === benId) {
        const date = url.searchParams.get('date') ?? '';
        return jsonResponse(200, { ok: true, data: dayFixture(date, ['12:00', '17:00']) });
      }
      return undefined;
    });
    const { store } = renderApp(`/prebooking/barbershop/${shopId}`);

    const choice = await screen.findByRole('radiogroup', { name: 'Barber' });
    expect(within(choice).getByRole('radio', { name: /Any barber/ })).toHaveProperty(
      'checked',
      true,
    );
    // Each choice says when it is first free for this order, today's by time alone.
    expect(await within(choice).findByText('Every free time · next free today 15:00')).toBeTruthy();
    expect(within(choice).getByText('Owner · next free today 15:00')).toBeTruthy();
    expect(within(choice).getByText('Barber · next free Mon 30 Nov 12:00')).toBeTruthy();
    expect(queryOf(to('GET', firstFreePath))).toEqual([{ duration: '30' }]);
    await user.click(await screen.findByRole('button', { name: '09:30' }));

    // Not working today is no reason not to book him for another day.
    await user.click(within(choice).getByRole('radio', { name: /Ben/ }));
    await waitFor(() =>
      expect(queryOf(to('GET', dayPath))).toContainEqual({
        date: '2026-11-26',
        duration: '30',
        barberId: benId,
      }),
    );
    expect(queryOf(to('GET', monthPath))).toContainEqual({
      month: '2026-11',
      duration: '30',
      barberId: benId,
    });
    // 09:30 is not one of his times: it is dropped, and said so.
    expect(await screen.findByRole('button', { name: '12:00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '09:30' })).toBeNull();
    expect(store.getState().preBooking.selectedSlot).toBeNull();
    await user.click(screen.getByRole('button', { name: '12:00' }));
    expect(store.getState().cart.barberId).toBe(benId);
    expect(screen.getAllByText('With Ben').length).toBeGreaterThan(0);
  });

  it('prices each service as the chosen barber does it, "from" the lowest for any barber, and says who does not do one', async () => {
    const user = userEvent.setup();
    const member = (id: string, name: string) => ({
      id,
      name,
      role: 'barber' as const,
      avatar: null,
      workingToday: true,
      nextFreeAt: null,
      nextFreeRange: null,
      workingUntil: null,
    });
    const base = shopDetailFixture({ team: [member(ainoId, 'Aino'), member(benId, 'Ben')] });
    const [haircut, beard] = base.categories[0]?.services ?? [];
    if (!haircut || !beard) throw new Error('fixture changed');
    // Aino cuts hair in 45 minutes for 30.00 and trims no beards; Ben asks the catalogue's.
    const shop = {
      ...base,
      categories: [
        {
          ...base.categories[0],
          id: base.categories[0]?.id ?? '',
          name: 'Haircuts',
          services: [
            {
              ...haircut,
              barbers: [
                { barberId: ainoId, price: 30, duration: 45 },
                { barberId: benId, price: haircut.price, duration: haircut.duration },
              ],
            },
            { ...beard, barbers: [{ barberId: benId, price: beard.price, duration: 20 }] },
          ],
        },
      ],
    };
    const { to } = serve(({ url }) =>
      url.pathname === shopPath ? jsonResponse(200, { ok: true, data: shop }) : undefined,
    );
    renderApp(`/prebooking/barbershop/${shopId}`);

    const haircutRow = (await screen.findByRole('heading', { name: haircut.name })).closest('li');
    const beardRow = screen.getByRole('heading', { name: beard.name }).closest('li');
    if (!haircutRow || !beardRow) throw new Error('no rows');
    expect(within(haircutRow).getByText(/from €30\.00/)).toBeTruthy();
    expect(within(beardRow).getByText('€25.30')).toBeTruthy();

    await user.click(within(haircutRow).getByRole('button', { name: /Add/ }));
    // Free times are asked for at the catalogue's length with the services: each barber's
    // own length follows on the server.
    await waitFor(() =>
      expect(queryOf(to('GET', dayPath))).toContainEqual({
        date: '2026-11-26',
        duration: '30',
        services: haircut.id,
      }),
    );

    const choice = await screen.findByRole('radiogroup', { name: 'Barber' });
    await user.click(within(choice).getByRole('radio', { name: /Aino/ }));
    expect(within(haircutRow).getByText('€30.00')).toBeTruthy();
    expect(within(haircutRow).getByText(/45 min/)).toBeTruthy();
    expect(within(beardRow).getByText('Not done by the barber you chose')).toBeTruthy();
    await waitFor(() =>
      expect(queryOf(to('GET', dayPath))).toContainEqual({
        date: '2026-11-26',
        duration: '30',
        barberId: ainoId,
        services: haircut.id,
      }),
    );

    await user.click(within(beardRow).getByRole('button', { name: /Add/ }));
    // The choice says it too, beside the barber.
    expect(within(choice).getByText('Barber · does not do Beard trim')).toBeTruthy();
    expect(
      within(screen.getByTestId('cart-bar')).getByText(
        `Aino does not do ${beard.name}: choose another barber or any barber.`,
      ),
    ).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
  });
});
