import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  initialNotificationsState,
  notificationSoundStorageKey,
  notificationsReducer,
  selectIsSoundOn,
  switchNotificationSound,
} from './notifications-slice';

const storeWith = () => configureStore({ reducer: { notifications: notificationsReducer } });

describe('notifications slice: what belongs to the device', () => {
  it('starts with the sound on', () => {
    expect(initialNotificationsState()).toEqual({ isSoundOn: true });
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
  });
});
