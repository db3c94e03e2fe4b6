import type { CartTotals, ChosenService } from '@jono/contract/rules/cart';
import { useSelector } from 'react-redux';
import { type CartState, selectCart, selectCartTotals } from '../stores/cart-slice';

const noServices: ChosenService[] = [];
const noAdditionalServices: CartState['additionalServices'] = [];
const noTotals: CartTotals = { totalPrice: 0, totalDuration: 0 };

/**
 * The cart as one shop's page sees it: an order being built at another shop is not this
 * one's (adding a service here starts a new order, see serviceAdded).
 */
export function useShopCart(shopId: string) {
  const cart = useSelector((state: { cart: CartState }) => selectCart(state));
  const totals = useSelector((state: { cart: CartState }) => selectCartTotals(state));
  const isThisShop = cart.shopId === shopId;
  return {
    services: isThisShop ? cart.services : noServices,
    additionalServices: isThisShop ? cart.additionalServices : noAdditionalServices,
    totals: isThisShop ? totals : noTotals,
  };
}
