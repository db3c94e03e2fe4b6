import type { StaffMessage } from '@jono/contract/api/staff-queue';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { deferred } from '@/testing/deferred';
import { fakeServer, jsonAnswer } from '@/testing/fake-server';
import { testShopId } from '@/testing/sessions';
import { walkInMessage } from '@/testing/staff-queue-fixtures';
import { notificationsReducer, switchNotificationSound } from '../stores/notifications-slice';
import {
  selectHasNewNotification,
  selectStaffMessages,
  staffMessageReceived,
  staffMessagesApi,
} from './staff-messages';

const first = walkInMessage({ id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' });
const second = walkInMessage({
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  data: { orderId: 'x', customerName: 'Mikko Korhonen' },
});

/** The server's list as a test sets it, and a read answer a test may hold back. */
function serverWith(list: { messages: StaffMessage[]; unread: number }) {
  const readAnswer = { current: null as Promise<Response> | null };
  const server = fakeServer((call) => {
    if (call.path === '/api/staff/messages') {
      return jsonAnswer(200, { ok: true, data: list.messages, unread: list.unread });
    }
    return readAnswer.current ?? jsonAnswer(200, { ok: true, message: 'Marked as read' });
  });
  return { ...server, readAnswer };
}

function storeWith() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, notifications: notificationsReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
type Store = ReturnType<typeof storeWith>;

const readMessages = (store: Store) =>
  store.dispatch(
    staffMessagesApi.endpoints.staffMessages.initiate(testShopId, { forceRefetch: true }),
  );
const messagesOf = (store: Store) => selectStaffMessages(store.getState(), testShopId);
const hasNew = (store: Store) => selectHasNewNotification(store.getState(), testShopId);
const markRead = (store: Store, ids?: string[]) =>
  store.dispatch(
    staffMessagesApi.endpoints.markMessagesRead.initiate(
      ids ? { shopId: testShopId, ids } : { shopId: testShopId },
    ),
  );

describe('staff messages and hasNewNotification, derived from the API cache', () => {
  it('has no messages and no marker before the first read', () => {
    serverWith({ messages: [], unread: 0 });
    const store = storeWith();
    expect(messagesOf(store)).toEqual({ messages: [], unread: 0 });
    expect(hasNew(store)).toBe(false);
  });

  it('raises the marker when the server counts unread messages', async () => {
    const list = { messages: [{ ...first, isRead: true }], unread: 0 };
    serverWith(list);
    const store = storeWith();
    await readMessages(store);
    expect(hasNew(store)).toBe(false);

    Object.assign(list, { messages: [first, second], unread: 2 });
    await readMessages(store);
    expect(hasNew(store)).toBe(true);
    expect(messagesOf(store).unread).toBe(2);
    expect(messagesOf(store).messages.map((m) => m.id)).toEqual([first.id, second.id]);
  });

  it('puts a live message on top and raises the marker, once per message', async () => {
    serverWith({ messages: [], unread: 0 });
    const store = storeWith();
    await readMessages(store);
    store.dispatch(staffMessageReceived(testShopId, first));
    store.dispatch(staffMessageReceived(testShopId, second));
    store.dispatch(staffMessageReceived(testShopId, first));
    expect(messagesOf(store).messages.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(messagesOf(store).unread).toBe(2);
    expect(hasNew(store)).toBe(true);
  });

  it('leaves a message announced before the first read to that read, which lists it once', async () => {
    serverWith({ messages: [first], unread: 1 });
    const store = storeWith();
    store.dispatch(staffMessageReceived(testShopId, first));
    await readMessages(store);
    expect(messagesOf(store)).toEqual({ messages: [first], unread: 1 });
  });

  it('lowers the marker at once when messages are read, and only when all of them are', async () => {
    const { readAnswer } = serverWith({ messages: [first, second], unread: 2 });
    const store = storeWith();
    await readMessages(store);
    const saved = deferred<Response>();
    readAnswer.current = saved.promise;

    const marking = markRead(store, [first.id]);
    // Shown as read before the server has answered.
    expect(messagesOf(store).unread).toBe(1);
    expect(hasNew(store)).toBe(true);
    expect(messagesOf(store).messages.find((m) => m.id === first.id)?.isRead).toBe(true);
    expect(messagesOf(store).messages.find((m) => m.id === second.id)?.isRead).toBe(false);
    saved.resolve(jsonAnswer(200, { ok: true, message: 'Marked as read' }));
    await marking;

    readAnswer.current = null;
    await markRead(store, [second.id]);
    expect(messagesOf(store).unread).toBe(0);
    expect(hasNew(store)).toBe(false);
  });

  it('marks all read without ids, including unread ones beyond the list', async () => {
    serverWith({ messages: [first], unread: 7 });
    const store = storeWith();
    await readMessages(store);
    await markRead(store);
    expect(messagesOf(store).unread).toBe(0);
    expect(hasNew(store)).toBe(false);
    expect(messagesOf(store).messages.every((m) => m.isRead)).toBe(true);
  });

  it('clears the messages with the API cache on logout, but keeps the sound choice', async () => {
    serverWith({ messages: [first], unread: 1 });
    const store = storeWith();
    await readMessages(store);
    store.dispatch(switchNotificationSound(false));
    store.dispatch(api.util.resetApiState());
    expect(messagesOf(store)).toEqual({ messages: [], unread: 0 });
    expect(hasNew(store)).toBe(false);
    expect(store.getState().notifications).toEqual({ isSoundOn: false });
  });

  it('keeps one copy: the derived answers stay the same objects until the cache changes', async () => {
    serverWith({ messages: [first], unread: 1 });
    const store = storeWith();
    await readMessages(store);
    const before = messagesOf(store);
    store.dispatch(switchNotificationSound(false));
    expect(messagesOf(store)).toBe(before);
    expect(before.messages[0]).toBe(
      staffMessagesApi.endpoints.staffMessages.select(testShopId)(store.getState()).data
        ?.messages[0],
    );
    store.dispatch(staffMessageReceived(testShopId, second));
    expect(messagesOf(store)).not.toBe(before);
  });
});
