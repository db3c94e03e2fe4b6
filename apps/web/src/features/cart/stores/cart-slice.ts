import {
  type CartTotals,
  type ChosenService,
  cartTotals,
  clampQuantity,
} from '@jono/contract/rules/cart';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 4: order submission goes idle, pending, then fulfilled or failed. */
export type SubmissionStatus = 'idle' | 'pending' | 'fulfilled' | 'failed';

/**
 * The order being built at one shop (spec section 3, chosen service). Totals are derived
 * by `selectCartTotals`, never stored, so they cannot drift from the services.
 */
export interface CartState {
  shopId: string | null;
  services: ChosenService[];
  /** Only the additional services set true are kept (spec section 5). */
  additionalServices: { id: string; name: string }[];
  status: SubmissionStatus;
  error: string | null;
}

export const initialCartState: CartState = {
  shopId: null,
  services: [],
  additionalServices: [],
  status: 'idle',
  error: null,
};

type Item = { id: string; price: number; duration: number };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adding a service of another shop starts a new order there. */
    serviceAdded(state, action: PayloadAction<{ shopId: string; service: Item }>) {
      const { shopId, service } = action.payload;
      const chosen = { ...service, quantity: 1, addons: [] };
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
    orderSubmitted(state) {
      state.status = 'pending';
      state.error = null;
    },
    orderFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Success empties the cart: services, totals and status (spec section 4). */
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
  orderSubmitted,
  orderFailed,
  cartCleared,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

interface WithCart {
  cart: CartState;
}

export const selectCart = (state: WithCart) => state.cart;
export const selectCartTotals = createSelector(
  [(state: WithCart) => state.cart.services],
  (services): CartTotals => cartTotals(services),
);
