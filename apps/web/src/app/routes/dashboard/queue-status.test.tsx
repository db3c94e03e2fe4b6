import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { notify } from '@/lib/toast';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { boardFixture } from '@/testing/staff-queue-fixtures';

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

const statusPath = '/api/staff/queue-status';
const blockedPath = '/api/staff/blocked-phones';
const blockIds = {
  first: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  second: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
};

/**
 * The staff API as the server keeps it: PATCH queue-status applies the change and answers
 * the new board (a manual state wins; automatic is open here, as in opening hours).
 */
function server({ refuse }: { refuse?: string } = {}) {
  let board: QueueBoard = boardFixture();
  let blocked = [
    { id: blockIds.first, phone: '+358401112233', createdAt: '2026-11-20T08:30:00.000Z' },
    { id: blockIds.second, phone: '+358409998877', createdAt: '2026-11-18T12:05:00.000Z' },
  ];
  const fake = fakeServer(async (call) => {
    if (call.method === 'GET' && call.path === blockedPath) {
      return jsonAnswer(200, { ok: true, data: blocked });
    }
    if (call.method === 'DELETE' && call.path.startsWith(`${blockedPath}/`)) {
      blocked = blocked.filter((b) => call.path !== `${blockedPath}/${b.id}`);
      return jsonAnswer(200, { ok: true, message: 'The number may order again' });
    }
    if (call.method === 'GET' && call.path === '/api/staff/queue') {
      return jsonAnswer(200, { ok: true, data: board });
    }
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: [], unread: 0 });
    }
    if (call.method === 'PATCH' && call.path === statusPath) {
      if (refuse) return errorAnswer(403, refuse, 'FORBIDDEN');
      const changes = (await call.request.clone().json()) as {
        override?: QueueBoard['shop']['queueStateOverride'];
        queueLimit?: number | null;
      };
      const shop = { ...board.shop };
      if (changes.override !== undefined) {
        shop.queueStateOverride = changes.override;
        shop.queueState = changes.override ?? 'open';
      }
      if (changes.queueLimit !== undefined) shop.queueLimit = changes.queueLimit ?? 15;
      board = { ...board, shop };
      return jsonAnswer(200, { ok: true, data: board });
    }
    return errorAnswer(404, 'Not found', 'NOT_FOUND');
  });
  return fake;
}

const renderStatus = () => renderApp('/dashboard/queue-status', { auth: authFor('receptionist') });

const stateNow = async () => screen.findByTestId('queue-state-now', {}, { timeout: 5000 });
const bodiesOf = (calls: { request: Request }[]) =>
  Promise.all(calls.map((call) => call.request.json()));

describe('queue status page', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows the state now, automatic or by hand, the newcomer wait and the barbers at work', async () => {
    server();
    renderStatus();
    expect((await stateNow()).textContent).toBe('Open');
    expect(screen.getByTestId('queue-state-mode').textContent).toBe('Automatic');
    expect(screen.getByRole('button', { name: 'Automatic' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const state of ['Open', 'Full', 'Closed']) {
      expect(screen.getByRole('button', { name: state }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    }
    expect(screen.getByTestId('newcomer-wait').textContent).toBe('about 25 mins');
    expect(screen.getByTestId('chairs-in-use').textContent).toBe('2 of 3 chairs in use');
    const barbers = screen.getByRole('region', { name: /Barbers at work today/ });
    expect(within(barbers).getAllByText('At work')).toHaveLength(2);
    expect(screen.getByLabelText('Customers waiting at most')).toHaveProperty('value', '15');
    expect(screen.getByTestId('queue-limit-use').textContent).toBe('3 of 15 waiting now');
  });

  it('closes the queue by hand and returns it to automatic', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderStatus();
    await stateNow();

    await user.click(screen.getByRole('button', { name: 'Closed' }));
    await waitFor(async () => expect((await stateNow()).textContent).toBe('Closed'));
    expect(screen.getByTestId('queue-state-mode').textContent).toBe('Set by hand');
    expect(screen.getByRole('button', { name: 'Closed' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Nobody can join now, so no wait is promised.
    expect(screen.getByTestId('newcomer-wait').textContent).toBe('Queue closed');
    expect(notify.success).toHaveBeenCalledWith('Queue set to Closed', { id: 'queue-status' });

    await user.click(screen.getByRole('button', { name: 'Automatic' }));
    await waitFor(async () => expect((await stateNow()).textContent).toBe('Open'));
    expect(screen.getByTestId('queue-state-mode').textContent).toBe('Automatic');
    expect(await bodiesOf(callsTo('PATCH', statusPath))).toEqual([
      { override: 'closed' },
      { override: null },
    ]);
    expect(notify.success).toHaveBeenLastCalledWith('Queue is automatic again', {
      id: 'queue-status',
    });
  });

  it('saves the queue limit, refuses one out of range, and goes back to the default', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderStatus();
    await stateNow();
    const limit = screen.getByLabelText('Customers waiting at most');

    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Enter a whole number from 1 to 500.')).toBeTruthy();
    expect(callsTo('PATCH', statusPath)).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '20');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(screen.getByTestId('queue-limit-use').textContent).toBe('3 of 20 waiting now'),
    );
    expect(notify.success).toHaveBeenCalledWith('Queue limit saved: 20', { id: 'queue-status' });

    await user.click(screen.getByRole('button', { name: 'Use default (15)' }));
    await waitFor(() =>
      expect(screen.getByTestId('queue-limit-use').textContent).toBe('3 of 15 waiting now'),
    );
    expect(await bodiesOf(callsTo('PATCH', statusPath))).toEqual([
      { queueLimit: 20 },
      { queueLimit: null },
    ]);
  });

  it('tells when the server refuses a change', async () => {
    server({ refuse: 'You may not change the queue' });
    const user = userEvent.setup();
    renderStatus();
    await stateNow();
    await user.click(screen.getByRole('button', { name: 'Full' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('You are not allowed to do this.', {
        id: 'queue-status',
      }),
    );
    expect((await stateNow()).textContent).toBe('Open');
  });

  it('lists the blocked numbers and lets one order again', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderStatus();
    const panel = await screen.findByRole('region', { name: 'Blocked numbers' }, { timeout: 5000 });
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '+358 40 1112233Blocked 20 Nov 2026, 10:30Unblock',
      '+358 40 9998877Blocked 18 Nov 2026, 14:05Unblock',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Unblock +358 40 1112233' }));
    await waitFor(() =>
      expect(callsTo('DELETE', `${blockedPath}/${blockIds.first}`)).toHaveLength(1),
    );
    expect(notify.success).toHaveBeenCalledWith('+358 40 1112233 can order again');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));

    await user.click(within(panel).getByRole('button', { name: 'Unblock +358 40 9998877' }));
    expect(await within(panel).findByText('No numbers are blocked.')).toBeTruthy();
  });

  it('is not for barbers', async () => {
    server();
    renderApp('/dashboard/queue-status', { auth: authFor('barber') });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'You are not allowed to open this page',
    );
  });
});
