import { isKnownPosition } from '@jono/contract/rules/distance';
import { createAsyncThunk, createSelector, createSlice } from '@reduxjs/toolkit';
import { currentPosition, isPositionDenied } from '@/lib/geolocation';

/** Geolocation goes loading, then fulfilled or error (the position reset to 0,0). */
export type GeolocationStatus = 'idle' | 'loading' | 'fulfilled' | 'error';
/** Why there is no position: refused by the user, or the device could not tell. */
export type GeolocationFailure = 'denied' | 'unavailable';

export interface CustomerPosition {
  latitude: number;
  longitude: number;
}

/** An unknown position is 0,0. */
export const unknownPosition: CustomerPosition = { latitude: 0, longitude: 0 };

export interface GeolocationState {
  status: GeolocationStatus;
  position: CustomerPosition;
  failure: GeolocationFailure | null;
}

export const initialGeolocationState: GeolocationState = {
  status: 'idle',
  position: unknownPosition,
  failure: null,
};

interface WithGeolocation {
  geolocation: GeolocationState;
}

/** Asks the browser where the customer is (it asks the customer the first time). */
export const locateCustomer = createAsyncThunk<
  CustomerPosition,
  void,
  { state: WithGeolocation; rejectValue: GeolocationFailure }
>(
  'geolocation/locate',
  async (_arg, { rejectWithValue }) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      return rejectWithValue('unavailable');
    }
    try {
      const { coords } = await currentPosition();
      return { latitude: coords.latitude, longitude: coords.longitude };
    } catch (error) {
      return rejectWithValue(isPositionDenied(error) ? 'denied' : 'unavailable');
    }
  },
  { condition: (_arg, { getState }) => getState().geolocation.status !== 'loading' },
);

export const geolocationSlice = createSlice({
  name: 'geolocation',
  initialState: initialGeolocationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(locateCustomer.pending, (state) => {
        state.status = 'loading';
        state.failure = null;
      })
      .addCase(locateCustomer.fulfilled, (state, action) => {
        state.status = 'fulfilled';
        state.position = action.payload;
      })
      .addCase(locateCustomer.rejected, (state, action) => {
        state.status = 'error';
        state.position = unknownPosition;
        state.failure = action.payload ?? 'unavailable';
      });
  },
});

export const geolocationReducer = geolocationSlice.reducer;

export const selectGeolocation = (state: WithGeolocation) => state.geolocation;

/**
 * The position the customer shared, as the server takes it (it tells the server when they
 * should leave for the shop); null while unknown.
 */
export const selectSharedPosition = createSelector(
  [selectGeolocation],
  ({ status, position }): { lat: number; lng: number } | null =>
    status === 'fulfilled' && isKnownPosition(position)
      ? { lat: position.latitude, lng: position.longitude }
      : null,
);
