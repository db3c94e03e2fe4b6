import type { AdditionalServices as AdditionalServiceOptions } from '@jono/contract/api/shops';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useWishLabel } from '@/components/order/wish-list';
import { cn } from '@/lib/cn';
import { useShopCart } from '../hooks/use-shop-cart';
import { additionalServiceSet } from '../stores/cart-slice';

function Switch({
  label,
  isOn,
  isDisabled,
  onToggle,
}: {
  label: string;
  isOn: boolean;
  isDisabled: boolean;
  onToggle: () => void;
}) {
  const labelId = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <span id={labelId} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        disabled={isDisabled}
        onClick={onToggle}
        className={cn(
          'focus-ring relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-45',
          isOn ? 'bg-amber-500 dark:bg-amber-400' : 'bg-zinc-300 dark:bg-zinc-700',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow-sm ring-1 ring-black/5 transition-transform',
            isOn ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </li>
  );
}

/**
 * The shop's additional services as switches; only those switched on are kept. They
 * belong to an order, so they wait until a service is chosen.
 */
export const AdditionalServices = memo(function AdditionalServices({
  shopId,
  options,
}: {
  shopId: string;
  options: AdditionalServiceOptions;
}) {
  const { t } = useTranslation();
  const wishLabel = useWishLabel();
  const dispatch = useDispatch();
  const { services, additionalServices } = useShopCart(shopId);
  const hasOrder = services.length > 0;
  const entries = Object.entries(options);
  if (entries.length === 0) return null;

  return (
    <div>
      {hasOrder ? null : (
        <p className="pt-3 pb-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t('cart.extrasNeedService')}
        </p>
      )}
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
        {entries.map(([id, option]) => (
          <Switch
            key={id}
            label={wishLabel({ id, name: option.name })}
            isOn={additionalServices.some((chosen) => chosen.id === id)}
            isDisabled={!hasOrder}
            onToggle={() =>
              dispatch(
                additionalServiceSet({
                  id,
                  name: option.name,
                  value: !additionalServices.some((chosen) => chosen.id === id),
                }),
              )
            }
          />
        ))}
      </ul>
    </div>
  );
});
