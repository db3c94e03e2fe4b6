import { ArrowRight, ReceiptText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCustomerDetails } from '@/features/customer/hooks/use-customer-details';
import { customerDetailsSaved } from '@/features/customer/stores/customer-slice';
import { useLookupOrderMutation } from '@/features/queue/api/lookup-order';
import { OrderDetails } from '@/features/queue/components/order-details';
import { OrderLookupForm } from '@/features/queue/components/order-lookup-form';
import { QueueStatusBadge } from '@/features/queue/components/queue-status-badge';
import { ShopLocation } from '@/features/queue/components/shop-location';
import { isLiveStatus } from '@/features/queue/stores/active-order-slice';
import { errorMessage } from '@/lib/error-message';

/**
 * /check-details (spec section 2): an order found by its number and the phone it was made
 * with; its shop, services, totals, status and time, and the way back to live tracking.
 */
export function CheckDetailsRoute() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { details, hasDetails } = useCustomerDetails();
  const [lookup, { data: order, error, isLoading }] = useLookupOrderMutation();
  const [searchedPhone, setSearchedPhone] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The order pages need the customer's details (spec section 6). Someone on a new device has
  // just proven them: keep the name of the order and the phone it was found with.
  const rememberCustomer = () => {
    if (!hasDetails && order) {
      dispatch(customerDetailsSaved({ name: order.customerName, phone: searchedPhone }));
    }
  };

  // A found order takes the focus, so keyboard and screen reader users land on the answer.
  useEffect(() => {
    if (order) resultHeading.current?.focus();
  }, [order]);

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('pages.checkDetails.title')}
        description={t('checkDetails.description')}
      />
      <div className="grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:items-start">
        <Card className="p-5 sm:p-6">
          <h2 className="mb-5 font-semibold text-lg text-zinc-950 dark:text-white">
            {t('checkDetails.formTitle')}
          </h2>
          <OrderLookupForm
            defaultPhone={details.phone}
            isSearching={isLoading}
            onSearch={(values) => {
              setSearchedPhone(values.phone);
              void lookup(values);
            }}
          />
          {error && !isLoading ? (
            <Alert tone="danger" className="mt-5">
              <p className="font-semibold">{errorMessage(error)}</p>
              <p className="mt-1">{t('checkDetails.notFoundHint')}</p>
            </Alert>
          ) : null}
        </Card>

        <section aria-labelledby="order-result-heading" className="min-w-0">
          {order && !error ? (
            <div className="space-y-6">
              <Card className="space-y-5 p-5 sm:p-6">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2
                    id="order-result-heading"
                    ref={resultHeading}
                    tabIndex={-1}
                    className="font-semibold text-lg text-zinc-950 outline-none dark:text-white"
                  >
                    {t('checkDetails.result')}
                  </h2>
                  <QueueStatusBadge status={order.status} />
                </div>
                <ShopLocation shop={order.barberShop} headingLevel="h3" />
                {isLiveStatus(order.status) ? (
                  <Link
                    to={paths.orderTracking(order.orderId)}
                    onClick={rememberCustomer}
                    className={buttonStyles({ className: 'w-full sm:w-auto' })}
                  >
                    {t('checkDetails.openTracking')}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                ) : null}
              </Card>
              <OrderDetails order={order} title={t('order.services')} />
            </div>
          ) : (
            <>
              <h2 id="order-result-heading" className="sr-only">
                {t('checkDetails.result')}
              </h2>
              {/* On a phone the form says enough; the placeholder only fills the wide layout. */}
              <div className="hidden lg:block">
                <EmptyState
                  icon={ReceiptText}
                  title={t('pages.checkDetails.empty')}
                  description={t('checkDetails.emptyDescription')}
                />
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
