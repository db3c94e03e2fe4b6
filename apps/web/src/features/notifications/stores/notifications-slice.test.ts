import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { sessionEnded } from '@/lib/session-events';
import { walkInMessage } from '@/testing/staff-queue-fixtures';
import {
  initialNotificationsState,
  messageReceived,
  messagesLoaded,
  messagesRead,
  notificationSoundStorageKey,
  notificationsReducer,
  selectHasNewNotification,
  selectIsSoundOn,
  switchNotificationSound,
} from './notifications-slice';

const first = walkInMessage({ id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' });
const second = walkInMessage({
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  data: { orderId: 'x', customerName: 'Mikko Korhonen' },
});

const storeWith = () => configureStore({ reducer: { notifications: notificationsReducer } });

describe('notifications slice (spec section 3: hasNewNotification and the messages)', () => {
  it('starts with no messages, no marker and the sound on', () => {
    const state = initialNotificationsState();
    expect(state).toEqual({ messages: [], unread: 0, hasNewNotification: false, isSoundOn: true });
  });

  it('raises the marker when the server counts unread messages', () => {
    let state = notificationsReducer(
      undefined,
      messagesLoaded({ messages: [{ ...first, isRead: true }], unread: 0 }),
    );
    expect(state.hasNewNotification).toBe(false);
    state = notificationsReducer(state, messagesLoaded({ messages: [first, second], unread: 2 }));
    expect(state.hasNewNotification).toBe(true);
    expect(state.unread).toBe(2);
    expect(state.messages.map((m) => m.id)).toEqual([first.id, second.id]);
  });

  it('puts a live message on top and raises the marker, once per message', () => {
    let state = notificationsReducer(undefined, messagesLoaded({ messages: [], unread: 0 }));
    state = notificationsReducer(state, messageReceived(first));
    state = notificationsReducer(state, messageReceived(second));
    state = notificationsReducer(state, messageReceived(first));
    expect(state.messages.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(state.unread).toBe(2);
    expect(state.hasNewNotification).toBe(true);
  });

  it('lowers the marker only when every message is read', () => {
    let state = notificationsReducer(
      undefined,
      messagesLoaded({ messages: [first, second], unread: 2 }),
    );
    state = notificationsReducer(state, messagesRead([first.id]));
    expect(state.unread).toBe(1);
    expect(state.hasNewNotification).toBe(true);
    expect(state.messages.find((m) => m.id === first.id)?.isRead).toBe(true);
    expect(state.messages.find((m) => m.id === second.id)?.isRead).toBe(false);

    state = notificationsReducer(state, messagesRead([second.id]));
    expect(state.unread).toBe(0);
    expect(state.hasNewNotification).toBe(false);
  });

  it('marks all read without ids, including unread ones beyond the list', () => {
    let state = notificationsReducer(undefined, messagesLoaded({ messages: [first], unread: 7 }));
    state = notificationsReducer(state, messagesRead(undefined));
    expect(state.unread).toBe(0);
    expect(state.hasNewNotification).toBe(false);
    expect(state.messages.every((m) => m.isRead)).toBe(true);
  });

  it('clears the messages on logout (spec section 4) but keeps the sound choice', () => {
    let state = notificationsReducer(undefined, messagesLoaded({ messages: [first], unread: 1 }));
    state = notificationsReducer(state, { type: 'notifications/soundSwitched', payload: false });
    state = notificationsReducer(state, sessionEnded());
    expect(state).toEqual({ messages: [], unread: 0, hasNewNotification: false, isSoundOn: false });
  });

  it('remembers the sound switch on the device, for the next visit', () => {
    const store = storeWith();
    store.dispatch(switchNotificationSound(false));
    expect(selectIsSoundOn(store.getState())).toBe(false);
    expect(window.localStorage.getItem(notificationSoundStorageKey)).toBe('off');
    // A new visit (a fresh store) starts with what was saved.
    expect(selectIsSoundOn(storeWith().getState())).toBe(false);

    store.dispatch(switchNotificationSound(true));
    expect(window.localStorage.getItem(notificationSoundStorageKey)).toBe('on');
    expect(selectIsSoundOn(storeWith().getState())).toBe(true);
    expect(selectHasNewNotification(store.getState())).toBe(false);
  });
});
