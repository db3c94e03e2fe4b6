import type { TrackingOrder } from '@jono/contract/api/queue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatMinutes } from '@/lib/format';
import { formatShopTimeSpan, formatStartRange } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';
import { useLanguage } from '../hooks/use-language';
import { FinishedNote } from './finished-note';
import { InServiceNote } from './in-service-note';
import { LiveIndicator } from './live-indicator';
import { QueueStatusBadge } from './queue-status-badge';
import { WaitingPlace } from './waiting-place';
import { YourTurn } from './your-turn';

/**
 * Where the customer stands: a large place number, the expected start as a range, the wait
 * and the estimated time on the shop's clock while waiting, the code the shop calls them by, and the call when it comes;
 * "your turn" in the chair; a closing note once finished. Without live updates it says how
 * old its data is (`updatedAt`, when it was last read).
 */
export function QueuePlaceCard({
  order,
  isLive,
  updatedAt,
  children,
  className,
}: {
  order: TrackingOrder;
  isLive: boolean;
  updatedAt?: number | undefined;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A range read a while ago may have begun since: it is written from now on.
  const now = useNow(30_000);
  const { status } = order;
  // Called to the chair, the start is now: no estimate of a later one stands beside it.
  const isCalled = status === 'waiting' && order.call !== null;
  const wait =
    order.waitingTime === 0 || isCalled
      ? t('tracking.waitNow')
      : t('tracking.aboutTime', { time: formatMinutes(order.waitingTime, language) });
  const timeRange =
    order.estimatedStart && !isCalled
      ? formatShopTimeSpan(order.estimatedStart, order.totalDuration, order.barberShop.timezone)
      : null;
  const startRange =
    order.estimatedRange && !isCalled
      ? t('tracking.startAbout', {
          range: formatStartRange(order.estimatedRange, order.barberShop.timezone, now),
        })
      : null;

  return (
    <Card className={cn('relative overflow-hidden p-5 sm:p-8', className)}>
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-20 size-64 rounded-full bg-amber-300/25 blur-3xl dark:bg-amber-400/10"
      />
      <div className="relative flex items-center justify-between gap-3">
        <QueueStatusBadge status={status} />
        {status === 'waiting' || status === 'in_service' ? (
          <LiveIndicator isLive={isLive} updatedAt={updatedAt} />
        ) : null}
      </div>

      {isCalled && order.call ? (
        <YourTurn call={order.call} timezone={order.barberShop.timezone} />
      ) : null}

      {status === 'waiting' ? (
        <WaitingPlace
          position={order.position}
          shortCode={order.shortCode}
          wait={wait}
          startRange={startRange}
          timeRange={timeRange}
        />
      ) : null}

      {status === 'in_service' ? <InServiceNote timeRange={timeRange} /> : null}

      {status === 'served' || status === 'cancelled' || status === 'no_show' ? (
        <FinishedNote status={status} call={order.call} timezone={order.barberShop.timezone} />
      ) : null}

      {children ? <div className="relative mt-6">{children}</div> : null}
    </Card>
  );
}
