import { useDispatch } from 'react-redux';
import type { NotificationsDispatch } from '../api/staff-messages';

/** The store's dispatch, typed to take the API's thunks. */
export const useNotificationsDispatch = useDispatch.withTypes<NotificationsDispatch>();
