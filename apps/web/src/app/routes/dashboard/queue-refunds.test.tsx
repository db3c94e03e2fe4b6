import type { RefundRequest } from '@jono/contract/api/staff-booking';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '@/app/store';
import { authFor, renderApp, testShopId } from '@/app/testing/render-app';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

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

const refundsPath = '/api/staff/refunds';
const ids = {
  aino: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  mikko: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  ville: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  bookingAino: '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a',
  bookingMikko: '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b',
} as const;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function request(overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    id: ids.aino,
    status: 'requested',
    amount: 2,
    currency: 'EUR',
    reason: 'My child fell ill this morning',
    rejectReason: null,
    createdAt: ago(125),
    handledAt: null,
    handledBy: null,
    booking: {
      id: ids.bookingAino,
      shortCode: 'K7M2QD',
      customerName: 'Aino Virtanen',
      phone: '+358401234567',
      date: '2027-03-12',
      timeRange: '10:00 - 10:40',
      status: 'cancelled',
      services: [
        { name: "Men's haircut", quantity: 1, addons: [] },
        { name: 'Beard trim', quantity: 2, addons: [] },
      ],
      additionalServices: [],
    },
    ...overrides,
  };
}

const mikkoRefunded = request({
  id: ids.mikko,
  status: 'refunded',
  reason: 'Train was cancelled',
  createdAt: ago(60 * 30),
  handledAt: ago(60 * 26),
  handledBy: 'Olli Owner',
  booking: { ...request().booking, id: ids.bookingMikko, customerName: 'Mikko Korhonen' },
});

const query = (call: RecordedCall | undefined) =>
  Object.fromEntries(new URL(call?.request.url ?? 'http://x/').searchParams);

/**
 * The staff API as the server keeps it: approving refunds, rejecting records the reason;
 * the list is filtered by the status asked for.
 */
function server({
  requests = [request(), mikkoRefunded],
  refuse,
  failFirstRead = false,
}: {
  requests?: RefundRequest[];
  refuse?: string;
  failFirstRead?: boolean;
} = {}) {
  let list = requests;
  let failRead = failFirstRead;
  const handle = (id: string, changes: Partial<RefundRequest>) => {
    list = list.map((r) =>
      r.id === id
        ? { ...r, ...changes, handledAt: new Date().toISOString(), handledBy: 'Test receptionist' }
        : r,
    );
    return jsonAnswer(200, { ok: true, message: 'ok', data: list.find((r) => r.id === id) });
  };
  const fake = fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    if (call.method === 'GET' && call.path === refundsPath) {
      if (failRead) {
        failRead = false;
        return errorAnswer(503, 'The database is not answering', 'SERVICE_UNAVAILABLE');
      }
      const { status } = query(call);
      return jsonAnswer(200, {
        ok: true,
        data: list.filter((r) => !status || r.status === status),
      });
    }
    if (call.method === 'POST') {
      if (refuse) return errorAnswer(409, refuse, 'CONFLICT');
      const [, , , , id, step] = call.path.split('/');
      if (id && step === 'approve') return handle(id, { status: 'refunded' });
      if (id && step === 'reject') {
        const { reason } = (await call.request.clone().json()) as { reason: string };
        return handle(id, { status: 'rejected', rejectReason: reason });
      }
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
  return {
    ...fake,
    add: (more: RefundRequest) => {
      list = [more, ...list];
    },
  };
}

const renderRefunds = (url = '/dashboard/queue-refundes') =>
  renderApp(url, { auth: authFor('receptionist') });

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
const card = async (name: string) =>
  (await screen.findByRole('article', { name }, { timeout: 5000 })) as HTMLElement;
const filterButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name });

describe('refunds page', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('lists the waiting requests with the order, amount, reason and age', async () => {
    const { callsTo } = server();
    renderRefunds();
    expect(
      await screen.findByRole(
        'status',
        { name: 'Loading the refund requests…' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const aino = await card('Aino Virtanen');
    expect(query(callsTo('GET', refundsPath)[0])).toEqual({ status: 'requested' });
    expect(filterButton('Waiting').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('refund')).toHaveLength(1);

    expect(within(aino).getByText('Asked 2 hr ago')).toBeTruthy();
    expect(within(aino).getByText('€2.00')).toBeTruthy();
    expect(within(aino).getByText('Waiting')).toBeTruthy();
    expect(within(aino).getByText('Fri 12 Mar · 10:00 - 10:40 · Cancelled')).toBeTruthy();
    expect(
      within(aino)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Men's haircut", 'Beard trim ×2']);
    expect(
      within(aino)
        .getByRole('link', { name: /Call Aino Virtanen/ })
        .getAttribute('href'),
    ).toBe('tel:+358401234567');
    expect(within(aino).getByText('My child fell ill this morning')).toBeTruthy();
  });

  it('says when there are no requests', async () => {
    server({ requests: [] });
    renderRefunds();
    expect(await screen.findByText('No refund requests', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says when loading failed and reads again on Try again', async () => {
    server({ failFirstRead: true });
    const user = userEvent.setup();
    renderRefunds();
    const alert = await screen.findByText(
      "Couldn't load the refund requests",
      {},
      { timeout: 5000 },
    );
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(box.textContent).toContain(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await card('Aino Virtanen')).toBeTruthy();
  });

  it('filters by status, kept in the address, and shows who handled each one', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    const { router } = renderRefunds();
    await card('Aino Virtanen');

    await user.click(filterButton('Refunded'));
    const mikko = await card('Mikko Korhonen');
    expect(query(callsTo('GET', refundsPath).at(-1))).toEqual({ status: 'refunded' });
    expect(router.state.location.search).toBe('?status=refunded');
    expect(within(mikko).getByTestId('refund-outcome').textContent).toBe(
      'Handled by Olli Owner yesterday',
    );
    expect(within(mikko).queryByRole('button', { name: /Approve/ })).toBeNull();

    await user.click(filterButton('Rejected'));
    expect(await screen.findByText('No refund requests with this status')).toBeTruthy();

    await user.click(filterButton('All'));
    await waitFor(() => expect(screen.getAllByTestId('refund')).toHaveLength(2));
    expect(query(callsTo('GET', refundsPath).at(-1))).toEqual({});
    expect(router.state.location.search).toBe('?status=all');
  });

  it('approves after a confirmation, and the row shows the refund', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderRefunds();
    const aino = await card('Aino Virtanen');
    const approve = within(aino).getByRole('button', { name: 'Approve: Aino Virtanen' });
    await user.click(approve);
    const dialog = screen.getByRole('dialog', { name: 'Refund €2.00 to Aino Virtanen?' });
    // The safe choice has the focus; going back changes nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Go back' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST', `${refundsPath}/${ids.aino}/approve`)).toHaveLength(0);

    await user.click(approve);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund €2.00' }),
    );
    await waitFor(() =>
      expect(callsTo('POST', `${refundsPath}/${ids.aino}/approve`)).toHaveLength(1),
    );
    expect(callsTo('POST', `${refundsPath}/${ids.aino}/approve`)[0]?.bearer).toBe(
      'token-receptionist',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(aino).findByText('Refunded')).toBeTruthy();
    expect(within(aino).getByTestId('refund-outcome').textContent).toBe(
      'Handled by Test receptionist just now',
    );
    expect(notify.success).toHaveBeenCalledWith('€2.00 refunded to Aino Virtanen', {
      id: `refund-${ids.aino}`,
    });
  });

  it('rejects with a reason the customer will read', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderRefunds();
    const aino = await card('Aino Virtanen');
    await user.click(within(aino).getByRole('button', { name: 'Reject: Aino Virtanen' }));
    const dialog = screen.getByRole('dialog', { name: "Reject Aino Virtanen's refund request?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText('Give a reason of at least 2 characters.')).toBeTruthy();
    expect(callsTo('POST', `${refundsPath}/${ids.aino}/reject`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Cancelled 10 minutes before');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await waitFor(() =>
      expect(callsTo('POST', `${refundsPath}/${ids.aino}/reject`)).toHaveLength(1),
    );
    expect(await callsTo('POST', `${refundsPath}/${ids.aino}/reject`)[0]?.request.json()).toEqual({
      reason: 'Cancelled 10 minutes before',
    });
    expect(await within(aino).findByText('Rejected: Cancelled 10 minutes before')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith("Aino Virtanen's refund request rejected", {
      id: `refund-${ids.aino}`,
    });
  });

  it('keeps the dialog and says why when the server refuses', async () => {
    server({ refuse: 'This refund was already handled' });
    const user = userEvent.setup();
    renderRefunds();
    const aino = await card('Aino Virtanen');
    await user.click(within(aino).getByRole('button', { name: 'Approve: Aino Virtanen' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund €2.00' }),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This changed in the meantime. Refresh the page and try again.',
        {
          id: `refund-${ids.aino}`,
        },
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(aino).getByText('Waiting')).toBeTruthy();
  });

  it('reads again when a refund is asked for or handled elsewhere, not on other booking news', async () => {
    const fake = server();
    const { store } = renderRefunds();
    await card('Aino Virtanen');
    const socket = live.socket;
    if (!socket) throw new Error('no socket');
    act(() => socket.connect());
    expect(socket.sentArgs('staff:watch')).toContainEqual(['token-receptionist']);
    await waitFor(() => expect(fake.callsTo('GET', refundsPath)).toHaveLength(2));

    const reads = fake.callsTo('GET', refundsPath).length;
    act(() =>
      socket.serverSends('staff:booking', {
        shopId: testShopId,
        kind: 'confirmed',
        bookingId: ids.bookingAino,
        date: '2027-03-12',
      }),
    );

    // Then a refund asked for: exactly one read follows, for it alone.
    fake.add(
      request({
        id: ids.ville,
        createdAt: ago(0),
        booking: { ...request().booking, customerName: 'Ville Uusi' },
      }),
    );
    act(() =>
      socket.serverSends('staff:booking', {
        shopId: testShopId,
        kind: 'refund_requested',
        bookingId: ids.bookingAino,
        date: '2027-03-12',
        customerName: 'Ville Uusi',
      }),
    );
    const ville = await card('Ville Uusi');
    expect(within(ville).getByText('Asked just now')).toBeTruthy();
    await readsSettled(store);
    expect(fake.callsTo('GET', refundsPath)).toHaveLength(reads + 1);
  });
});
