import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * "Text me when it's time to come": the customer's consent to alerts by text, asked on the
 * order summary only where the shop's server sends texts. Held apart from the page, which the
 * join reads it from, and for this visit only: each new visit asks again, ticked.
 */
export interface TextMeState {
  textMe: boolean;
}

export const initialTextMeState: TextMeState = { textMe: true };

export const textMeSlice = createSlice({
  name: 'textMe',
  initialState: initialTextMeState,
  reducers: {
    textMeSet(state, action: PayloadAction<boolean>) {
      state.textMe = action.payload;
    },
  },
});

export const { textMeSet } = textMeSlice.actions;
export const textMeReducer = textMeSlice.reducer;

interface WithTextMe {
  textMe: TextMeState;
}

export const selectTextMe = (state: WithTextMe) => state.textMe.textMe;
