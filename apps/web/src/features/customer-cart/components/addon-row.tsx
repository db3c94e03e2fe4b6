import type { Addon } from '@jono/contract/api/shops';
import type { ChosenService } from '@jono/contract/rules/cart';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { addonAdded, addonQuantitySet, addonRemoved } from '../stores/cart-slice';
import { ChoiceControls } from './choice-controls';
import { PriceAndDuration } from './price-and-duration';

/** One add-on under a chosen service. */
export function AddonRow({
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
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm text-zinc-900 dark:text-zinc-100">{addon.name}</p>
        <PriceAndDuration price={addon.price} duration={addon.duration} isExtra />
      </div>
      <ChoiceControls
        name={addon.name}
        quantity={chosen?.quantity}
        // The same add-on can sit under several services: the name says which one.
        addLabel={t('cart.addAddon', { addon: addon.name, service: serviceName })}
        addVariant="secondary"
        onAdd={() =>
          dispatch(
            addonAdded({
              serviceId,
              addon: { id: addon.id, price: addon.price, duration: addon.duration },
            }),
          )
        }
        onQuantityChange={(quantity) =>
          dispatch(addonQuantitySet({ serviceId, addonId: addon.id, quantity }))
        }
        onRemove={() => dispatch(addonRemoved({ serviceId, addonId: addon.id }))}
      />
    </li>
  );
}
