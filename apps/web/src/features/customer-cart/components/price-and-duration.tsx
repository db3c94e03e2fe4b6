import { useTranslation } from 'react-i18next';
import { formatMinutes, formatMoney } from '@/lib/format';

/**
 * "12,00 € · 30 min"; an add-on's figures are what it adds ("+5,00 €"); a price that differs
 * between barbers is their lowest ("from 25,00 €").
 */
export function PriceAndDuration({
  price,
  duration,
  isExtra = false,
  isFrom = false,
}: {
  price: number;
  duration: number;
  isExtra?: boolean;
  isFrom?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const sign = isExtra ? '+' : '';
  const money = formatMoney(price, i18n.language);
  return (
    <span className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
      <span className="font-semibold text-zinc-950 dark:text-white">
        {sign}
        {isFrom ? t('cart.priceFrom', { price: money }) : money}
      </span>
      {duration > 0 ? (
        <>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {sign}
          {formatMinutes(duration, i18n.language)}
        </>
      ) : null}
    </span>
  );
}
