import { useSelector } from 'react-redux';
import { selectCustomerDetails, selectHasCustomerDetails } from '../stores/customer-slice';

export function useCustomerDetails() {
  const details = useSelector(selectCustomerDetails);
  const hasDetails = useSelector(selectHasCustomerDetails);
  return { details, hasDetails };
}
