import type { DayReminders } from '@jono/contract/api/booking-reminders';
import type { StaffBooking } from '@jono/contract/api/staff-booking';
import type { StaffWaitlistEntry } from '@jono/contract/api/waitlist';
import { addDays } from '@jono/contract/rules/local-date';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '@/app/store';
import { authFor, renderApp, testShopId } from '@/app/testing/render-app';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { dayFixture } from '@/testing/booking-fixtures';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { booking, bookingIds, dayAnswer, minutesFromNow, shopToday } from './fixtures';

const live = vi.hoisted(() => ({ socket: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({
  realtimeSocket: () => {
    if (!live.socket) throw new Error('no fake socket');
    return live.socket.socket;
  },
}));
vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const listPath = '/api/staff/bookings';
const waitlistPath = '/api/staff/bookings/waitlist';
const query = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.request.url ?? 'http://x/').searchParams);

/**
 * The staff API: the day's list from `day(date, filters)`, the reminders sent for it, and
 * `other` for the rest.
 */
function server(
  day: (date: string, filters: Record<string, string>) => Response = (date) =>
    jsonAnswer(200, dayAnswer(date, [])),
  other: (call: RecordedCall) => Response | Promise<Response> | undefined = () => undefined,
  reminders: DayReminders['byBooking'] = {},
) {
  return fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === listPath) {
      const filters = query(call);
      return day(filters.date ?? '', filters);
    }
    if (call.method === 'GET' && call.path === '/api/staff/bookings/reminders') {
      return jsonAnswer(200, {
        ok: true,
        data: { timezone: 'Europe/Helsinki', byBooking: reminders },
      });
    }
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    const answer = await other(call);
    if (answer) return answer;
    // Nobody waits unless a test says otherwise.
    if (call.method === 'GET' && call.path === waitlistPath) {
      return jsonAnswer(200, { ok: true, data: { timezone: 'Europe/Helsinki', entries: [] } });
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

const today = shopToday();
const mikko = booking(today, {
  id: bookingIds.mikko,
  customerName: 'Mikko Korhonen',
  phone: '+358407654321',
  email: null,
  timeRange: '11:00 - 11:30',
  chair: 1,
  services: [{ name: 'Buzz cut', quantity: 1, addons: [] }],
  totalPrice: 25,
  totalDuration: 30,
  bookingFee: 2,
  paymentStatus: 'pending',
  status: 'pending_payment',
});
const aino = booking(today);
const emma = booking(today, {
  id: bookingIds.emma,
  customerName: 'Emma Nieminen',
  phone: '+358409998887',
  timeRange: '09:00 - 09:30',
  bookingFee: 0,
  paymentStatus: null,
  status: 'completed',
});
const dayOf = [emma, aino, mikko];
const dayCounts = { confirmed: 1, pending_payment: 1, completed: 1 };

function renderBookings(url = '/dashboard/manage-booking/bookings') {
  return renderApp(url, { auth: authFor('receptionist') });
}
const card = async (name: string) =>
  (await screen.findByRole('article', { name }, { timeout: 5000 })) as HTMLElement;
const lastList = (callsTo: (method: string, path: string) => RecordedCall[]) =>
  query(callsTo('GET', listPath).at(-1));

/**
 * Resolves once no read the page started is still running, nor one that RTK Query held back
 * until another had its answer: whatever an announcement set off has reached the server then.
 */
async function readsSettled(store: AppStore) {
  let running = store.dispatch(api.util.getRunningQueriesThunk());
  while (running.length > 0) {
    await act(async () => {
      await Promise.all(running);
    });
    running = store.dispatch(api.util.getRunningQueriesThunk());
  }
}

describe('bookings page: the day', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows a skeleton, then today’s bookings in the shop’s zone with everything the desk needs', async () => {
    const { callsTo } = server((date) => jsonAnswer(200, dayAnswer(date, dayOf, dayCounts)));
    renderBookings();
    expect(
      await screen.findByRole('status', { name: "Loading the day's bookings…" }, { timeout: 5000 }),
    ).toBeTruthy();

    const ainoCard = await card('Aino Virtanen');
    expect(lastList(callsTo)).toEqual({ date: today });
    expect(screen.getByRole('button', { name: 'Today' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Day')).toHaveProperty(
      'value',
      today.split('-').reverse().join('/'),
    );
    expect(
      screen.getAllByTestId('booking').map((row) => row.getAttribute('data-booking-id')),
    ).toEqual([bookingIds.emma, bookingIds.aino, bookingIds.mikko]);

    expect(within(ainoCard).getByText('10:00 - 10:40')).toBeTruthy();
    expect(within(ainoCard).getByText('Chair 1')).toBeTruthy();
    expect(
      within(within(ainoCard).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Men's haircut", 'Beard trim ×2']);
    expect(within(ainoCard).getByTestId('short-code').textContent).toBe('Code: K7M-2QD');
    const phone = within(ainoCard).getByRole('link', { name: /Call Aino Virtanen/ });
    expect(phone.getAttribute('href')).toBe('tel:+358401234567');
    expect(within(ainoCard).getByText(/40 min/).textContent).toContain('€42.60');
    expect(within(ainoCard).getByTestId('booking-fee').textContent).toBe(
      'Booking fee €2.00 · Paid',
    );
    expect(within(ainoCard).getByText('Confirmed')).toBeTruthy();

    const mikkoCard = await card('Mikko Korhonen');
    expect(within(mikkoCard).getByTestId('booking-fee').textContent).toBe(
      'Booking fee €2.00 · Awaiting payment',
    );
    // Waiting for payment: it can be cancelled, not completed yet.
    expect(within(mikkoCard).queryByRole('button', { name: /^Mark completed/ })).toBeNull();
    expect(
      within(mikkoCard).getByRole('button', { name: 'Cancel booking: Mikko Korhonen' }),
    ).toBeTruthy();

    const emmaCard = await card('Emma Nieminen');
    expect(within(emmaCard).getByTestId('booking-fee').textContent).toBe('No booking fee');
    // Done: nothing left to do on it.
    expect(within(emmaCard).queryAllByRole('button')).toHaveLength(0);

    const filter = screen.getByRole('group', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => `${button.textContent}:${button.getAttribute('aria-pressed')}`),
    ).toEqual([
      'All3:true',
      'Confirmed1:false',
      'Awaiting payment1:false',
      'Completed1:false',
      'No-show0:false',
      'Cancelled0:false',
    ]);
  });

  it('offers to settle a booking only once its time has come; cancelling is open before', async () => {
    const later = booking(today, {
      id: bookingIds.ville,
      customerName: 'Ville Uusi',
      timeRange: '18:00 - 18:40',
      startAt: minutesFromNow(90),
      endAt: minutesFromNow(130),
    });
    server((date) => jsonAnswer(200, dayAnswer(date, [aino, later], { confirmed: 2 })));
    renderBookings();
    const villeCard = await card('Ville Uusi');
    expect(within(villeCard).queryByRole('button', { name: /^Mark completed/ })).toBeNull();
    expect(within(villeCard).queryByRole('button', { name: /^No-show/ })).toBeNull();
    expect(
      within(villeCard).getByRole('button', { name: 'Cancel booking: Ville Uusi' }),
    ).toBeTruthy();
    const ainoCard = await card('Aino Virtanen');
    expect(
      within(ainoCard).getByRole('button', { name: 'Mark completed: Aino Virtanen' }),
    ).toBeTruthy();
    expect(within(ainoCard).getByRole('button', { name: 'No-show: Aino Virtanen' })).toBeTruthy();
  });

  it('names a booking whose details were wiped as such, with nobody to call', async () => {
    const wiped = booking(today, {
      id: bookingIds.ville,
      customerName: '',
      phone: '',
      email: null,
      status: 'completed',
    });
    server((date) => jsonAnswer(200, dayAnswer(date, [wiped], { completed: 1 })));
    renderBookings();
    const wipedCard = await card('Details deleted');
    expect(within(wipedCard).queryByRole('link', { name: /^Call/ })).toBeNull();
  });

  it('says when loading failed and reads again on Try again', async () => {
    let fail = true;
    const { callsTo } = server((date) =>
      fail
        ? errorAnswer(503, 'The database is not answering', 'SERVICE_UNAVAILABLE')
        : jsonAnswer(200, dayAnswer(date, [aino], { confirmed: 1 })),
    );
    const user = userEvent.setup();
    renderBookings();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain("Couldn't load the bookings");
    expect(alert.textContent).toContain(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Aino Virtanen')).toBeTruthy();
    expect(callsTo('GET', listPath).length).toBeGreaterThanOrEqual(2);
  });

  it('filters by status with the day’s counts, and says so when none match', async () => {
    const { callsTo } = server((date, filters) => {
      const chosen = dayOf.filter((b) => !filters.status || b.status === filters.status);
      return jsonAnswer(200, dayAnswer(date, chosen, dayCounts));
    });
    const user = userEvent.setup();
    const { router } = renderBookings();
    await card('Aino Virtanen');

    await user.click(screen.getByRole('button', { name: 'Awaiting payment 1' }));
    await waitFor(() => expect(screen.getAllByTestId('booking')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Mikko Korhonen' })).toBeTruthy();
    expect(lastList(callsTo)).toEqual({ date: today, status: 'pending_payment' });
    expect(router.state.location.search).toBe('?status=pending_payment');
    expect(
      screen.getByRole('button', { name: 'Awaiting payment 1' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Cancelled 0' }));
    expect(
      await screen.findByText('No bookings with the status Cancelled on this day'),
    ).toBeTruthy();
    expect(lastList(callsTo)).toEqual({ date: today, status: 'cancelled' });

    await user.click(screen.getByRole('button', { name: 'All 3' }));
    await waitFor(() => expect(screen.getAllByTestId('booking')).toHaveLength(3));
  });

  it('searches by name or phone once the typing stops', async () => {
    const { callsTo } = server((date, filters) => {
      // Like the server: a name part, or the digits of a phone in any format.
      const q = filters.q?.toLowerCase() ?? '';
      const digits = q.replace(/\D/g, '').replace(/^0/, '');
      const found = dayOf.filter(
        (b) =>
          b.customerName.toLowerCase().includes(q) ||
          (digits.length >= 3 && b.phone.replace(/\D/g, '').includes(digits)),
      );
      return jsonAnswer(200, dayAnswer(date, found, dayCounts));
    });
    const user = userEvent.setup();
    renderBookings();
    await card('Aino Virtanen');
    const reads = callsTo('GET', listPath).length;

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or phone' }), 'mikko');
    await waitFor(() => expect(screen.getAllByTestId('booking')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Mikko Korhonen' })).toBeTruthy();
    // One read for the whole word, not one per key.
    expect(callsTo('GET', listPath).slice(reads).map(query)).toEqual([{ date: today, q: 'mikko' }]);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '0409998887');
    expect(await screen.findByRole('article', { name: 'Emma Nieminen' })).toBeTruthy();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Zorro');
    expect(await screen.findByText('No bookings match “Zorro” on this day')).toBeTruthy();
  });

  it('steps through days with the buttons and the date input, and back to today', async () => {
    const { callsTo } = server((date) =>
      jsonAnswer(200, dayAnswer(date, date === today ? [aino] : [])),
    );
    const user = userEvent.setup();
    const { router } = renderBookings();
    await card('Aino Virtanen');

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No bookings on this day')).toBeTruthy();
    expect(lastList(callsTo)).toEqual({ date: addDays(today, 1) });
    expect(router.state.location.search).toBe(`?date=${addDays(today, 1)}`);

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(lastList(callsTo)).toEqual({ date: addDays(today, -1) }));

    // A day typed the English way, day first.
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '14/2/2027');
    await waitFor(() => expect(lastList(callsTo)).toEqual({ date: '2027-02-14' }));
    expect(screen.getByRole('heading', { level: 2, name: /14 February 2027/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await card('Aino Virtanen')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('opens the day named in the address', async () => {
    const { callsTo } = server((date) => jsonAnswer(200, dayAnswer(date, [])));
    renderBookings('/dashboard/manage-booking/bookings?date=2027-03-05&status=cancelled');
    expect(
      await screen.findByText(
        'No bookings with the status Cancelled on this day',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(lastList(callsTo)).toEqual({ date: '2027-03-05', status: 'cancelled' });
  });

  it('is not for barbers', async () => {
    server();
    renderApp('/dashboard/manage-booking/bookings', { auth: authFor('barber') });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'You are not allowed to open this page',
    );
  });
});

describe('bookings page: the steps', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    live.socket = null;
  });

  /** The day as the server keeps it: a step changes the booking it names. */
  function serverWithSteps(refuse?: string) {
    let day: StaffBooking[] = [aino, mikko];
    const answerWith = (id: string, changes: Partial<StaffBooking>) => {
      day = day.map((b) => (b.id === id ? { ...b, ...changes } : b));
      return jsonAnswer(200, { ok: true, message: 'ok', data: day.find((b) => b.id === id) });
    };
    return server(
      (date) => jsonAnswer(200, dayAnswer(date, day)),
      (call) => {
        if (call.method !== 'POST') return undefined;
        if (refuse) return errorAnswer(409, refuse, 'CONFLICT');
        const [, , , , id, step] = call.path.split('/');
        if (!id) return undefined;
        if (step === 'complete') return answerWith(id, { status: 'completed' });
        if (step === 'no-show') return answerWith(id, { status: 'no_show' });
        if (step === 'cancel') {
          return answerWith(id, { status: 'cancelled', paymentStatus: 'refunded' });
        }
        return undefined;
      },
    );
  }

  it('marks a booking completed and the list reads again', async () => {
    const { callsTo } = serverWithSteps();
    const user = userEvent.setup();
    renderBookings();
    const ainoCard = await card('Aino Virtanen');
    const reads = callsTo('GET', listPath).length;
    await user.click(
      within(ainoCard).getByRole('button', { name: 'Mark completed: Aino Virtanen' }),
    );
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/bookings/${bookingIds.aino}/complete`)).toHaveLength(1),
    );
    expect(callsTo('POST', `/api/staff/bookings/${bookingIds.aino}/complete`)[0]?.bearer).toBe(
      'token-receptionist',
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith("Aino Virtanen's booking completed", {
        id: `booking-${bookingIds.aino}`,
      }),
    );
    await waitFor(() => expect(callsTo('GET', listPath).length).toBeGreaterThan(reads));
    await waitFor(() => expect(within(ainoCard).getByText('Completed')).toBeTruthy());
    expect(within(ainoCard).queryAllByRole('button')).toHaveLength(0);
  });

  it('marks a no-show after a confirmation whose safe choice has the focus', async () => {
    const { callsTo } = serverWithSteps();
    const user = userEvent.setup();
    renderBookings();
    const ainoCard = await card('Aino Virtanen');
    await user.click(within(ainoCard).getByRole('button', { name: 'No-show: Aino Virtanen' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Aino Virtanen as a no-show?' });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep booking' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark no-show' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/bookings/${bookingIds.aino}/no-show`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(ainoCard).findByText('No-show')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Aino Virtanen marked as a no-show', {
      id: `booking-${bookingIds.aino}`,
    });
  });

  it('cancels with a reason, telling that the paid fee goes back in full', async () => {
    const { callsTo } = serverWithSteps();
    const user = userEvent.setup();
    renderBookings();
    const ainoCard = await card('Aino Virtanen');
    const cancelButton = within(ainoCard).getByRole('button', {
      name: 'Cancel booking: Aino Virtanen',
    });
    await user.click(cancelButton);
    const dialog = screen.getByRole('dialog', { name: "Cancel Aino Virtanen's booking?" });
    expect(
      within(dialog).getByText(
        'The booking fee of €2.00 is refunded in full, because the shop cancels.',
      ),
    ).toBeTruthy();

    // Escape leaves it as it was, and the focus goes back.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cancelButton);

    await user.click(cancelButton);
    const again = screen.getByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(again).findByText('Give a reason of at least 2 characters.')).toBeTruthy();
    expect(callsTo('POST', `/api/staff/bookings/${bookingIds.aino}/cancel`)).toHaveLength(0);

    await user.click(within(again).getByRole('button', { name: 'Barber is ill' }));
    await user.click(within(again).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/bookings/${bookingIds.aino}/cancel`)).toHaveLength(1),
    );
    expect(
      await callsTo('POST', `/api/staff/bookings/${bookingIds.aino}/cancel`)[0]?.request.json(),
    ).toEqual({ reason: 'Barber is ill' });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        "Aino Virtanen's booking cancelled and the fee refunded",
        { id: `booking-${bookingIds.aino}` },
      ),
    );
    expect(await within(ainoCard).findByText('Cancelled')).toBeTruthy();
    expect(within(ainoCard).getByTestId('booking-fee').textContent).toBe(
      'Booking fee €2.00 · Refunded',
    );
  });

  it('moves a booking still to come to a free time of its barber that day; one under way does not move', async () => {
    const later = booking(shopToday(), {
      id: bookingIds.ville,
      customerName: 'Ville Uusi',
      timeRange: '18:00 - 18:40',
      startAt: minutesFromNow(90),
      endAt: minutesFromNow(130),
    });
    const { callsTo } = server(
      (date) => jsonAnswer(200, dayAnswer(date, [aino, later], { confirmed: 2 })),
      (call) => {
        if (call.path === `/api/pre-booking/availability/${testShopId}`) {
          const date = query(call).date ?? '';
          return jsonAnswer(200, { ok: true, data: dayFixture(date, ['10:30', '11:00'], 40) });
        }
        return call.method === 'POST' && call.path.endsWith('/move')
          ? jsonAnswer(200, { ok: true, message: 'ok', data: later })
          : undefined;
      },
    );
    const user = userEvent.setup();
    renderBookings();
    const villeCard = await card('Ville Uusi');
    expect(
      within(await card('Aino Virtanen')).queryByRole('button', { name: /^Move:/ }),
    ).toBeNull();
    await user.click(within(villeCard).getByRole('button', { name: 'Move: Ville Uusi' }));
    const dialog = screen.getByRole('dialog', { name: "Move Ville Uusi's booking" });
    const tomorrow = addDays(shopToday(), 1);
    const day = within(dialog).getByRole('textbox', { name: /New day/ });
    await user.clear(day);
    await user.type(day, tomorrow.split('-').reverse().join('/'));
    // The times are Olli's, whom the customer named: no time is typed.
    const times = await within(dialog).findByRole('list', { name: 'Free times with Olli' });
    await user.click(within(times).getByRole('button', { name: '10:30' }));
    const availability = callsTo('GET', `/api/pre-booking/availability/${testShopId}`).at(-1);
    expect(query(availability)).toMatchObject({
      date: tomorrow,
      duration: '40',
      barberId: 'b1b1b1b1-0000-4000-8000-000000000001',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    const movePath = `/api/staff/bookings/${bookingIds.ville}/move`;
    await waitFor(() => expect(callsTo('POST', movePath)).toHaveLength(1));
    expect(await callsTo('POST', movePath)[0]?.request.json()).toEqual({
      date: tomorrow,
      time: '10:30',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Typing a day and a time key by key is the slow part on a loaded machine.
  }, 20_000);

  it('says there is nothing to refund when the fee was not paid', async () => {
    serverWithSteps();
    const user = userEvent.setup();
    renderBookings();
    const mikkoCard = await card('Mikko Korhonen');
    await user.click(
      within(mikkoCard).getByRole('button', { name: 'Cancel booking: Mikko Korhonen' }),
    );
    expect(
      within(screen.getByRole('dialog')).getByText(
        'No booking fee was paid, so there is nothing to refund.',
      ),
    ).toBeTruthy();
  });

  it('says in its own words when a step is refused', async () => {
    serverWithSteps('This booking is already cancelled');
    const user = userEvent.setup();
    renderBookings();
    const ainoCard = await card('Aino Virtanen');
    await user.click(
      within(ainoCard).getByRole('button', { name: 'Mark completed: Aino Virtanen' }),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This changed in the meantime. Refresh the page and try again.',
        {
          id: `booking-${bookingIds.aino}`,
        },
      ),
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(
      within(ainoCard).getByRole('button', { name: 'Mark completed: Aino Virtanen' }),
    ).toHaveProperty('disabled', false);
  });
});

describe('bookings page: live', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.success).mockClear();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('reads the shown day again when a booking of it changes, and toasts a new confirmed one', async () => {
    let day: StaffBooking[] = [aino];
    const { callsTo } = server((date) =>
      jsonAnswer(200, dayAnswer(date, date === today ? day : [])),
    );
    const { store } = renderBookings();
    await card('Aino Virtanen');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');

    act(() => fake.connect());
    expect(fake.sentArgs('staff:watch')).toContainEqual(['token-receptionist']);
    // Joining the room reads the day again: whatever happened meanwhile was told to nobody.
    await waitFor(() => expect(callsTo('GET', listPath)).toHaveLength(2));

    const ville = booking(today, {
      id: bookingIds.ville,
      customerName: 'Ville Uusi',
      timeRange: '15:00 - 15:30',
    });
    day = [aino, ville];
    act(() =>
      fake.serverSends('staff:booking', {
        shopId: testShopId,
        kind: 'confirmed',
        bookingId: bookingIds.ville,
        date: today,
        customerName: 'Ville Uusi',
      }),
    );
    expect(await card('Ville Uusi')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith(
      expect.stringMatching(/^New booking: Ville Uusi, /),
      { id: `booking-${bookingIds.ville}` },
    );

    // Another day's change, or another shop's, does not touch this list.
    const reads = callsTo('GET', listPath).length;
    act(() =>
      fake.serverSends('staff:booking', {
        shopId: testShopId,
        kind: 'cancelled',
        bookingId: bookingIds.emma,
        date: addDays(today, 3),
      }),
    );
    act(() =>
      fake.serverSends('staff:booking', {
        shopId: 'another-shop',
        kind: 'created',
        bookingId: bookingIds.emma,
        date: today,
      }),
    );
    // Then one of the shown day: exactly one read follows, for it alone.
    day = [aino];
    act(() =>
      fake.serverSends('staff:booking', {
        shopId: testShopId,
        kind: 'cancelled',
        bookingId: bookingIds.ville,
        date: today,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ville Uusi' })).toBeNull());
    await readsSettled(store);
    expect(callsTo('GET', listPath)).toHaveLength(reads + 1);
  });
});

describe('bookings page: reminders', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows per booking which reminders went out, when and how, and a push that failed', async () => {
    server((date) => jsonAnswer(200, dayAnswer(date, dayOf, dayCounts)), undefined, {
      [aino.id]: [
        {
          offsetMinutes: 1440,
          status: 'sent',
          channel: 'push',
          pushFailed: false,
          sentAt: '2026-11-24T08:00:00.000Z',
        },
        {
          offsetMinutes: 120,
          status: 'sent',
          channel: 'email',
          pushFailed: true,
          sentAt: '2026-11-25T06:00:00.000Z',
        },
      ],
    });
    renderBookings();
    const ainoCard = await card('Aino Virtanen');
    const sent = await within(ainoCard).findByRole(
      'list',
      { name: 'Reminders' },
      { timeout: 5000 },
    );
    const lines = within(sent)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      '24 hrs reminder · 24 Nov 2026, 10:00 · on the phone',
      '2 hrs reminder · 25 Nov 2026, 08:00 · by email (push did not reach the phone)',
    ]);
    // A booking with none sent shows no reminder list.
    expect(
      within(await card('Mikko Korhonen')).queryByRole('list', { name: 'Reminders' }),
    ).toBeNull();
  }, 15_000);
});

describe('bookings page: waiting for a time', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.success).mockClear();
  });
  afterEach(() => {
    live.socket = null;
  });

  const entryIds = ['5e0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea1', '5e0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2'];
  const waiting = (overrides: Partial<StaffWaitlistEntry> = {}): StaffWaitlistEntry => ({
    id: entryIds[0] ?? '',
    customerName: 'Liisa Odottaja',
    phone: '+358401112223',
    services: [{ name: 'Haircut', quantity: 1 }],
    askedAt: '2026-11-24T08:15:00.000Z',
    channels: ['email', 'push'],
    state: 'waiting',
    offeredUntil: null,
    ...overrides,
  });
  const section = async () =>
    (await screen.findByRole('region', { name: 'Waiting for a time' })) as HTMLElement;

  it('lists the day’s people in order with services, channels and the offer; says when nobody waits', async () => {
    const entries = [
      waiting({ state: 'offered', offeredUntil: '2026-11-24T12:40:00.000Z', channels: ['push'] }),
      waiting({ id: entryIds[1], customerName: 'Pekka Toinen', channels: ['email'] }),
    ];
    const { callsTo } = server(undefined, (call) =>
      call.path === waitlistPath
        ? jsonAnswer(200, {
            ok: true,
            data: {
              timezone: 'Europe/Helsinki',
              entries: query(call).date === today ? entries : [],
            },
          })
        : undefined,
    );
    renderBookings();
    const region = await section();
    const rows = await within(region).findAllByTestId('waitlist-entry');
    expect(rows.map((row) => within(row).getByText(/Odottaja|Toinen/).textContent)).toEqual([
      'Liisa Odottaja',
      'Pekka Toinen',
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Offered until 14:40')).toBeTruthy();
    expect(within(first).getByText('Haircut')).toBeTruthy();
    expect(within(first).getByText('Notification')).toBeTruthy();
    expect(within(first).getByText(/^Asked .*10:15$/)).toBeTruthy();
    expect(within(second).getByText('Waiting')).toBeTruthy();
    expect(within(second).getByText('Email')).toBeTruthy();
    expect(query(callsTo('GET', waitlistPath).at(-1))).toEqual({ date: today });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next day' }));
    expect(await within(region).findByText('Nobody is waiting for this day.')).toBeTruthy();
  });

  it('takes a person off after a confirmation, and reads the list again', async () => {
    let entries = [waiting()];
    const { callsTo } = server(undefined, (call) => {
      if (call.path === waitlistPath) {
        return jsonAnswer(200, { ok: true, data: { timezone: 'Europe/Helsinki', entries } });
      }
      if (call.method === 'DELETE' && call.path === `${waitlistPath}/${entryIds[0]}`) {
        entries = [];
        return jsonAnswer(200, { ok: true, message: 'Taken off the waitlist' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderBookings();
    const region = await section();
    await user.click(
      await within(region).findByRole('button', {
        name: 'Remove Liisa Odottaja from the waitlist',
      }),
    );
    expect(callsTo('DELETE', `${waitlistPath}/${entryIds[0]}`)).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: 'Remove for good' }));
    expect(await within(region).findByText('Nobody is waiting for this day.')).toBeTruthy();
    expect(callsTo('DELETE', `${waitlistPath}/${entryIds[0]}`)).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Liisa Odottaja is off the waitlist.');
  });

  it('says when the list could not be read and reads again on Try again; a booking or waitlist event of the day re-reads it', async () => {
    let isDown = true;
    const { callsTo } = server(undefined, (call) => {
      if (call.path !== waitlistPath) return undefined;
      return isDown
        ? errorAnswer(500, 'Boom', 'INTERNAL_ERROR')
        : jsonAnswer(200, { ok: true, data: { timezone: 'Europe/Helsinki', entries: [] } });
    });
    const user = userEvent.setup();
    renderBookings();
    const region = await section();
    expect(await within(region).findByText('The waitlist could not be loaded.')).toBeTruthy();
    isDown = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Nobody is waiting for this day.')).toBeTruthy();

    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    await waitFor(() => expect(callsTo('GET', waitlistPath).length).toBeGreaterThanOrEqual(3));
    const reads = callsTo('GET', waitlistPath).length;
    act(() =>
      fake.serverSends('staff:booking', {
        shopId: testShopId,
        kind: 'created',
        bookingId: bookingIds.emma,
        date: today,
      }),
    );
    await waitFor(() => expect(callsTo('GET', waitlistPath)).toHaveLength(reads + 1));

    // Someone joined the day's waitlist (no booking made): the list reads again, no toast.
    act(() =>
      fake.serverSends('staff:booking', {
        shopId: testShopId,
        kind: 'waitlist_changed',
        date: today,
      }),
    );
    await waitFor(() => expect(callsTo('GET', waitlistPath)).toHaveLength(reads + 2));
    expect(notify.success).not.toHaveBeenCalled();
  });
});
