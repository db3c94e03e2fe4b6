import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A chosen start: the shop's local 'HH:mm' and the instant it stands for. */
export interface SelectedSlot {
  time: string;
  startAt: string;
}

/** Pre-booking creation goes loading, then fulfilled or error. */
export type CreationStatus = 'idle' | 'loading' | 'fulfilled' | 'error';

/**
 * The pre-booking: the chosen date (default tomorrow, in the shop's time zone)
 * and slot, at one shop. The date stays null until a shop page says what its tomorrow is:
 * the device's own calendar may be a day off the shop's.
 */
export interface PreBookingState {
  shopId: string | null;
  /** Shop-local 'YYYY-MM-DD'. */
  selectedDate: string | null;
  selectedSlot: SelectedSlot | null;
  creation: CreationStatus;
  error: string | null;
}

export const initialPreBookingState: PreBookingState = {
  shopId: null,
  selectedDate: null,
  selectedSlot: null,
  creation: 'idle',
  error: null,
};

export const preBookingSlice = createSlice({
  name: 'preBooking',
  initialState: initialPreBookingState,
  reducers: {
    /**
     * A shop's booking page opened: another shop, no date yet, or a kept date that has
     * already passed starts again on tomorrow.
     */
    preBookingOpened(state, action: PayloadAction<{ shopId: string; tomorrow: string }>) {
      const { shopId, tomorrow } = action.payload;
      if (state.shopId !== shopId) {
        return { ...initialPreBookingState, shopId, selectedDate: tomorrow };
      }
      if (state.selectedDate === null || state.selectedDate < tomorrow) {
        state.selectedDate = tomorrow;
        state.selectedSlot = null;
      }
    },
    /** A slot belongs to its day: another day drops it. */
    dateSelected(state, action: PayloadAction<string>) {
      if (state.selectedDate !== action.payload) state.selectedSlot = null;
      state.selectedDate = action.payload;
    },
    slotSelected(state, action: PayloadAction<SelectedSlot>) {
      state.selectedSlot = action.payload;
    },
    slotCleared(state) {
      state.selectedSlot = null;
    },
    bookingRequested(state) {
      state.creation = 'loading';
      state.error = null;
    },
    bookingFailed(state, action: PayloadAction<string>) {
      state.creation = 'error';
      state.error = action.payload;
    },
    /** Booked: the choice is used up; the next booking starts on tomorrow again. */
    bookingCreated: () => ({ ...initialPreBookingState, creation: 'fulfilled' as const }),
  },
});

export const {
  preBookingOpened,
  dateSelected,
  slotSelected,
  slotCleared,
  bookingRequested,
  bookingFailed,
  bookingCreated,
} = preBookingSlice.actions;
export const preBookingReducer = preBookingSlice.reducer;

interface WithPreBooking {
  preBooking: PreBookingState;
}

export const selectPreBooking = (state: WithPreBooking) => state.preBooking;
