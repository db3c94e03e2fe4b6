import { useDispatch } from 'react-redux';
import type { BookingsDispatch } from '../api/staff-bookings';

/** The store's dispatch, typed to take the API's thunks. */
export const useBookingsDispatch = useDispatch.withTypes<BookingsDispatch>();
