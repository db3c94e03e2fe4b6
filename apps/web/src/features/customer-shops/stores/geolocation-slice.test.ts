import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  geolocationReducer,
  initialGeolocationState,
  locateCustomer,
  selectGeolocation,
  selectSharedPosition,
  unknownPosition,
} from './geolocation-slice';

const newStore = () => configureStore({ reducer: { geolocation: geolocationReducer } });

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

function stubGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const at =
  (latitude: number, longitude: number): Answer =>
  (success) =>
    success({ coords: { latitude, longitude } } as GeolocationPosition);
const failsWith =
  (code: number): Answer =>
  (_success, failure) =>
    failure?.({ code, message: 'no' } as GeolocationPositionError);

describe('geolocation: loading, then the position or an error at 0,0', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts unknown, at 0,0', () => {
    expect(selectGeolocation(newStore().getState())).toEqual(initialGeolocationState);
    expect(initialGeolocationState.position).toEqual({ latitude: 0, longitude: 0 });
  });

  it('goes loading, then fulfilled with the position', async () => {
    let answer: (() => void) | undefined;
    stubGeolocation((success) => {
      answer = () => at(60.17, 24.94)(success, () => {});
    });
    const store = newStore();
    const located = store.dispatch(locateCustomer());
    expect(selectGeolocation(store.getState()).status).toBe('loading');
    answer?.();
    await located;
    expect(selectGeolocation(store.getState())).toEqual({
      status: 'fulfilled',
      position: { latitude: 60.17, longitude: 24.94 },
      failure: null,
    });
  });

  it('goes to error and resets the position to 0,0 when the customer refuses', async () => {
    const store = newStore();
    stubGeolocation(at(60.17, 24.94));
    await store.dispatch(locateCustomer());
    stubGeolocation(failsWith(1));
    await store.dispatch(locateCustomer());
    expect(selectGeolocation(store.getState())).toEqual({
      status: 'error',
      position: unknownPosition,
      failure: 'denied',
    });
  });

  it('tells a device that cannot locate apart from a refusal', async () => {
    const store = newStore();
    stubGeolocation(failsWith(3));
    await store.dispatch(locateCustomer());
    expect(selectGeolocation(store.getState()).failure).toBe('unavailable');
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await store.dispatch(locateCustomer());
    expect(selectGeolocation(store.getState())).toMatchObject({
      status: 'error',
      failure: 'unavailable',
    });
  });

  it('asks the browser once while a request is on its way', () => {
    const getCurrentPosition = stubGeolocation(() => {});
    const store = newStore();
    void store.dispatch(locateCustomer());
    void store.dispatch(locateCustomer());
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('shares a position with the server only once the customer gave a known one', async () => {
    const store = newStore();
    expect(selectSharedPosition(store.getState())).toBeNull();
    stubGeolocation(at(60.17, 24.94));
    await store.dispatch(locateCustomer());
    expect(selectSharedPosition(store.getState())).toEqual({ lat: 60.17, lng: 24.94 });
    stubGeolocation(at(0, 0));
    await store.dispatch(locateCustomer());
    expect(selectSharedPosition(store.getState())).toBeNull();
  });
});
