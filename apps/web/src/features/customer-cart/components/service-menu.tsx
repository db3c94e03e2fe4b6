import type { Addon, Service, ServiceCategory } from '@jono/contract/api/shops';
import type { ChosenService } from '@jono/contract/rules/cart';
import { Check, Plus, Trash2 } from 'lucide-react';
import { memo, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMinutes, formatMoney } from '@/lib/format';
import { useShopCart } from '../hooks/use-shop-cart';
import {
  addonAdded,
  addonQuantitySet,
  addonRemoved,
  serviceAdded,
  serviceQuantitySet,
  serviceRemoved,
} from '../stores/cart-slice';
import { QuantityStepper } from './quantity-stepper';

function PriceAndDuration({
  price,
  duration,
  isExtra = false,
}: {
  price: number;
  duration: number;
  isExtra?: boolean;
}) {
  const { i18n } = useTranslation();
  const sign = isExtra ? '+' : '';
  return (
    <span className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
      <span className="font-semibold text-zinc-950 dark:text-white">
        {sign}
        {formatMoney(price, i18n.language)}
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

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('cart.removeItem', { name })}
      title={t('cart.removeItem', { name })}
      onClick={onRemove}
      className="focus-ring grid size-10 place-items-center rounded-xl text-zinc-500 transition-colors hover:bg-red-50 hover:text-red-700 dark:text-zinc-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
    >
      <Trash2 aria-hidden className="size-4" />
    </button>
  );
}

/**
 * Add gives way to the quantity control and Remove gives way to Add: focus follows the
 * pressed button to what took its place, instead of falling back to the page.
 */
function useFocusFollowsChoice(isChosen: boolean) {
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  const wasPressed = useRef(false);
  useEffect(() => {
    if (!wasPressed.current) return;
    wasPressed.current = false;
    (isChosen ? increaseRef : addRef).current?.focus();
  }, [isChosen]);
  return {
    addRef,
    increaseRef,
    /** Wraps a handler that adds or removes the item. */
    pressed: (handler: () => void) => () => {
      wasPressed.current = true;
      handler();
    },
  };
}

function AddonRow({
  serviceId,
  serviceName,
  addon,
  chosen,
}: {
  serviceId: string;
  serviceName: string;
  addon: Addon;
  chosen: ChosenService['addons'][number] | undefined;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const focus = useFocusFollowsChoice(chosen !== undefined);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm text-zinc-900 dark:text-zinc-100">{addon.name}</p>
        <PriceAndDuration price={addon.price} duration={addon.duration} isExtra />
      </div>
      {chosen ? (
        <div className="flex items-center gap-1">
          <QuantityStepper
            name={addon.name}
            increaseRef={focus.increaseRef}
            quantity={chosen.quantity}
            onChange={(quantity) =>
              dispatch(addonQuantitySet({ serviceId, addonId: addon.id, quantity }))
            }
          />
          <RemoveButton
            name={addon.name}
            onRemove={focus.pressed(() => dispatch(addonRemoved({ serviceId, addonId: addon.id })))}
          />
        </div>
      ) : (
        <Button
          ref={focus.addRef}
          variant="secondary"
          size="sm"
          // The same add-on can sit under several services: the name says which one.
          aria-label={t('cart.addAddon', { addon: addon.name, service: serviceName })}
          onClick={focus.pressed(() =>
            dispatch(
              addonAdded({
                serviceId,
                addon: { id: addon.id, price: addon.price, duration: addon.duration },
              }),
            ),
          )}
        >
          <Plus aria-hidden className="size-4" />
          {t('cart.add')}
        </Button>
      )}
    </li>
  );
}

function ServiceRow({
  shopId,
  service,
  chosen,
}: {
  shopId: string;
  service: Service;
  chosen: ChosenService | undefined;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const nameId = useId();
  const addonsId = useId();
  const focus = useFocusFollowsChoice(chosen !== undefined);

  return (
    <li
      className={cn(
        'rounded-2xl border p-4 transition-colors',
        chosen
          ? 'border-amber-400/70 bg-amber-50/60 dark:border-amber-400/40 dark:bg-amber-400/5'
          : 'border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/70',
      )}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-48">
          <h4
            id={nameId}
            className="flex items-center gap-2 font-semibold text-zinc-950 dark:text-white"
          >
            {chosen ? (
              <Check aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
            ) : null}
            {service.name}
          </h4>
          {service.description ? (
            <p className="mt-1 text-pretty text-sm text-zinc-600 dark:text-zinc-400">
              {service.description}
            </p>
          ) : null}
          <div className="mt-1.5">
            <PriceAndDuration price={service.price} duration={service.duration} />
          </div>
        </div>
        {chosen ? (
          <div className="flex items-center gap-1">
            <QuantityStepper
              name={service.name}
              increaseRef={focus.increaseRef}
              quantity={chosen.quantity}
              onChange={(quantity) =>
                dispatch(serviceQuantitySet({ serviceId: service.id, quantity }))
              }
            />
            <RemoveButton
              name={service.name}
              onRemove={focus.pressed(() => dispatch(serviceRemoved({ serviceId: service.id })))}
            />
          </div>
        ) : (
          <Button
            ref={focus.addRef}
            size="sm"
            aria-label={t('cart.addItem', { name: service.name })}
            onClick={focus.pressed(() =>
              dispatch(
                serviceAdded({
                  shopId,
                  service: { id: service.id, price: service.price, duration: service.duration },
                }),
              ),
            )}
          >
            <Plus aria-hidden className="size-4" />
            {t('cart.add')}
          </Button>
        )}
      </div>

      {service.addons.length > 0 ? (
        chosen ? (
          <div className="mt-3 border-amber-200/70 border-t pt-2 dark:border-amber-400/15">
            <h5
              id={addonsId}
              className="font-semibold text-xs text-zinc-500 uppercase tracking-wider dark:text-zinc-400"
            >
              {t('cart.addonsTitle')}
            </h5>
            <ul
              aria-labelledby={addonsId}
              className="divide-y divide-amber-200/50 dark:divide-zinc-800"
            >
              {service.addons.map((addon) => (
                <AddonRow
                  key={addon.id}
                  serviceId={service.id}
                  serviceName={service.name}
                  addon={addon}
                  chosen={chosen.addons.find((a) => a.id === addon.id)}
                />
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
            {t('cart.addonsAvailable', { count: service.addons.length })}
          </p>
        )
      ) : null}
    </li>
  );
}

/** The shop's services by category, each with its add-ons, to build the order from. */
export const ServiceMenu = memo(function ServiceMenu({
  shopId,
  categories,
}: {
  shopId: string;
  categories: readonly ServiceCategory[];
}) {
  const { services: chosenServices } = useShopCart(shopId);
  return (
    <div className="space-y-6">
      {categories.map((category) => (
        <CategorySection key={category.id} category={category}>
          {category.services.map((service) => (
            <ServiceRow
              key={service.id}
              shopId={shopId}
              service={service}
              chosen={chosenServices.find((s) => s.id === service.id)}
            />
          ))}
        </CategorySection>
      ))}
    </div>
  );
});

function CategorySection({
  category,
  children,
}: {
  category: ServiceCategory;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2.5 font-semibold text-lg text-zinc-950 dark:text-white">
        {category.name}
      </h3>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}
