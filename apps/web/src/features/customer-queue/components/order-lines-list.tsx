import { useTranslation } from 'react-i18next';
import { formatMinutes, formatMoney } from '@/lib/format';
import { useLanguage } from '../hooks/use-language';
import type { OrderLine } from '../utils/order-lines';

/**
 * The services of an order with their add-ons, quantities, durations and prices. An add-on
 * is done once per unit of its service, so its total multiplies with the service's quantity.
 */
export function OrderLinesList({ lines, currency }: { lines: OrderLine[]; currency?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (price: number) => formatMoney(price, language, currency);
  return (
    <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {lines.map((line) => (
        <li key={line.id} className="py-4 first:pt-0 last:pb-0">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="font-medium text-zinc-950 dark:text-white">
                {line.name ?? t('queue.unknownService')}
              </p>
              <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">
                {line.quantity > 1 ? `${line.quantity} × ${money(line.price)} · ` : null}
                {formatMinutes(line.duration * line.quantity, language)}
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums text-zinc-950 dark:text-white">
              {money(line.price * line.quantity)}
            </p>
          </div>
          {line.addons.length > 0 ? (
            <ul
              aria-label={t('queue.addonsOf', { service: line.name ?? t('queue.unknownService') })}
              className="mt-3 space-y-1.5 border-zinc-200 border-l-2 pl-3 dark:border-zinc-700"
            >
              {line.addons.map((addon) => {
                const units = addon.quantity * line.quantity;
                return (
                  <li key={addon.id} className="flex items-start justify-between gap-4 text-sm">
                    <span className="min-w-0">
                      <span className="block text-zinc-800 dark:text-zinc-200">
                        <span aria-hidden className="text-zinc-400">
                          +{' '}
                        </span>
                        <span>{addon.name ?? t('queue.unknownService')}</span>
                      </span>
                      {units > 1 || addon.duration > 0 ? (
                        <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                          {[
                            units > 1 ? `${units} × ${money(addon.price)}` : null,
                            addon.duration > 0
                              ? formatMinutes(addon.duration * units, language)
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 tabular-nums text-zinc-700 dark:text-zinc-300">
                      {money(addon.price * units)}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
