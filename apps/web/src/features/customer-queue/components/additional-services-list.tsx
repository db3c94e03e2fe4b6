import type { ChosenWish } from '@jono/contract/api/order-contents';
import { useTranslation } from 'react-i18next';
import { WishList } from '@/components/order/wish-list';

/** The customer's preferences for the visit (no wash, silent service...), in their language. */
export function AdditionalServicesList({ services }: { services: readonly ChosenWish[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-sm text-zinc-500 dark:text-zinc-400">
        {t('queue.additionalServices')}
      </h3>
      <WishList wishes={services} className="mt-2" />
    </div>
  );
}
