import { ArrowRight, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { cartCleared, selectCart } from '@/features/customer-cart/stores/cart-slice';
import { OfflineNotice } from '@/features/customer-queue/components/offline-notice';
import { OrderAlertsCard } from '@/features/customer-queue/components/order-alerts-card';
import { OrderDetails } from '@/features/customer-queue/components/order-details';
import { QueuePlaceCard } from '@/features/customer-queue/components/queue-place-card';
import { ShopLocation } from '@/features/customer-queue/components/shop-location';
import { TrackingActions } from '@/features/customer-queue/components/tracking-actions';
import { TrackingSkeleton } from '@/features/customer-queue/components/tracking-skeleton';
import { useTrackedOrder } from '@/features/customer-queue/hooks/use-tracked-order';
import { trackingStage } from '@/features/customer-queue/utils/tracking-stage';
import { RatingCard } from '@/features/customer-reviews/components/rating-card';
import { errorMessage } from '@/lib/error-message';
import { useIsOnline } from '@/lib/use-is-online';

/** The customer's place in the queue, live (useTrackedOrder), and what they can do there. */
export function OrderTrackingRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const {
    data: order,
    error,
    isLoading,
    isFetching,
    fulfilledTimeStamp,
    refetch,
    isLive,
    isNotFound,
  } = useTrackedOrder(orderId);
  const isOnline = useIsOnline();
  const dispatch = useDispatch();
  const cartStatus = useSelector(selectCart).status;
  // Until the order is in, the page is about a place in the queue.
  const stage = order ? trackingStage(order) : 'waiting';

  // The cart has become this order: once its page is open, the cart is cleared (services,
  // totals and status) for the next one.
  useEffect(() => {
    if (cartStatus === 'fulfilled') dispatch(cartCleared());
  }, [cartStatus, dispatch]);

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={order?.barberShop.name}
        title={t(`pages.orderTracking.byStage.${stage}.title`)}
        description={t(`pages.orderTracking.byStage.${stage}.description`)}
      />
      {order && (!isOnline || order.savedAt) ? <OfflineNotice savedAt={order.savedAt} /> : null}
      {order ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <QueuePlaceCard
            order={order}
            isLive={isLive}
            updatedAt={fulfilledTimeStamp}
            className="lg:sticky lg:top-24"
          >
            {order.status === 'waiting' ? (
              <TrackingActions
                order={order}
                onLeft={() => navigate(paths.home, { replace: true })}
              />
            ) : null}
            {order.status === 'waiting' || order.status === 'in_service' ? null : (
              <Link to={paths.home} className={buttonStyles({ className: 'w-full' })}>
                {t('tracking.newOrder')}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            )}
          </QueuePlaceCard>
          <OrderTrackingAside order={order} />
        </div>
      ) : isLoading || isNotFound || (isFetching && !error) ? (
        <TrackingSkeleton label={t('tracking.loading')} />
      ) : (
        <Alert tone="danger" title={t('tracking.loadFailed')}>
          <p>{errorMessage(error)}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void refetch()}>
            <RotateCw aria-hidden className="size-4" />
            {t('actions.tryAgain')}
          </Button>
        </Alert>
      )}
    </div>
  );
}

/** Beside the place: the alerts while waiting, the rating once served, the shop and the order. */
function OrderTrackingAside({
  order,
}: {
  order: NonNullable<ReturnType<typeof useTrackedOrder>['data']>;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {order.status === 'waiting' ? (
        <OrderAlertsCard
          orderId={order.orderId}
          textTo={order.textAlerts ? order.customerPhone : null}
        />
      ) : null}
      {order.status === 'served' ? (
        <RatingCard shopId={order.barberShop.id} orderId={order.orderId} />
      ) : null}
      <Card className="p-5 sm:p-6">
        <ShopLocation shop={order.barberShop} />
      </Card>
      <OrderDetails order={order} title={t('tracking.order')} />
    </div>
  );
}
