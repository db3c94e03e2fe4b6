import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { OrderTotals, type OrderTotalsOf } from './order-totals';

/**
 * The summary beside an order about to be sent (kept in view on wide screens): its totals,
 * then what the page adds (how to pay, the action).
 */
export function OrderSummaryAside({
  headingId,
  order,
  children,
}: {
  headingId: string;
  order: OrderTotalsOf;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby={headingId} className="lg:sticky lg:top-24">
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 id={headingId} className="font-semibold text-lg text-zinc-950 dark:text-white">
          {t('order.summary')}
        </h2>
        <OrderTotals order={order} />
        {children}
      </Card>
    </aside>
  );
}
