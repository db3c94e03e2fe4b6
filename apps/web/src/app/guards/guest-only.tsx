import { Navigate, Outlet, useSearchParams } from 'react-router';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { safeStaffRedirect } from '@/config/paths';
import { useSession } from '@/features/staff-auth/hooks/use-session';

/** Login and recovery pages: a signed-in staff member goes to their dashboard instead. */
export function GuestOnly() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  if (user) {
    const target = safeStaffRedirect(searchParams.get('redirectTo')) ?? dashboardHomeFor(user.role);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
