import {
  type BarberTerms,
  type CartService,
  type CartTotals,
  cartTotals,
  clampQuantity,
  servicesDoneBy,
} from '@jono/contract/rules/cart';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Order submission goes idle, pending, then fulfilled or failed. */
export type SubmissionStatus = 'idle' | 'pending' | 'fulfilled' | 'failed';

/**
 * The order being built at one shop: the chosen services. Totals are derived
 * by `selectCartTotals`, never stored, so they cannot drift from the services.
 */
export interface CartState {
  shopId: string | null;
  /** Each with who does it at what price and length, as the shop page listed them. */
  services: CartService[];
  /** Only the additional services set true are kept. */
  additionalServices: { id: string; name: string }[];
  /** The barber the customer will wait for; null is "any barber", the first free chair. */
  barberId: string | null;
  status: SubmissionStatus;
  error: string | null;
}

export const initialCartState: CartState = {
  shopId: null,
  services: [],
  additionalServices: [],
  barberId: null,
  status: 'idle',
  error: null,
};

type Item = { id: string; price: number; duration: number };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adding a service of another shop starts a new order there. */
    serviceAdded(
      state,
      action: PayloadAction<{
        shopId: string;
        service: Item & { barbers?: BarberTerms[] };
      }>,
    ) {
      const { shopId, service } = action.payload;
      const chosen: CartService = { ...service, quantity: 1, addons: [] };
      if (state.shopId !== shopId) return { ...initialCartState, shopId, services: [chosen] };
      if (!state.services.some((s) => s.id === service.id)) state.services.push(chosen);
    },
    serviceRemoved(state, action: PayloadAction<{ serviceId: string }>) {
      state.services = state.services.filter((s) => s.id !== action.payload.serviceId);
    },
    serviceQuantitySet(state, action: PayloadAction<{ serviceId: string; quantity: number }>) {
      const service = state.services.find((s) => s.id === action.payload.serviceId);
      if (service) service.quantity = clampQuantity(action.payload.quantity);
    },
    addonAdded(state, action: PayloadAction<{ serviceId: string; addon: Item }>) {
      const service = state.services.find((s) => s.id === action.payload.serviceId);
      if (!service || service.addons.some((a) => a.id === action.payload.addon.id)) return;
      service.addons.push({ ...action.payload.addon, quantity: 1 });
    },
    addonRemoved(state, action: PayloadAction<{ serviceId: string; addonId: string }>) {
      const service = state.services.find((s) => s.id === action.payload.serviceId);
      if (service) service.addons = service.addons.filter((a) => a.id !== action.payload.addonId);
    },
    addonQuantitySet(
      state,
      action: PayloadAction<{ serviceId: string; addonId: string; quantity: number }>,
    ) {
      const service = state.services.find((s) => s.id === action.payload.serviceId);
      const addon = service?.addons.find((a) => a.id === action.payload.addonId);
      if (addon) addon.quantity = clampQuantity(action.payload.quantity);
    },
    additionalServiceSet(
      state,
      action: PayloadAction<{ id: string; name: string; value: boolean }>,
    ) {
      const { id, name, value } = action.payload;
      state.additionalServices = state.additionalServices.filter((a) => a.id !== id);
      if (value) state.additionalServices.push({ id, name });
    },
    /** The barber chosen (null: any barber); choosing at another shop starts an order there. */
    barberChosen(state, action: PayloadAction<{ shopId: string; barberId: string | null }>) {
      const { shopId, barberId } = action.payload;
      if (state.shopId !== shopId) return { ...initialCartState, shopId, barberId };
      state.barberId = barberId;
    },
    orderSubmitted(state) {
      state.status = 'pending';
      state.error = null;
    },
    /** The order joined the queue; the cart keeps it until it is cleared. */
    orderFulfilled(state) {
      state.status = 'fulfilled';
      state.error = null;
    },
    orderFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Clearing resets services, totals and status. */
    cartCleared: () => initialCartState,
  },
});

export const {
  serviceAdded,
  serviceRemoved,
  serviceQuantitySet,
  addonAdded,
  addonRemoved,
  addonQuantitySet,
  additionalServiceSet,
  barberChosen,
  orderSubmitted,
  orderFulfilled,
  orderFailed,
  cartCleared,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

interface WithCart {
  cart: CartState;
}

export const selectCart = (state: WithCart) => state.cart;
/** The barber chosen at a shop; none (any barber) elsewhere, or in a cart saved before. */
export const selectChosenBarberId = (state: WithCart, shopId: string) =>
  state.cart.shopId === shopId ? (state.cart.barberId ?? null) : null;
/** The chosen services as the chosen barber does them, and those they do not do. */
export const selectDoneByBarber = createSelector(
  [(state: WithCart) => state.cart.services, (state: WithCart) => state.cart.barberId ?? null],
  (services, barberId) => servicesDoneBy(services, barberId),
);
/** What the order costs and takes with the chosen barber (the catalogue's for any barber). */
export const selectCartTotals = createSelector(
  [selectDoneByBarber],
  (done): CartTotals => cartTotals(done.services),
);
/** The order at the catalogue's lengths: free times are asked for with it and its services. */
export const selectCatalogueTotals = createSelector(
  [(state: WithCart) => state.cart.services],
  (services): CartTotals => cartTotals(services),
);
