import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionFor } from '@/app/testing/render-app';
import { notify } from '@/lib/toast';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { testShopId } from '@/testing/sessions';
import { serviceIds, shopDetail } from '@/testing/shops';
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

const deskShop = shopDetail({
  id: testShopId,
  team: [
    {
      id: staff.bea.userId,
      name: staff.bea.name,
      role: 'barber',
      avatar: null,
      workingToday: true,
      nextFreeAt: null,
      nextFreeRange: null,
      workingUntil: null,
    },
    {
      id: staff.olli.userId,
      name: staff.olli.name,
      role: 'owner',
      avatar: null,
      workingToday: false,
      nextFreeAt: null,
      nextFreeRange: null,
      workingUntil: null,
    },
  ],
});

/** The board, the shop's catalogue and team, and whatever `other` answers. */
function server(other: (call: RecordedCall) => Response | undefined = () => undefined) {
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/staff/queue') {
      return jsonAnswer(200, { ok: true, data: boardFixture() });
    }
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    if (call.method === 'GET' && call.path === `/api/shops/${testShopId}`) {
      return jsonAnswer(200, { ok: true, data: deskShop });
    }
    return other(call) ?? errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
}

const renderBoard = () =>
  renderApp('/dashboard/appointments', {
    auth: { user: sessionFor('receptionist'), isAuthenticated: true, isChecking: false },
  });

const addPath = `/api/staff/desk/${testShopId}/walk-ins`;
const placeAnswer = {
  ok: true,
  message: 'Added to the queue',
  data: {
    orderId: 'c7bbb7cd-68b0-4b5e-bf86-6633480693ae',
    shortCode: 'K7M2QD',
    status: 'waiting',
    position: 4,
    waitingTime: 50,
    estimatedStart: null,
    estimatedEnd: null,
    estimatedRange: null,
    isAtLocation: true,
  },
};

describe('the desk on the board', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows whose line each customer waits in, and each barber's line", async () => {
    server();
    renderBoard();
    const mikko = await screen.findByRole('article', { name: 'Mikko Korhonen' }, { timeout: 5000 });
    const line = within(mikko).getByRole('combobox', { name: 'Barber for Mikko Korhonen' });
    expect((line as HTMLSelectElement).value).toBe(staff.bea.userId);
    const aino = screen.getByRole('article', { name: 'Aino Virtanen' });
    expect(
      (
        within(aino).getByRole('combobox', {
          name: 'Barber for Aino Virtanen',
        }) as HTMLSelectElement
      ).value,
    ).toBe('');
    expect(screen.getByTestId('any-barber-line').textContent).toBe('2 waiting for any barber');
  });

  it('moves a waiting customer to another barber’s line', async () => {
    const { callsTo } = server((call) =>
      call.method === 'PATCH'
        ? jsonAnswer(200, { ok: true, message: 'Barber changed' })
        : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    const aino = await screen.findByRole('article', { name: 'Aino Virtanen' }, { timeout: 5000 });
    await user.selectOptions(
      within(aino).getByRole('combobox', { name: 'Barber for Aino Virtanen' }),
      `Waits for ${staff.olli.name}`,
    );
    await waitFor(() =>
      expect(callsTo('PATCH', `/api/staff/queue/${orders.aino}/barber`)).toHaveLength(1),
    );
    const [call] = callsTo('PATCH', `/api/staff/queue/${orders.aino}/barber`);
    expect(await call?.request.json()).toEqual({ barberId: staff.olli.userId });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Aino Virtanen now waits for Olli Owner'),
    );
  });

  it('adds a walk-in with a name and a service, without a phone, and tells the code', async () => {
    const { callsTo } = server((call) =>
      call.method === 'POST' && call.path === addPath ? jsonAnswer(201, placeAnswer) : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Add walk-in' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a walk-in to the queue' });

    // Nothing is sent without a name and a service.
    await user.click(within(dialog).getByRole('button', { name: 'Add to queue' }));
    expect(within(dialog).getByText('Enter the customer’s name')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one service')).toBeTruthy();
    expect(callsTo('POST', addPath)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Matti');
    await user.click(within(dialog).getByRole('button', { name: /^Haircut/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Hair wash/ }));
    await user.click(within(dialog).getByRole('switch', { name: 'No hair wash' }));
    // Today's barbers: one who is not working cannot be chosen.
    expect(
      (within(dialog).getByRole('radio', { name: /Olli Owner/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Bea Barber/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to queue' }));

    await waitFor(() => expect(callsTo('POST', addPath)).toHaveLength(1));
    expect(await callsTo('POST', addPath)[0]?.request.json()).toEqual({
      name: 'Matti',
      services: [
        { id: serviceIds.cut, quantity: 1, addons: [{ id: serviceIds.wash, quantity: 1 }] },
      ],
      additionalServices: [{ id: 'noWash', name: 'No wash' }],
      barberId: staff.bea.userId,
    });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Matti added to the queue, code K7M-2QD'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why when the queue is closed, and keeps the form', async () => {
    server((call) =>
      call.method === 'POST' && call.path === addPath
        ? errorAnswer(409, 'The shop is not taking walk-ins right now', 'SHOP_CLOSED')
        : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Add walk-in' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a walk-in to the queue' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Matti');
    await user.click(within(dialog).getByRole('button', { name: /^Haircut/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to queue' }));
    expect(
      await within(dialog).findByText(
        'The queue is closed right now, so the customer cannot be added.',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Matti',
    );
  });
});
