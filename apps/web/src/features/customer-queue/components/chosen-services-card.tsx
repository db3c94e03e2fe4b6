import type { ShopDetail } from '@jono/contract/api/shops';
import type { ChosenService } from '@jono/contract/rules/cart';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { linesFromCart } from '../utils/order-lines';
import { AdditionalServicesList } from './additional-services-list';
import { OrderLinesList } from './order-lines-list';

/** The services and add-ons chosen for an order not sent yet, priced from the shop's menu. */
export function ChosenServicesCard({
  services,
  additionalServices,
  shop,
}: {
  services: readonly ChosenService[];
  additionalServices: { id: string; name: string }[];
  shop: ShopDetail;
}) {
  const { t } = useTranslation();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 font-semibold text-lg text-zinc-950 dark:text-white">
        {t('order.services')}
      </h2>
      <OrderLinesList lines={linesFromCart(services, shop)} currency={shop.currency} />
      {additionalServices.length > 0 ? (
        <div className="mt-5 border-zinc-200 border-t pt-5 dark:border-zinc-800">
          <AdditionalServicesList services={additionalServices} />
        </div>
      ) : null}
    </Card>
  );
}
