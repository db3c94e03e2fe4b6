import type { ShopDetail } from '@jono/contract/api/shops';
import { servicesDoneBy } from '@jono/contract/rules/cart';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { CartState } from '../stores/cart-slice';

/**
 * Which of the order's services each barber does not do, in words: `of(id)` says "does not
 * do Shave" for a barber's line in the choice, and `blocker` why the order cannot go to the
 * barber chosen ("Bea does not do Shave: choose another barber or any barber"), null when
 * they do everything chosen (or any barber is chosen).
 */
export function useNotDoneWords(
  shop: Pick<ShopDetail, 'id' | 'team' | 'categories'>,
  barberId: string | null,
) {
  const { t, i18n } = useTranslation();
  const cart = useSelector((state: { cart: CartState }) => state.cart);
  const services = cart.shopId === shop.id ? cart.services : [];
  const namesNotDoneBy = (id: string): string | null => {
    const { notDone } = servicesDoneBy(services, id);
    if (notDone.length === 0) return null;
    const names = shop.categories
      .flatMap((category) => category.services)
      .filter((service) => notDone.includes(service.id))
      .map((service) => service.name);
    return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
  };
  const chosen = shop.team.find((member) => member.id === barberId);
  const chosenNotDone = chosen ? namesNotDoneBy(chosen.id) : null;
  return {
    of: (id: string) => {
      const names = namesNotDoneBy(id);
      return names ? t('cart.doesNotDo', { services: names }) : null;
    },
    blocker:
      chosen && chosenNotDone
        ? t('cart.barberDoesNotDo', { name: chosen.name, services: chosenNotDone })
        : null,
  };
}
