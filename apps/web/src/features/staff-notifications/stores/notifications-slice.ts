import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStorage, writeStorage } from '@/lib/storage';

/** Whether a new message plays a sound on this device: 'on' or 'off'. */
export const notificationSoundStorageKey = 'notificationSound';

/**
 * What belongs to this device rather than to the shop: whether a new message chimes. It
 * survives a logout and a reload. The messages themselves, and the bell's marker derived
 * from them, live in the API cache (api/staff-messages), which a logout resets.
 */
export interface NotificationsState {
  isSoundOn: boolean;
}

export function readSavedSound(): boolean {
  return readStorage(notificationSoundStorageKey) !== 'off';
}

export const initialNotificationsState = (): NotificationsState => ({
  isSoundOn: readSavedSound(),
});

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    soundSwitched(state, action: PayloadAction<boolean>) {
      state.isSoundOn = action.payload;
    },
  },
});

export const { soundSwitched } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;

/** Switches the sound and remembers the choice on this device. */
export function switchNotificationSound(isOn: boolean) {
  return (dispatch: (action: PayloadAction<boolean>) => unknown) => {
    writeStorage(notificationSoundStorageKey, isOn ? 'on' : 'off');
    dispatch(soundSwitched(isOn));
  };
}

interface WithNotifications {
  notifications: NotificationsState;
}

export const selectIsSoundOn = (state: WithNotifications) => state.notifications.isSoundOn;
