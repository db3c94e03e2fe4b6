import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { customerDetailsSaved } from '@/features/customer-details/stores/customer-slice';
import { useQueueOrderQuery } from '@/features/customer-queue/api/queue-order';
import { useIsCustomerKnown } from './require-customer-details';

/**
 * The tracking link works on any device, because the order id is the capability: where no
 * customer details are saved, the name and phone the order was made with are restored from
 * it, and the check passes. Until the order is read the page shows only its skeleton; an
 * order that cannot be read is the page's to explain (an unknown one goes to
 * /order-notfound, which needs the check and so leads home).
 */
export function RequireCustomerDetailsOrOrder() {
  const dispatch = useDispatch();
  const { orderId = '' } = useParams();
  const isKnown = useIsCustomerKnown();
  const { data: order } = useQueueOrderQuery(isKnown ? skipToken : orderId);
  const name = order?.customerName.trim() ?? '';
  const phone = order?.customerPhone?.trim() ?? '';
  const canRestore = name !== '' && phone !== '';

  useEffect(() => {
    if (!isKnown && canRestore) dispatch(customerDetailsSaved({ name, phone }));
  }, [isKnown, canRestore, name, phone, dispatch]);

  // An order whose customer data has been wiped proves no one.
  if (!isKnown && order && !canRestore) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
