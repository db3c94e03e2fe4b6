import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { GeolocationState } from '../stores/geolocation-slice';

/** A dispatch that takes this feature's thunks (the store's own type lives in app/, above us). */
export type ShopsDispatch = ThunkDispatch<
  { geolocation: GeolocationState },
  unknown,
  UnknownAction
>;

export const useShopsDispatch = useDispatch.withTypes<ShopsDispatch>();
