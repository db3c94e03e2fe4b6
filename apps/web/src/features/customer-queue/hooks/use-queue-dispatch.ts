import { useDispatch } from 'react-redux';
import type { QueueDispatch } from '../api/queue-order';

/** The store's dispatch, typed to take the API's thunks. */
export const useQueueDispatch = useDispatch.withTypes<QueueDispatch>();
