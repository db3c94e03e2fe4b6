import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useCustomerDetails } from '@/features/customer-details/hooks/use-customer-details';
import { useSession } from '@/features/staff-auth/hooks/use-session';

/**
 * The order pages' "logged-in check". A customer has no account, so they count as logged in
 * once their name and phone are known on this device. Signed-in staff pass as well: they open
 * these pages on a customer's behalf and have no customer details of their own.
 */
export function useIsCustomerKnown(): boolean {
  const { hasDetails } = useCustomerDetails();
  const { user } = useSession();
  return hasDetails || user !== null;
}

/** Order pages: anyone who fails the check starts at home. */
export function RequireCustomerDetails() {
  return useIsCustomerKnown() ? <Outlet /> : <Navigate to={paths.home} replace />;
}
