import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMinutes, formatMoney } from '@/lib/format';
import { useLanguage } from '../hooks/use-language';

/** What an order's totals are read from: the order itself, or the cart's sums in its currency. */
export interface OrderTotalsOf {
  totalPrice: number;
  totalDuration: number;
  currency?: string;
}

/** Total time and total price of an order (price rounded to 2 decimals). */
export function OrderTotals({
  order: { totalPrice, totalDuration, currency },
  className,
}: {
  order: OrderTotalsOf;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className={cn('space-y-2', className)}>
      <div className="flex items-center justify-between gap-4 text-sm">
        <dt className="text-zinc-600 dark:text-zinc-400">{t('queue.totalDuration')}</dt>
        <dd className="font-medium tabular-nums text-zinc-900 dark:text-zinc-100">
          {formatMinutes(totalDuration, language)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="font-semibold text-zinc-950 dark:text-white">{t('queue.totalPrice')}</dt>
        <dd className="font-bold text-2xl tabular-nums tracking-tight text-zinc-950 dark:text-white">
          {formatMoney(totalPrice, language, currency)}
        </dd>
      </div>
    </dl>
  );
}
