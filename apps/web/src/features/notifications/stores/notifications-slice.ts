import type { StaffMessage } from '@jono/contract/api/staff-queue';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/lib/session-events';
import { readStorage, writeStorage } from '@/lib/storage';

/** Whether a new message plays a sound on this device: 'on' or 'off'. */
export const notificationSoundStorageKey = 'notificationSound';

/** The newest messages the bell lists; older ones stay on the server. */
const keptMessages = 50;

/**
 * The staff's messages (spec section 3: "a list of user messages") and the bell's marker,
 * `hasNewNotification`, true while any message is unread. The sound switch belongs to the
 * device, so it survives a logout and a reload.
 */
export interface NotificationsState {
  messages: StaffMessage[];
  unread: number;
  hasNewNotification: boolean;
  isSoundOn: boolean;
}

export function readSavedSound(): boolean {
  return readStorage(notificationSoundStorageKey) !== 'off';
}

export const initialNotificationsState = (): NotificationsState => ({
  messages: [],
  unread: 0,
  hasNewNotification: false,
  isSoundOn: readSavedSound(),
});

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /** The server's list and its unread count (it may count unread beyond the list). */
    messagesLoaded(state, action: PayloadAction<{ messages: StaffMessage[]; unread: number }>) {
      state.messages = action.payload.messages.slice(0, keptMessages);
      state.unread = action.payload.unread;
      state.hasNewNotification = state.unread > 0;
    },
    /** A message announced live ('staff:message'); one already listed is not counted twice. */
    messageReceived(state, action: PayloadAction<StaffMessage>) {
      const message = action.payload;
      if (state.messages.some((known) => known.id === message.id)) return;
      state.messages = [message, ...state.messages].slice(0, keptMessages);
      if (!message.isRead) {
        state.unread += 1;
        state.hasNewNotification = true;
      }
    },
    /** The given messages (or all, without ids) are read. */
    messagesRead(state, action: PayloadAction<string[] | undefined>) {
      const ids = action.payload ? new Set(action.payload) : null;
      let marked = 0;
      for (const message of state.messages) {
        if (!message.isRead && (!ids || ids.has(message.id))) {
          message.isRead = true;
          marked += 1;
        }
      }
      state.unread = ids ? Math.max(0, state.unread - marked) : 0;
      state.hasNewNotification = state.unread > 0;
    },
    soundSwitched(state, action: PayloadAction<boolean>) {
      state.isSoundOn = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Spec section 4: logout clears the user and the messages.
    builder.addCase(sessionEnded, (state) => ({
      ...initialNotificationsState(),
      isSoundOn: state.isSoundOn,
    }));
  },
});

export const { messagesLoaded, messageReceived, messagesRead, soundSwitched } =
  notificationsSlice.actions;
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

export const selectNotifications = (state: WithNotifications) => state.notifications;
export const selectHasNewNotification = (state: WithNotifications) =>
  state.notifications.hasNewNotification;
export const selectIsSoundOn = (state: WithNotifications) => state.notifications.isSoundOn;
