import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { flushSync } from '@/lib/flush-sync';
import { sessionEnded } from '@/lib/session-events';
import { useLogoutMutation } from '../api/logout';

/** Logs out on the server, then clears the user, their messages and every cached answer. */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logoutOnServer, { isLoading }] = useLogoutMutation();

  const logout = useCallback(async () => {
    try {
      await logoutOnServer().unwrap();
    } catch {
      // The session ends here whatever the server answered.
    }
    // The dashboard's guard sees the guest at once and sends them to the login with the
    // page they were on as redirectTo; the plain login, asked for after it, wins. (A logout is
    // no reason to come back to that page, which may not be one the next user may open.)
    flushSync(() => {
      dispatch(sessionEnded());
      dispatch(api.util.resetApiState());
    });
    navigate(paths.login(), { replace: true });
  }, [dispatch, logoutOnServer, navigate]);

  return { logout, isLoggingOut: isLoading };
}
