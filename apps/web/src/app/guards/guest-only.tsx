import { Navigate, Outlet, useMatch, useSearchParams } from 'react-router';
import { dashboardHomeFor } from '@/config/dashboard-home';
import { paths, safeStaffRedirect } from '@/config/paths';
import type { VerifyOnArrival } from '@/features/staff-auth/components/email-proof-banner';
import { useSession } from '@/features/staff-auth/hooks/use-session';

/**
 * Login and recovery pages: a signed-in staff member goes to their dashboard instead. A
 * verification link opened while signed in (a new owner often signs in first) still proves
 * the address: its token goes along, and the dashboard's banner opens it.
 */
export function GuestOnly() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const verifyLink = useMatch(paths.verifyEmail.pattern);
  if (user) {
    const target = safeStaffRedirect(searchParams.get('redirectTo')) ?? dashboardHomeFor(user.role);
    const token = verifyLink?.params.token;
    const state: VerifyOnArrival | undefined = token ? { verifyEmailToken: token } : undefined;
    return <Navigate to={target} replace state={state} />;
  }
  return <Outlet />;
}
