import type { BoardBooking, QueueBoard } from '@jono/contract/api/staff-queue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp, sessionFor } from '@/app/testing/render-app';
import { shopClock } from '@/lib/shop-time';
import { notify } from '@/lib/toast';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { testShopId } from '@/testing/sessions';
import { boardFixture, currentStatusFixture, staff } from '@/testing/staff-queue-fixtures';

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

const ids = {
  late: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  later: '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  inChair: '2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
  done: '3d4e5f6a-7b8c-4d9e-9f0a-2b3c4d5e6f7a',
};
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** A booking with a walk-in card's facts (what the customer ordered) and its own time. */
function booking(
  fields: Pick<BoardBooking, 'orderId' | 'customerName' | 'startAt' | 'stage'> &
    Partial<BoardBooking>,
): BoardBooking {
  const [walkIn] = boardFixture().waiting;
  if (!walkIn) throw new Error('the board fixture has nobody waiting');
  return {
    ...walkIn,
    isAtLocation: fields.stage !== 'booked',
    endAt: new Date(Date.parse(fields.startAt) + 40 * 60_000).toISOString(),
    barberId: null,
    barberName: null,
    startedAt: null,
    endedAt: null,
    ...fields,
  };
}

/** Today: one booked customer late (30 min ago), one later today, one in Bea's chair, one done. */
const bookings = (): BoardBooking[] => [
  booking({
    orderId: ids.done,
    customerName: 'Tuomas Done',
    startAt: minutes(-120),
    stage: 'completed',
    endedAt: minutes(-80),
  }),
  booking({
    orderId: ids.late,
    customerName: 'Matti Late',
    startAt: minutes(-30),
    stage: 'booked',
  }),
  booking({
    orderId: ids.inChair,
    customerName: 'Sanna Seated',
    startAt: minutes(-10),
    stage: 'in_service',
    barberId: staff.bea.userId,
    barberName: staff.bea.name,
    startedAt: minutes(-10),
  }),
  booking({
    orderId: ids.later,
    customerName: 'Liisa Later',
    startAt: minutes(120),
    stage: 'booked',
  }),
];

const boardPath = '/api/staff/queue';
const ok = (message: string) => jsonAnswer(200, { ok: true, message });

function server(
  board: () => QueueBoard = () => boardFixture({ bookings: bookings() }),
  other: (call: RecordedCall) => Response | undefined = () => undefined,
) {
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === boardPath) {
      return jsonAnswer(200, { ok: true, data: board() });
    }
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    return other(call) ?? errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

const renderBoard = () =>
  renderApp('/dashboard/appointments', {
    auth: {
      user: sessionFor('barber', staff.olli),
      isAuthenticated: true,
      isChecking: false,
    },
  });
const bookingCard = async (name: string) =>
  (await screen.findByRole(
    'article',
    { name: new RegExp(`${name}$`) },
    { timeout: 5000 },
  )) as HTMLElement;
const buttonsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe("today's bookings on the board", () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('lists them in time order beside the walk-ins, each with its next step', async () => {
    server();
    renderBoard();
    await bookingCard('Matti Late');
    const section = screen.getByRole('region', { name: /^Booked today/ });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      `Booked for ${shopClock(minutes(-120), 'Europe/Helsinki')}: Tuomas Done`,
      `Booked for ${shopClock(minutes(-30), 'Europe/Helsinki')}: Matti Late`,
      `Booked for ${shopClock(minutes(-10), 'Europe/Helsinki')}: Sanna Seated`,
      `Booked for ${shopClock(minutes(120), 'Europe/Helsinki')}: Liisa Later`,
    ]);
    expect(cards.map((card) => within(card).getByTestId('booking-stage').textContent)).toEqual([
      'Done',
      'Booked',
      'With Bea Barber',
      'Booked',
    ]);
    const [done, late, seated, later] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(buttonsOf(done)).toEqual([]);
    // Only a booking whose time has come can be a no-show.
    expect(buttonsOf(late)).toEqual(['Start', 'Check in', 'No-show']);
    expect(buttonsOf(later)).toEqual(['Start', 'Check in']);
    expect(buttonsOf(seated)).toEqual(['Finish']);
  });

  it("names the booked customer in a barber's chair, and says when a barber on a break is back", async () => {
    const back = minutes(25);
    server(() =>
      boardFixture({
        bookings: bookings(),
        inService: [],
        barbers: [
          { ...staff.bea, status: 'busy', breakEndsAt: null, servingOrderId: ids.inChair },
          { ...staff.olli, status: 'on_break', breakEndsAt: back, servingOrderId: null },
        ],
      }),
    );
    renderBoard();
    await bookingCard('Sanna Seated');
    const rows = within(screen.getByRole('region', { name: /^Barbers/ })).getAllByTestId('barber');
    const chairOf = (row: HTMLElement) => within(row).getByTestId('barber-chair').textContent;
    const byName = (name: string) =>
      rows.find((row) => row.textContent?.includes(name)) as HTMLElement;
    expect(chairOf(byName('Bea Barber'))).toBe('Serving Sanna Seated');
    const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    expect(chairOf(byName('Olli Owner'))).toBe(`Back at ${clock.format(new Date(back))}`);
    // The booked customer fills a chair as a walk-in does.
    expect(screen.getByTestId('stat-in-chairs').textContent).toBe('1 / 2');
    const chairs = screen.getByRole('region', { name: /^In the chairs/ });
    expect(within(chairs).queryByText('Every chair is free')).toBeNull();
    expect(within(chairs).getByTestId('booked-in-chair').textContent).toContain(
      'Bea Barber: Sanna Seated (booked)',
    );
  });

  it('warns before a walk-in is started into a booking, naming who else is free for it', async () => {
    // Liisa is booked in 15 minutes; Aino's 40-minute visit would still run then. Bea is
    // cutting Juha until 20 minutes from now, too late; Olli is free.
    server(() =>
      boardFixture({
        bookings: [
          booking({
            orderId: ids.later,
            customerName: 'Liisa Later',
            startAt: minutes(15),
            stage: 'booked',
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderBoard();
    const aino = await screen.findByRole('article', { name: 'Aino Virtanen' }, { timeout: 5000 });
    await user.click(within(aino).getByRole('button', { name: 'Start: Aino Virtanen' }));
    const dialog = screen.getByRole('dialog', { name: 'Who serves Aino Virtanen?' });
    const time = shopClock(minutes(15), 'Europe/Helsinki');
    expect(within(dialog).getByTestId('booking-clash').textContent).toBe(
      `A booking at ${time} (Liisa Later) starts before this service ends. Nobody else will be free for it by then: the booked customer would wait.`,
    );
  });

  it('checks a booked customer in, and starts one who is not here only after asking', async () => {
    const { callsTo } = server(undefined, (call) =>
      call.method === 'POST' ? ok('Done') : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    const later = await bookingCard('Liisa Later');

    await user.click(within(later).getByRole('button', { name: 'Check in: Liisa Later' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/bookings/${ids.later}/check-in`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Liisa Later checked in', {
        id: `board-${ids.later}`,
      }),
    );

    await user.click(within(later).getByRole('button', { name: 'Start: Liisa Later' }));
    const dialog = screen.getByRole('dialog', { name: 'Who serves Liisa Later?' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Liisa Later has not checked in. Start anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/bookings/${ids.later}/start`)).toHaveLength(1),
    );
    const [start] = callsTo('POST', `/api/staff/queue/bookings/${ids.later}/start`);
    expect(await start?.request.json()).toEqual({ barberId: staff.olli.userId });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finishes a booked service with an Undo in the toast for 10 seconds', async () => {
    const { callsTo } = server(undefined, (call) =>
      call.method === 'POST' ? ok('Done') : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    const seated = await bookingCard('Sanna Seated');
    await user.click(within(seated).getByRole('button', { name: 'Finish: Sanna Seated' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Sanna Seated served', {
        id: `board-${ids.inChair}`,
        duration: 10_000,
        action: { label: 'Undo', onClick: expect.any(Function) },
      }),
    );
    expect(callsTo('POST', `/api/staff/queue/bookings/${ids.inChair}/finish`)).toHaveLength(1);

    const [, options] = vi.mocked(notify.success).mock.calls[0] ?? [];
    options?.action?.onClick();
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/bookings/${ids.inChair}/undo`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Sanna Seated: undone', {
        id: `board-${ids.inChair}`,
      }),
    );
  });

  it('says in its own words when the barber is busy or the Undo came too late', async () => {
    server(undefined, (call) => {
      if (call.path.endsWith('/no-show')) return ok('Marked as a no-show');
      if (call.path.endsWith('/undo')) {
        return errorAnswer(
          409,
          'Only a finish or a no-show of the last 10 seconds',
          'UNDO_EXPIRED',
        );
      }
      if (call.path.endsWith('/start')) {
        return errorAnswer(409, 'Bea Barber is already serving a customer', 'BARBER_BUSY');
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderBoard();
    const late = await bookingCard('Matti Late');
    await user.click(within(late).getByRole('button', { name: 'Start: Matti Late' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Start anyway' }),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'That barber is serving another customer. Choose someone who is free.',
        { id: `board-${ids.late}` },
      ),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));

    await user.click(within(late).getByRole('button', { name: 'No-show: Matti Late' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Matti Late as a no-show?' });
    expect(
      within(dialog).getByText(
        'The booked time has come and they are not here. The booking closes as a no-show.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark no-show' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    const [, options] = vi.mocked(notify.success).mock.calls[0] ?? [];
    options?.action?.onClick();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Too late to undo: only the last 10 seconds can be taken back.',
        { id: `board-${ids.late}` },
      ),
    );
  });

  it('reads the board again when a booking changes anywhere', async () => {
    const { callsTo } = server();
    renderBoard();
    await bookingCard('Matti Late');
    const reads = callsTo('GET', boardPath).length;
    live.socket?.serverSends('staff:booking', {
      shopId: testShopId,
      kind: 'checked_in',
      bookingId: ids.later,
      date: '2026-11-25',
    });
    await waitFor(() => expect(callsTo('GET', boardPath).length).toBeGreaterThan(reads));
  });

  it('leaves the board be when someone joins a day’s waitlist: no chair is taken', async () => {
    const { callsTo } = server();
    renderBoard();
    await bookingCard('Matti Late');
    const reads = callsTo('GET', boardPath).length;
    live.socket?.serverSends('staff:booking', {
      shopId: testShopId,
      kind: 'waitlist_changed',
      date: '2026-11-25',
    });
    // A queue event sent after it is read at once: had the waitlist one been, two reads would show.
    live.socket?.serverSends('staff:queue', { shopId: testShopId, kind: 'joined' });
    await waitFor(() => expect(callsTo('GET', boardPath).length).toBeGreaterThan(reads));
    expect(callsTo('GET', boardPath)).toHaveLength(reads + 1);
  });
});

describe('big screen', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows when the next booked customer comes', async () => {
    const nextBookingAt = '2026-11-25T12:00:00.000Z';
    fakeServer((call) =>
      call.path === `/api/staff/current-status/${testShopId}`
        ? jsonAnswer(200, { ok: true, data: currentStatusFixture({ nextBookingAt }) })
        : errorAnswer(404, 'Not found', 'NOT_FOUND'),
    );
    renderApp(`/shop-currentstatus/${testShopId}`, { auth: authFor('barber') });
    expect((await screen.findByTestId('next-booking', {}, { timeout: 5000 })).textContent).toBe(
      'Next booked 14:00',
    );
  });
});
