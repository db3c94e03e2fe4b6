import type { ShopDetail } from '@jono/contract/api/shops';
import { useTranslation } from 'react-i18next';

/**
 * Why the order cannot go to the barber chosen, in words: "Bea does not do Long cut: choose
 * another barber or any barber"; null when they do everything chosen (or none is chosen).
 */
export function useNotDoneWords(
  shop: Pick<ShopDetail, 'team' | 'categories'>,
  barberId: string | null,
  notDone: readonly string[],
): string | null {
  const { t, i18n } = useTranslation();
  const barber = shop.team.find((member) => member.id === barberId);
  if (!barber || notDone.length === 0) return null;
  const names = shop.categories
    .flatMap((category) => category.services)
    .filter((service) => notDone.includes(service.id))
    .map((service) => service.name);
  const services = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
  return t('cart.barberDoesNotDo', { name: barber.name, services });
}
