import type { CartTotals, ChosenService } from '@jono/contract/rules/cart';
import { useSelector } from 'react-redux';
import {
  type CartState,
  selectCart,
  selectCartTotals,
  selectCatalogueTotals,
  selectDoneByBarber,
} from '../stores/cart-slice';

const noServices: ChosenService[] = [];
const noAdditionalServices: CartState['additionalServices'] = [];
const noTotals: CartTotals = { totalPrice: 0, totalDuration: 0 };

/**
 * The cart as one shop's page sees it: an order being built at another shop is not this
 * one's (adding a service here starts a new order, see serviceAdded). Services and totals are
 * the chosen barber's (the catalogue's for any barber); `catalogueTotals` are the list's (free
 * times are asked for with its length and `serviceUnits`, each barber's own length following
 * on the server; a day's waitlist, for any barber, takes the list's prices).
 */
export function useShopCart(shopId: string) {
  const cart = useSelector((state: { cart: CartState }) => selectCart(state));
  const totals = useSelector((state: { cart: CartState }) => selectCartTotals(state));
  const done = useSelector((state: { cart: CartState }) => selectDoneByBarber(state));
  const catalogue = useSelector((state: { cart: CartState }) => selectCatalogueTotals(state));
  const isThisShop = cart.shopId === shopId;
  return {
    services: isThisShop ? done.services : noServices,
    additionalServices: isThisShop ? cart.additionalServices : noAdditionalServices,
    totals: isThisShop ? totals : noTotals,
    catalogueTotals: isThisShop ? catalogue : noTotals,
    serviceUnits: isThisShop
      ? cart.services.flatMap((s) => Array<string>(s.quantity).fill(s.id)).join(',')
      : '',
  };
}
