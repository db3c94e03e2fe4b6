import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useCustomerDetails } from '@/features/customer/hooks/use-customer-details';

/**
 * Order pages need the customer's name and phone (spec sections 2 and 6: the "logged-in
 * check" of a customer, who has no account). Without them the customer starts at home.
 */
export function RequireCustomerDetails() {
  const { hasDetails } = useCustomerDetails();
  return hasDetails ? <Outlet /> : <Navigate to={paths.home} replace />;
}
