import type { TrackingOrder } from '@jono/contract/api/queue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatShopDateTime } from '@/lib/dates';
import { useLanguage } from '../hooks/use-language';
import { AdditionalServicesList } from './additional-services-list';
import { OrderCode } from './order-code';
import { OrderLinesList } from './order-lines-list';
import { OrderTotals } from './order-totals';

/** What was ordered, when, and its totals: the tracking page's and check-details' receipt. */
export function OrderDetails({
  order,
  title,
  children,
}: {
  order: TrackingOrder;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">{title}</h2>
        <p className="text-sm text-zinc-500 dark:text-zinc-400">
          {t('queue.joinedAt')}{' '}
          <time dateTime={order.joinedAt} className="font-medium text-zinc-700 dark:text-zinc-300">
            {formatShopDateTime(order.joinedAt, language, order.barberShop.timezone)}
          </time>
        </p>
      </div>
      {children}
      <div className="mt-5">
        <OrderLinesList lines={order.order} currency={order.currency} />
      </div>
      {order.additionalServices.length > 0 ? (
        <div className="mt-5 border-zinc-200 border-t pt-5 dark:border-zinc-800">
          <AdditionalServicesList services={order.additionalServices} />
        </div>
      ) : null}
      <OrderTotals
        className="mt-5 border-zinc-200 border-t pt-5 dark:border-zinc-800"
        order={order}
      />
      <div className="mt-5 border-zinc-200 border-t pt-4 dark:border-zinc-800">
        <OrderCode code={order.shortCode} />
      </div>
    </Card>
  );
}
