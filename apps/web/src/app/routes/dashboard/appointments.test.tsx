import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '@/app/store';
import { renderApp, sessionFor } from '@/app/testing/render-app';
import type { AuthState } from '@/features/staff-auth/stores/auth-slice';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { deferred } from '@/testing/deferred';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { testShopId } from '@/testing/sessions';
import { boardFixture, orders, staff } from '@/testing/staff-queue-fixtures';

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

const boardPath = '/api/staff/queue';
const ok = (message: string) => jsonAnswer(200, { ok: true, message });

/** The staff API: the board (from `board()`, read on every call), messages, and `other`. */
function server(
  board: () => QueueBoard = () => boardFixture(),
  other: (call: RecordedCall) => Response | Promise<Response> | undefined = () => undefined,
) {
  return fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === boardPath) {
      return jsonAnswer(200, { ok: true, data: board() });
    }
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    return (await other(call)) ?? errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

const signedIn = (
  role: 'owner' | 'barber' | 'receptionist',
  person?: { userId: string; name: string },
): AuthState => ({
  user: sessionFor(role, person ?? {}),
  isAuthenticated: true,
  isChecking: false,
});

function renderBoard(auth: AuthState = signedIn('receptionist')) {
  return renderApp('/dashboard/appointments', { auth });
}

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

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
/** The first render loads the lazy dashboard chunks, which takes a while when cold. */
const waitingCard = async (name: string) =>
  (await screen.findByRole('article', { name }, { timeout: 5000 })) as HTMLElement;

describe('appointments board: what it shows', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('lists the waiting customers in order with what they ordered and when they start', async () => {
    server();
    renderBoard();
    const aino = await waitingCard('Aino Virtanen');
    const waiting = section('Waiting');
    expect(
      within(waiting)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Aino Virtanen', 'Mikko Korhonen', 'Emma Nieminen']);

    expect(
      within(within(aino).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Men's haircut", 'Beard trim ×2']);
    expect(within(aino).getByTestId('short-code').textContent).toBe('Code: K7M-2QD');
    expect(
      within(aino).getByText('Place in queue', { exact: false }).parentElement?.textContent,
    ).toBe('Place in queue 1');
    expect(within(aino).getByText('Not here yet')).toBeTruthy();
    expect(within(aino).getByTestId('waited').textContent).toBe('Waited 12 mins');
    // 14:44 UTC is 16:44 in Helsinki.
    expect(within(aino).getByText('Starts ~16:44')).toBeTruthy();
    expect(within(aino).getByText(/40 mins · €42.60/)).toBeTruthy();

    const mikko = await waitingCard('Mikko Korhonen');
    expect(within(mikko).getByText('Checked in')).toBeTruthy();
    const emma = await waitingCard('Emma Nieminen');
    expect(within(emma).getByText('Start time not known')).toBeTruthy();
    expect(within(emma).getByText('Moved up: Has a train to catch')).toBeTruthy();
  });

  it('shows who sits in which chair with the time left, today’s finished and the barbers', async () => {
    server();
    renderBoard();
    await waitingCard('Aino Virtanen');

    // The same count and words as the queue page: the chairs whose barber is at work.
    expect(screen.getByTestId('stat-in-chairs').parentElement?.textContent).toContain(
      '2 of 3 chairs in use',
    );
    const chairs = section('In the chairs');
    const juha = within(chairs).getByRole('article', { name: 'Juha Mäkinen' });
    expect(within(juha).getByText('Bea Barber')).toBeTruthy();
    expect(within(juha).getByTestId('time-left').textContent).toMatch(/^(20:00|19:5\d) left$/);

    // Finished visits first; the ones that never happened stand apart under their own heading.
    const finishedToday = section('Finished today');
    const visitsOf = (list: HTMLElement) =>
      within(list)
        .getAllByTestId('finished-entry')
        .map((row) => row.textContent);
    expect(visitsOf(within(finishedToday).getByRole('list', { name: 'Finished visits' }))).toEqual([
      expect.stringContaining('Sofia HämäläinenServed'),
    ]);
    const notServed = within(finishedToday).getByRole('list', { name: 'Cancelled and no-shows' });
    expect(
      within(finishedToday).getByRole('heading', { name: 'Cancelled and no-shows' }),
    ).toBeTruthy();
    expect(visitsOf(notServed)).toEqual([
      expect.stringContaining('Lauri LaineCancelled'),
      expect.stringContaining('Venla HeikkinenNo-show'),
    ]);
    const [cancelled, noShow] = within(notServed).getAllByTestId('finished-entry');
    expect(within(cancelled as HTMLElement).getByText('Reason: Customer left')).toBeTruthy();
    // A no-show's reason is the status itself; it is not repeated.
    expect(within(noShow as HTMLElement).queryByText(/Reason/)).toBeNull();

    const barbers = within(section('Barbers')).getAllByTestId('barber');
    // Each row reads: avatar initials, name, live status, their own line, whom they serve.
    expect(barbers.map((row) => row.textContent)).toEqual([
      'BBBea BarberBusy1 waiting for themServing Juha Mäkinen',
      'OOOlli OwnerAvailable0 waiting for themFree',
    ]);

    expect(screen.getByTestId('stat-waiting').textContent).toBe('3');
    expect(screen.getByTestId('stat-in-chairs').textContent).toBe('1 / 2');
    expect(screen.getByTestId('stat-newcomer-wait').textContent).toBe('25 mins');
  });

  it('puts a barber’s own chair first and marks it as theirs', async () => {
    const board = boardFixture();
    const olliServing = {
      ...(board.inService[0] as QueueBoard['inService'][number]),
      orderId: orders.sofia,
      customerName: 'Sofia Hämäläinen',
      barberId: staff.olli.userId,
      barberName: staff.olli.name,
      startedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    };
    server(() => ({ ...board, inService: [...board.inService, olliServing] }));
    renderBoard(signedIn('owner', staff.olli));
    await waitingCard('Aino Virtanen');
    const chairs = within(section('In the chairs')).getAllByTestId('in-service-entry');
    expect(chairs.map((chair) => chair.getAttribute('data-order-id'))).toEqual([
      orders.sofia,
      orders.juha,
    ]);
    expect(within(chairs[0] as HTMLElement).getByText('(you)')).toBeTruthy();
  });

  it("keeps the viewer's own next step at hand on a phone: their customer, else the next", async () => {
    server();
    const barber = renderBoard(signedIn('barber', staff.bea));
    await waitingCard('Aino Virtanen');
    const bar = () => screen.getByText(/^(In your chair|Next in line)$/).closest('div');
    expect(bar()?.textContent).toBe('In your chairJuha MäkinenFinish');
    expect(
      within(bar() as HTMLElement)
        .getByRole('button')
        .getAttribute('aria-label'),
    ).toBe('Finish: Juha Mäkinen');
    barber.unmount();

    renderBoard(signedIn('owner', staff.olli));
    await waitingCard('Aino Virtanen');
    expect(bar()?.textContent).toBe('Next in lineAino VirtanenStart next');
  });

  it('says when nobody waits, nobody is in a chair and nothing has finished', async () => {
    server(() => boardFixture({ waiting: [], inService: [], finished: [] }));
    renderBoard();
    expect(await screen.findByText('Nobody is waiting', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Every chair is free')).toBeTruthy();
    expect(screen.getByText('Nobody has finished yet today.')).toBeTruthy();
  });
});

describe('appointments board: the steps', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('starts a customer with the barber chosen, the viewer by default', async () => {
    const { callsTo } = server(undefined, (call) =>
      call.method === 'POST' ? ok('Service started') : undefined,
    );
    const user = userEvent.setup();
    renderBoard(signedIn('owner', staff.olli));
    const aino = await waitingCard('Aino Virtanen');

    await user.click(within(aino).getByRole('button', { name: 'Start: Aino Virtanen' }));
    const dialog = screen.getByRole('dialog', { name: 'Who serves Aino Virtanen?' });
    const olli = within(dialog).getByRole('radio', { name: /Olli Owner/ });
    expect(olli).toHaveProperty('checked', true);
    // Bea is serving Juha: she cannot be chosen.
    expect(within(dialog).getByRole('radio', { name: /Bea Barber/ })).toHaveProperty(
      'disabled',
      true,
    );

    // Aino has not checked in: the dialog asks to confirm starting her anyway.
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Aino Virtanen has not checked in. Start anyway?',
    );
    const boardReads = callsTo('GET', boardPath).length;
    await user.click(within(dialog).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/${orders.aino}/start`)).toHaveLength(1),
    );
    const [start] = callsTo('POST', `/api/staff/queue/${orders.aino}/start`);
    expect(await start?.request.json()).toEqual({ barberId: staff.olli.userId });
    expect(start?.bearer).toBe('token-owner');
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Aino Virtanen is now with Olli Owner', {
        id: `board-${orders.aino}`,
      }),
    );
    // The board is read again after a step, and the dialog closes.
    await waitFor(() => expect(callsTo('GET', boardPath).length).toBeGreaterThan(boardReads));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a receptionist start with the free barber, and keeps the dialog on a refusal', async () => {
    const { callsTo } = server(undefined, (call) =>
      call.method === 'POST'
        ? errorAnswer(409, 'Olli Owner is already serving a customer', 'BARBER_BUSY')
        : undefined,
    );
    const user = userEvent.setup();
    renderBoard(signedIn('receptionist'));
    const mikko = await waitingCard('Mikko Korhonen');
    await user.click(within(mikko).getByRole('button', { name: 'Start: Mikko Korhonen' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /Olli Owner/ })).toHaveProperty(
      'checked',
      true,
    );
    // Mikko asked for Bea, who is busy: the desk may start him with Olli, told whose he is.
    expect(within(dialog).getByTestId('asked-for-another').textContent).toBe(
      'Mikko Korhonen asked for Bea Barber. Start them with another barber only if they agree.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start service' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'That barber is serving another customer. Choose someone who is free.',
        { id: `board-${orders.mikko}` },
      ),
    );
    expect(callsTo('POST', `/api/staff/queue/${orders.mikko}/start`)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers a free barber for the next customer, not the one just picked', async () => {
    // Both barbers are free: Bea would be offered first, but the receptionist picks Olli.
    let board = boardFixture({
      inService: [],
      barbers: [
        { ...staff.bea, status: 'available', breakEndsAt: null, servingOrderId: null },
        { ...staff.olli, status: 'available', breakEndsAt: null, servingOrderId: null },
      ],
    });
    const { callsTo } = server(
      () => board,
      (call) => {
        if (call.method !== 'POST') return undefined;
        // Olli takes Aino.
        const [aino, ...rest] = board.waiting;
        board = {
          ...board,
          waiting: rest,
          inService: aino
            ? [
                {
                  ...aino,
                  barberId: staff.olli.userId,
                  barberName: staff.olli.name,
                  startedAt: aino.joinedAt,
                  endsAt: aino.joinedAt,
                },
              ]
            : [],
          barbers: [
            { ...staff.bea, status: 'available', breakEndsAt: null, servingOrderId: null },
            { ...staff.olli, status: 'busy', breakEndsAt: null, servingOrderId: orders.aino },
          ],
        };
        return ok('Service started');
      },
    );
    const user = userEvent.setup();
    renderBoard(signedIn('receptionist'));
    const aino = await waitingCard('Aino Virtanen');
    await user.click(within(aino).getByRole('button', { name: 'Start: Aino Virtanen' }));
    await user.click(screen.getByRole('radio', { name: /Olli Owner/ }));
    // Aino has not checked in, so starting her is confirmed as such.
    await user.click(screen.getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', `/api/staff/queue/${orders.aino}/start`)).toHaveLength(1);

    const mikko = await waitingCard('Mikko Korhonen');
    await waitFor(() =>
      expect(
        within(section('Waiting')).queryByRole('article', { name: 'Aino Virtanen' }),
      ).toBeNull(),
    );
    await user.click(within(mikko).getByRole('button', { name: 'Start: Mikko Korhonen' }));
    const dialog = screen.getByRole('dialog', { name: 'Who serves Mikko Korhonen?' });
    expect(within(dialog).getByRole('radio', { name: /Bea Barber/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Start service' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('finishes a service, busy until the server answers', async () => {
    const answer = deferred<Response>();
    const { callsTo } = server(undefined, (call) =>
      call.path === `/api/staff/queue/${orders.juha}/finish` ? answer.promise : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    const juha = await screen.findByRole('article', { name: 'Juha Mäkinen' }, { timeout: 5000 });
    await user.click(within(juha).getByRole('button', { name: 'Finish: Juha Mäkinen' }));

    const busy = within(juha).getByRole('button', { name: 'Finishing…: Juha Mäkinen' });
    expect(busy).toHaveProperty('disabled', true);
    expect(callsTo('POST', `/api/staff/queue/${orders.juha}/finish`)).toHaveLength(1);

    answer.resolve(ok('Service finished'));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Juha Mäkinen served', {
        id: `board-${orders.juha}`,
        duration: 10_000,
        action: { label: 'Undo', onClick: expect.any(Function) },
      }),
    );
    expect(within(juha).getByRole('button', { name: 'Finish: Juha Mäkinen' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says in the reader’s words when a step is refused', async () => {
    server(undefined, (call) =>
      call.path.endsWith('/finish')
        ? errorAnswer(409, 'Cannot finish the service: this customer is still waiting', 'CONFLICT')
        : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    const juha = await screen.findByRole('article', { name: 'Juha Mäkinen' }, { timeout: 5000 });
    await user.click(within(juha).getByRole('button', { name: 'Finish: Juha Mäkinen' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This changed in the meantime. Refresh the page and try again.',
        { id: `board-${orders.juha}` },
      ),
    );
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('cancels with a reason, asked for in a dialog that Escape closes', async () => {
    const { callsTo } = server(undefined, (call) =>
      call.method === 'POST' ? ok('Cancelled') : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    const emma = await waitingCard('Emma Nieminen');
    const cancelButton = within(emma).getByRole('button', { name: 'Cancel: Emma Nieminen' });

    await user.click(cancelButton);
    expect(screen.getByRole('dialog', { name: "Cancel Emma Nieminen's visit?" })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cancelButton);

    await user.click(cancelButton);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    expect(await within(dialog).findByText('Give a reason of at least 2 characters.')).toBeTruthy();
    expect(callsTo('POST', `/api/staff/queue/${orders.emma}/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Felt unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/${orders.emma}/cancel`)).toHaveLength(1),
    );
    expect(
      await callsTo('POST', `/api/staff/queue/${orders.emma}/cancel`)[0]?.request.json(),
    ).toEqual({ reason: 'Felt unwell' });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith("Emma Nieminen's visit cancelled", {
        id: `board-${orders.emma}`,
      }),
    );
  });

  it('fills the reason from a ready-made one', async () => {
    const { callsTo } = server(undefined, (call) =>
      call.method === 'POST' ? ok('Cancelled') : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    const aino = await waitingCard('Aino Virtanen');
    await user.click(within(aino).getByRole('button', { name: 'Cancel: Aino Virtanen' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Customer left' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/${orders.aino}/cancel`)).toHaveLength(1),
    );
    expect(
      await callsTo('POST', `/api/staff/queue/${orders.aino}/cancel`)[0]?.request.json(),
    ).toEqual({ reason: 'Customer left' });
  });

  it('keeps the reason being typed when the board is read again meanwhile', async () => {
    let board = boardFixture();
    const { callsTo } = server(() => board);
    const user = userEvent.setup();
    renderBoard();
    const emma = await waitingCard('Emma Nieminen');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    await waitFor(() => expect(callsTo('GET', boardPath)).toHaveLength(2));

    await user.click(within(emma).getByRole('button', { name: 'Cancel: Emma Nieminen' }));
    const reason = within(screen.getByRole('dialog')).getByLabelText('Reason');
    await user.type(reason, 'Felt unw');
    // Someone joins at the door: the board is read again, its times (and so every entry) new.
    const later = boardFixture();
    const newcomer = {
      ...(later.waiting[2] as QueueBoard['waiting'][number]),
      orderId: 'a7c5e9b1-2d4f-4a6c-8e0b-3f5a7c9e1b2d',
      customerName: 'Ville Uusi',
      position: 4,
    };
    board = { ...later, waiting: [...later.waiting, newcomer] };
    act(() => fake.serverSends('staff:queue', { shopId: testShopId, kind: 'joined' }));
    expect(await waitingCard('Ville Uusi')).toBeTruthy();
    expect(reason).toHaveProperty('value', 'Felt unw');
  });

  it('calls a customer to the chair, shows when, and only then lets a no-show be marked', async () => {
    // 14:02 UTC is 16:02 on the shop's clock in Helsinki (UTC+2 in November).
    const calledAt = '2026-11-22T14:02:00.000Z';
    let board = boardFixture();
    const { callsTo } = server(
      () => board,
      (call) => {
        if (call.method !== 'POST') return undefined;
        if (call.path.endsWith('/call')) {
          board = boardFixture({
            waiting: board.waiting.map((entry) =>
              entry.orderId === orders.aino
                ? { ...entry, call: { calledAt, callCount: 1, chair: null, barberName: null } }
                : entry,
            ),
          });
          return ok('Customer called');
        }
        return ok('Marked as a no-show');
      },
    );
    const user = userEvent.setup();
    renderBoard();
    let aino = await waitingCard('Aino Virtanen');
    const noShow = () => within(aino).getByRole('button', { name: 'No-show: Aino Virtanen' });
    expect(noShow()).toHaveProperty('disabled', true);
    expect(noShow().getAttribute('title')).toBe(
      'Call the customer first: a no-show is marked only after a call',
    );
    expect(within(aino).queryByTestId('called-at')).toBeNull();

    await user.click(within(aino).getByRole('button', { name: 'Call: Aino Virtanen' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/${orders.aino}/call`)).toHaveLength(1),
    );
    expect(
      await callsTo('POST', `/api/staff/queue/${orders.aino}/call`)[0]?.request.json(),
    ).toEqual({});
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Aino Virtanen called to the chair', {
        id: `board-${orders.aino}`,
      }),
    );
    aino = await waitingCard('Aino Virtanen');
    expect((await within(aino).findByTestId('called-at')).textContent).toBe('Called 16:02');
    expect(within(aino).getByRole('button', { name: 'Call again: Aino Virtanen' })).toBeTruthy();
    await waitFor(() => expect(noShow()).toHaveProperty('disabled', false));

    await user.click(noShow());
    const dialog = screen.getByRole('dialog', { name: 'Mark Aino Virtanen as a no-show?' });
    // The safe choice has the focus.
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep in queue' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark no-show' }));
    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/${orders.aino}/no-show`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Aino Virtanen marked as a no-show', {
        id: `board-${orders.aino}`,
        duration: 10_000,
        action: { label: 'Undo', onClick: expect.any(Function) },
      }),
    );
  });

  it('blocks a waiting customer’s number after a confirmation, all by keyboard', async () => {
    const { callsTo } = server(undefined, (call) =>
      call.method === 'POST' && call.path === '/api/staff/blocked-phones'
        ? jsonAnswer(201, {
            ok: true,
            message: 'The number is blocked',
            data: {
              id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
              phone: '+358401234567',
              createdAt: new Date().toISOString(),
              cancelledEntries: 1,
              cancelledBookings: 0,
            },
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    const aino = await waitingCard('Aino Virtanen');
    const block = within(aino).getByRole('button', { name: 'Block number: Aino Virtanen' });
    block.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Block +358 40 1234567?' });
    expect(dialog.textContent).toContain('Aino Virtanen leaves the queue');
    // The safe choice has the focus, and Escape keeps the customer.
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep in queue' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST', '/api/staff/blocked-phones')).toHaveLength(0);

    block.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Block number' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo('POST', '/api/staff/blocked-phones')).toHaveLength(1));
    expect(await callsTo('POST', '/api/staff/blocked-phones')[0]?.request.json()).toEqual({
      phone: '+358401234567',
    });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('+358 40 1234567 is blocked', {
        id: `board-${orders.aino}`,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers blocking a number to the owner and the receptionist, not to a barber', async () => {
    server();
    renderBoard(signedIn('barber', staff.bea));
    const aino = await waitingCard('Aino Virtanen');
    expect(within(aino).queryByRole('button', { name: /^Block number/ })).toBeNull();
  });

  it('moves a checked-in customer up, ahead of the one chosen, with a reason', async () => {
    const { callsTo } = server(undefined, (call) =>
      call.method === 'POST' ? ok('Moved up') : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    await waitingCard('Aino Virtanen');
    // Only Mikko has checked in with someone waiting ahead of him.
    expect(
      screen.getAllByRole('button', { name: /^Move up:/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Move up: Mikko Korhonen']);

    await user.click(screen.getByRole('button', { name: 'Move up: Mikko Korhonen' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Mikko Korhonen up' });
    const ahead = within(dialog).getByLabelText('Move ahead of') as HTMLSelectElement;
    expect([...ahead.options].map((option) => option.textContent)).toEqual(['1. Aino Virtanen']);
    await user.type(within(dialog).getByLabelText('Reason'), 'Booked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Move up' }));

    await waitFor(() =>
      expect(callsTo('POST', `/api/staff/queue/${orders.mikko}/move-up`)).toHaveLength(1),
    );
    expect(
      await callsTo('POST', `/api/staff/queue/${orders.mikko}/move-up`)[0]?.request.json(),
    ).toEqual({ beforeOrderId: orders.aino, reason: 'Booked by phone' });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Mikko Korhonen moved ahead of Aino Virtanen', {
        id: `board-${orders.mikko}`,
      }),
    );
  });
});

describe('appointments board: live', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('joins the staff room and reads the board again when the shop’s queue changes', async () => {
    let board = boardFixture();
    const { callsTo } = server(() => board);
    const { store } = renderBoard(signedIn('receptionist'));
    await waitingCard('Aino Virtanen');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');

    act(() => fake.connect());
    expect(fake.sentArgs('staff:watch')).toContainEqual(['token-receptionist']);
    await waitFor(() => expect(callsTo('GET', boardPath)).toHaveLength(2));

    const newcomer = {
      ...(board.waiting[2] as QueueBoard['waiting'][number]),
      orderId: 'a7c5e9b1-2d4f-4a6c-8e0b-3f5a7c9e1b2d',
      customerName: 'Ville Uusi',
      position: 4,
      reorderReason: null,
    };
    board = { ...board, waiting: [...board.waiting, newcomer] };
    act(() =>
      fake.serverSends('staff:queue', {
        shopId: testShopId,
        kind: 'joined',
        orderId: newcomer.orderId,
        customerName: 'Ville Uusi',
      }),
    );
    expect(await waitingCard('Ville Uusi')).toBeTruthy();
    expect(screen.getByTestId('stat-waiting').textContent).toBe('4');

    // Another shop's announcement is none of this board's business.
    const reads = callsTo('GET', boardPath).length;
    act(() => fake.serverSends('staff:queue', { shopId: 'another-shop', kind: 'joined' }));
    // Then this shop's: exactly one read follows, for it alone.
    board = { ...board, waiting: board.waiting.filter((entry) => entry !== newcomer) };
    act(() =>
      fake.serverSends('staff:queue', {
        shopId: testShopId,
        kind: 'left',
        orderId: newcomer.orderId,
        customerName: 'Ville Uusi',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('stat-waiting').textContent).toBe('3'));
    await readsSettled(store);
    expect(callsTo('GET', boardPath)).toHaveLength(reads + 1);
  });

  it('says when it is not live and reads again on reconnect', async () => {
    const { callsTo } = server();
    renderBoard();
    await waitingCard('Aino Virtanen');
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    act(() => fake.connect());
    expect(await screen.findByText('Live')).toBeTruthy();
    act(() => fake.disconnect());
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    const reads = callsTo('GET', boardPath).length;
    act(() => fake.connect());
    await waitFor(() => expect(callsTo('GET', boardPath).length).toBeGreaterThan(reads));
    expect(fake.sentArgs('staff:watch').length).toBeGreaterThanOrEqual(2);

    // The server's node lost the others for a while: the board reads again.
    const readsBeforeResync = callsTo('GET', boardPath).length;
    act(() => fake.serverSends('live:resync'));
    await waitFor(() =>
      expect(callsTo('GET', boardPath).length).toBeGreaterThan(readsBeforeResync),
    );
  });
});
