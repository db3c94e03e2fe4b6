import type { Service } from '@jono/contract/api/shops';
import { type ChosenService, lowestPrice } from '@jono/contract/rules/cart';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { cn } from '@/lib/cn';
import {
  selectChosenBarberId,
  serviceAdded,
  serviceQuantitySet,
  serviceRemoved,
} from '../stores/cart-slice';
import { AddonRow } from './addon-row';
import { ChoiceControls } from './choice-controls';
import { PriceAndDuration } from './price-and-duration';

/** A chosen service's add-ons, to add to it. */
function ChosenServiceAddons({ service, chosen }: { service: Service; chosen: ChosenService }) {
  const { t } = useTranslation();
  const addonsId = useId();
  return (
    <div className="mt-3 border-amber-200/70 border-t pt-2 dark:border-amber-400/15">
      <h5
        id={addonsId}
        className="font-semibold text-xs text-zinc-500 uppercase tracking-wider dark:text-zinc-400"
      >
        {t('cart.addonsTitle')}
      </h5>
      <ul aria-labelledby={addonsId} className="divide-y divide-amber-200/50 dark:divide-zinc-800">
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
  );
}

/**
 * A service's price and length with the barber chosen, or a note that they do not do it; for
 * any barber the catalogue's, "from" the lowest where the team's prices differ.
 */
function ServicePrice({ shopId, service }: { shopId: string; service: Service }) {
  const { t } = useTranslation();
  const barberId = useSelector((state: Parameters<typeof selectChosenBarberId>[0]) =>
    selectChosenBarberId(state, shopId),
  );
  // Undefined: the barber chosen does not do it; null: the catalogue's terms stand.
  const terms =
    barberId === null || service.barbers.length === 0
      ? null
      : service.barbers.find((b) => b.barberId === barberId);
  if (terms === undefined) {
    return <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('cart.notDoneByBarber')}</p>;
  }
  const from = barberId === null ? lowestPrice(service) : null;
  return (
    <PriceAndDuration
      price={from ?? terms?.price ?? service.price}
      duration={terms?.duration ?? service.duration}
      isFrom={from !== null}
    />
  );
}

/** One service of the menu; its add-ons open once it is chosen. */
export function ServiceRow({
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
            <ServicePrice shopId={shopId} service={service} />
          </div>
        </div>
        <ChoiceControls
          name={service.name}
          quantity={chosen?.quantity}
          addLabel={t('cart.addItem', { name: service.name })}
          addVariant="primary"
          onAdd={() =>
            dispatch(
              serviceAdded({
                shopId,
                service: {
                  id: service.id,
                  price: service.price,
                  duration: service.duration,
                  barbers: service.barbers,
                },
              }),
            )
          }
          onQuantityChange={(quantity) =>
            dispatch(serviceQuantitySet({ serviceId: service.id, quantity }))
          }
          onRemove={() => dispatch(serviceRemoved({ serviceId: service.id }))}
        />
      </div>

      {service.addons.length > 0 ? (
        chosen ? (
          <ChosenServiceAddons service={service} chosen={chosen} />
        ) : (
          <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
            {t('cart.addonsAvailable', { count: service.addons.length })}
          </p>
        )
      ) : null}
    </li>
  );
}
