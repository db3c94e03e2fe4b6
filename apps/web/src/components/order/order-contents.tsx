import type { OrderContents as Contents } from '@jono/contract/api/order-contents';
import { useTranslation } from 'react-i18next';
import { WishList } from './wish-list';

const times = (name: string, quantity: number) => (quantity > 1 ? `${name} ×${quantity}` : name);

/**
 * What the chair needs to know of an order: each service with how many, its add-ons (an
 * add-on is done once per unit of its service, so the count shown is the total), and the
 * customer's wishes.
 */
export function OrderContents({
  contents,
}: {
  contents: Pick<Contents, 'services' | 'additionalServices'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <ul aria-label={t('orderContents.services')} className="space-y-0.5 text-sm">
        {contents.services.map((service, index) => (
          // A service can be ordered twice with different add-ons, so names are not unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never move
          <li key={index} className="text-pretty text-zinc-700 dark:text-zinc-300">
            <span className="font-medium text-zinc-900 dark:text-zinc-100">
              {times(service.name, service.quantity)}
            </span>
            {service.addons.map((addon) => (
              <span key={addon.name}>
                {' + '}
                {times(addon.name, addon.quantity * service.quantity)}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <WishList wishes={contents.additionalServices} size="sm" />
    </div>
  );
}
