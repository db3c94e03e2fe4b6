import type { TrackingOrder } from '@jono/contract/api/queue';
import { ArrowRight } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isLiveStatus } from '../stores/active-order-slice';
import { QueueStatusBadge } from './queue-status-badge';
import { ShopLocation } from './shop-location';

/** A walk-in order found again: its status, its shop, and the way to follow it while live. */
export function FoundOrderCard({
  order,
  headingId,
  headingRef,
  onOpenTracking,
}: {
  order: TrackingOrder;
  headingId: string;
  /** The heading takes the focus when an order is found. */
  headingRef: Ref<HTMLHeadingElement>;
  onOpenTracking: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
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
          onClick={onOpenTracking}
          className={buttonStyles({ className: 'w-full sm:w-auto' })}
        >
          {t('checkDetails.openTracking')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </Card>
  );
}
