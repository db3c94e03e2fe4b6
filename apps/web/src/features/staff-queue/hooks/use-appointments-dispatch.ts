import { useDispatch } from 'react-redux';
import type { AppointmentsDispatch } from '../api/queue-board';

/** The store's dispatch, typed to take the API's thunks. */
export const useAppointmentsDispatch = useDispatch.withTypes<AppointmentsDispatch>();
