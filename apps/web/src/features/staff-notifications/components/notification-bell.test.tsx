import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { playChime } from '@/lib/chime';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { testShopId } from '@/testing/sessions';
import { walkInMessage } from '@/testing/staff-queue-fixtures';
import { notificationsReducer, switchNotificationSound } from '../stores/notifications-slice';
import { NotificationBell } from './notification-bell';

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
vi.mock('@/lib/chime', () => ({ playChime: vi.fn(), unlockChimeOnInteraction: () => () => {} }));

const older = walkInMessage({
  id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  data: { orderId: 'x', customerName: 'Mikko Korhonen' },
  isRead: true,
  createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
});
const unread = walkInMessage();

function server(messages = [unread, older], unreadCount = 1) {
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: messages, unread: unreadCount });
    }
    if (call.method === 'POST' && call.path === '/api/staff/messages/read') {
      return jsonAnswer(200, { ok: true, message: 'Marked as read' });
    }
    return jsonAnswer(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderBell() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, notifications: notificationsReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <MemoryRouter>
          <NotificationBell shopId={testShopId} accessToken="token-owner" />
          <button type="button">Elsewhere</button>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return store;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('notification bell', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
    vi.mocked(notify.info).mockClear();
    vi.mocked(playChime).mockClear();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows the unread marker, and on open lists the messages and marks them read', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderBell();

    expect(await screen.findByTestId('unread-marker')).toHaveProperty('textContent', '1');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');

    await user.click(bell());
    const list = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'New: Aino Virtanen joined the queue',
      'Mikko Korhonen joined the queue',
    ]);
    expect(within(list).getByText('2 minutes ago')).toBeTruthy();

    await waitFor(() => expect(callsTo('POST', '/api/staff/messages/read')).toHaveLength(1));
    const body = await callsTo('POST', '/api/staff/messages/read')[0]?.request.json();
    expect(body).toEqual({ ids: [unread.id] });
    expect(screen.queryByTestId('unread-marker')).toBeNull();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it("words each message in the reader's language", async () => {
    server();
    const user = userEvent.setup();
    renderBell();
    await screen.findByTestId('unread-marker');
    await act(() => i18n.changeLanguage('fi'));
    await user.click(screen.getByRole('button', { name: /^Ilmoitukset/ }));
    expect(screen.getByText('Aino Virtanen liittyi jonoon')).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    server();
    const user = userEvent.setup();
    renderBell();
    await screen.findByTestId('unread-marker');
    await user.click(bell());
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('adds a live message with a toast and a chime, and joins the staff room', async () => {
    server([older], 0);
    const store = renderBell();
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    await waitFor(() => expect(fake.listenerCount('staff:message')).toBe(1));
    act(() => fake.connect());
    expect(fake.sentArgs('staff:watch')).toEqual([['token-owner']]);
    // Joining reads the list again. A message is saved before it is announced, so one
    // announced before a read lands comes with that read; this one comes after it.
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries)[0]?.status).toBe('fulfilled'),
    );
    expect(screen.queryByTestId('unread-marker')).toBeNull();

    act(() => fake.serverSends('staff:message', unread));
    // Cache patches reach the screen with the next frame.
    expect((await screen.findByTestId('unread-marker')).textContent).toBe('1');
    expect(notify.info).toHaveBeenCalledWith('Aino Virtanen joined the queue', { id: unread.id });
    expect(playChime).toHaveBeenCalledOnce();
  });

  it('stays silent when the sound is switched off, but still toasts', async () => {
    server([], 0);
    const store = renderBell();
    store.dispatch(switchNotificationSound(false));
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    await waitFor(() => expect(fake.listenerCount('staff:message')).toBe(1));
    act(() => fake.serverSends('staff:message', unread));
    expect(notify.info).toHaveBeenCalledOnce();
    expect(playChime).not.toHaveBeenCalled();
  });

  it('switches the sound from the list and remembers it', async () => {
    server([], 0);
    const user = userEvent.setup();
    renderBell();
    await user.click(bell());
    const sound = screen.getByRole('switch', { name: 'Sound for new walk-ins' });
    expect(sound.getAttribute('aria-checked')).toBe('true');
    await user.click(sound);
    expect(sound.getAttribute('aria-checked')).toBe('false');
    expect(window.localStorage.getItem('notificationSound')).toBe('off');
  });
});
