import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useQueueOrderQuery } from '@/features/customer-queue/api/queue-order';
import { useIsCustomerKnown } from './require-customer-details';

/**
 * The tracking link works on any device, because the order id is the capability: where no
 * customer details are saved, the order itself passes the check. Nothing of it is saved on
 * this device: a shared link must not fill the next order here with the sender's name. Until
 * the order is read the page shows only its skeleton; an order that cannot be read is the
 * page's to explain (an unknown one goes to /order-notfound, which needs the check and so
 * leads home).
 */
export function RequireCustomerDetailsOrOrder() {
  const { orderId = '' } = useParams();
  const isKnown = useIsCustomerKnown();
  const { data: order } = useQueueOrderQuery(isKnown ? skipToken : orderId);
  // An order whose customer data has been wiped proves no one.
  if (!isKnown && order && order.customerName.trim() === '') {
    return <Navigate to={paths.home} replace />;
  }
  return <Outlet />;
}
