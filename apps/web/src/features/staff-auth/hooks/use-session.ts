import { useSelector } from 'react-redux';
import { selectAuth } from '../stores/auth-slice';

/** The staff session: `user` is null for a guest; `isChecking` while start-up asks the server. */
export function useSession() {
  return useSelector(selectAuth);
}
