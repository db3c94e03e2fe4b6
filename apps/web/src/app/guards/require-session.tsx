import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { AppLoadingView } from '../provider';

/** Staff pages: a guest goes to the login, which brings them back here afterwards. */
export function RequireSession() {
  const { user, isChecking } = useSession();
  const location = useLocation();
  if (user) return <Outlet />;
  if (isChecking) return <AppLoadingView />;
  return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
}
