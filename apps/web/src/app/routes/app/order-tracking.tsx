import { ArrowRight, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useQueueOrderQuery } from '@/features/queue/api/queue-order';
import { OrderDetails } from '@/features/queue/components/order-details';
import { QueuePlaceCard } from '@/features/queue/components/queue-place-card';
import { ShopLocation } from '@/features/queue/components/shop-location';
import { TrackingActions } from '@/features/queue/components/tracking-actions';
import { useOrderLiveUpdates } from '@/features/queue/hooks/use-order-live-updates';
import { statusOf } from '@/features/queue/utils/queue-errors';
import { errorMessage } from '@/lib/error-message';

/** A safety net under the live updates: estimates drift with the clock, so re-read now and then. */
const refreshEveryMs = 60_000;

function TrackingSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
    >
      <Card className="flex flex-col items-center gap-6 p-8">
        <Skeleton className="h-6 w-24 self-start rounded-full" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-24 w-28 rounded-2xl" />
        <div className="grid w-full gap-3 sm:grid-cols-2">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
        <Skeleton className="h-12 w-full rounded-xl" />
      </Card>
      <div className="space-y-6">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * Spec sections 2 and 4: the customer's place in the queue, live. Position, wait and status
 * follow `order:place` announcements without a reload; an unknown order opens
 * /order-notfound.
 */
export function OrderTrackingRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const {
    data: order,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useQueueOrderQuery(orderId, {
    refetchOnMountOrArgChange: true,
    pollingInterval: refreshEveryMs,
    skipPollingIfUnfocused: true,
  });
  const { isLive } = useOrderLiveUpdates(orderId);
  const isNotFound = statusOf(error) === 404;

  useEffect(() => {
    if (isNotFound) navigate(paths.orderNotFound, { replace: true });
  }, [isNotFound, navigate]);

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={order?.barberShop.name}
        title={t('pages.orderTracking.title')}
        description={t('pages.orderTracking.description')}
      />
      {order ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <QueuePlaceCard order={order} isLive={isLive} className="lg:sticky lg:top-24">
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
          <div className="space-y-6">
            <Card className="p-5 sm:p-6">
              <ShopLocation shop={order.barberShop} />
            </Card>
            <OrderDetails order={order} title={t('tracking.order')} />
          </div>
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
