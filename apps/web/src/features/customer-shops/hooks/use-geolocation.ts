import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import {
  type GeolocationState,
  locateCustomer,
  selectGeolocation,
} from '../stores/geolocation-slice';
import { useShopsDispatch } from './use-shops-dispatch';

/**
 * "Nearest first": asks for the position only when the customer wants it, except when the
 * browser already has their permission, then it sorts straight away.
 */
export function useGeolocation() {
  const dispatch = useShopsDispatch();
  const geolocation = useSelector((state: { geolocation: GeolocationState }) =>
    selectGeolocation(state),
  );

  useEffect(() => {
    if (geolocation.status !== 'idle' || !navigator.permissions?.query) return;
    let isMounted = true;
    navigator.permissions.query({ name: 'geolocation' }).then(
      (permission) => {
        if (isMounted && permission.state === 'granted') void dispatch(locateCustomer());
      },
      () => {},
    );
    return () => {
      isMounted = false;
    };
  }, [dispatch, geolocation.status]);

  return { ...geolocation, locate: () => void dispatch(locateCustomer()) };
}
