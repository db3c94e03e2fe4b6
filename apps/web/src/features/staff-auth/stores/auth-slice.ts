import type { Role, Session } from '@jono/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, sessionUpdated } from '@/lib/session-events';
import { refreshTokenEndpoint } from '../api/refresh-token';

export interface AuthState {
  user: Session | null;
  isAuthenticated: boolean;
  /** True until the start-up session check has answered; guards wait instead of redirecting. */
  isChecking: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  isChecking: true,
};

const signedOut = (state: AuthState) => {
  state.user = null;
  state.isAuthenticated = false;
  state.isChecking = false;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionStarted(state, action: PayloadAction<Session>) {
      state.user = action.payload;
      state.isAuthenticated = true;
      state.isChecking = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, signedOut)
      .addCase(sessionUpdated, (state, action) => {
        if (state.user) Object.assign(state.user, action.payload);
      })
      .addMatcher(refreshTokenEndpoint.matchPending, (state) => {
        state.isChecking = true;
      })
      .addMatcher(refreshTokenEndpoint.matchFulfilled, (state, action) => {
        state.user = action.payload;
        state.isAuthenticated = true;
        state.isChecking = false;
      })
      .addMatcher(refreshTokenEndpoint.matchRejected, (state, action) => {
        // A duplicate request skipped by RTK Query is not an answer from the server.
        if (action.meta.condition) return;
        signedOut(state);
      });
  },
});

export const { sessionStarted } = authSlice.actions;
export const authReducer = authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}

export const selectAuth = (state: WithAuth) => state.auth;
export const selectRole = (state: WithAuth): Role | null => state.auth.user?.role ?? null;
export const selectAccessToken = (state: WithAuth) => state.auth.user?.accessToken ?? null;
