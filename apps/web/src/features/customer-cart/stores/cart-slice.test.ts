import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  additionalServiceSet,
  addonAdded,
  addonQuantitySet,
  addonRemoved,
  barberChosen,
  cartCleared,
  cartReducer,
  orderFailed,
  orderFulfilled,
  orderSubmitted,
  selectCart,
  selectCartTotals,
  selectChosenBarberId,
  serviceAdded,
  serviceQuantitySet,
  serviceRemoved,
} from './cart-slice';

const newStore = () => configureStore({ reducer: { cart: cartReducer } });
const cut = { id: 'cut', price: 32.5, duration: 30 };
const beard = { id: 'beard', price: 22, duration: 20 };
const wash = { id: 'wash', price: 5.15, duration: 10 };

describe('the cart', () => {
  it('raises and lowers totals as services, add-ons and quantities change', () => {
    const store = newStore();
    const totals = () => selectCartTotals(store.getState());
    store.dispatch(serviceAdded({ shopId: 's1', service: cut }));
    expect(totals()).toEqual({ totalPrice: 32.5, totalDuration: 30 });
    store.dispatch(serviceAdded({ shopId: 's1', service: beard }));
    expect(totals()).toEqual({ totalPrice: 54.5, totalDuration: 50 });
    store.dispatch(addonAdded({ serviceId: 'cut', addon: wash }));
    expect(totals()).toEqual({ totalPrice: 59.65, totalDuration: 60 });
    store.dispatch(serviceQuantitySet({ serviceId: 'cut', quantity: 2 }));
    expect(totals()).toEqual({ totalPrice: 97.3, totalDuration: 100 });
    store.dispatch(addonQuantitySet({ serviceId: 'cut', addonId: 'wash', quantity: 2 }));
    // The wash is done twice on each of the two haircuts: 4 x 5.15 and 4 x 10 min.
    expect(totals()).toEqual({ totalPrice: 107.6, totalDuration: 120 });
    store.dispatch(addonRemoved({ serviceId: 'cut', addonId: 'wash' }));
    expect(totals()).toEqual({ totalPrice: 87, totalDuration: 80 });
    store.dispatch(serviceRemoved({ serviceId: 'beard' }));
    expect(totals()).toEqual({ totalPrice: 65, totalDuration: 60 });
  });

  it('never lets a quantity fall below 1', () => {
    const store = newStore();
    store.dispatch(serviceAdded({ shopId: 's1', service: cut }));
    store.dispatch(serviceQuantitySet({ serviceId: 'cut', quantity: 0 }));
    expect(selectCart(store.getState()).services[0]?.quantity).toBe(1);
    store.dispatch(addonAdded({ serviceId: 'cut', addon: wash }));
    store.dispatch(addonQuantitySet({ serviceId: 'cut', addonId: 'wash', quantity: -3 }));
    expect(selectCart(store.getState()).services[0]?.addons[0]?.quantity).toBe(1);
  });

  it('starts over when a service of another shop is added', () => {
    const store = newStore();
    store.dispatch(serviceAdded({ shopId: 's1', service: cut }));
    store.dispatch(serviceAdded({ shopId: 's2', service: beard }));
    expect(selectCart(store.getState())).toMatchObject({
      shopId: 's2',
      services: [{ id: 'beard' }],
    });
  });

  it('keeps only the additional services set true', () => {
    const store = newStore();
    store.dispatch(additionalServiceSet({ id: 'noWash', name: 'No wash', value: true }));
    store.dispatch(additionalServiceSet({ id: 'silentService', name: 'Silent', value: true }));
    store.dispatch(additionalServiceSet({ id: 'noWash', name: 'No wash', value: false }));
    expect(selectCart(store.getState()).additionalServices).toEqual([
      { id: 'silentService', name: 'Silent' },
    ]);
  });

  it('goes pending then failed, and clearing resets services, totals and status', () => {
    const store = newStore();
    store.dispatch(serviceAdded({ shopId: 's1', service: cut }));
    store.dispatch(orderSubmitted());
    expect(selectCart(store.getState()).status).toBe('pending');
    store.dispatch(orderFailed('Failed to create order'));
    expect(selectCart(store.getState())).toMatchObject({
      status: 'failed',
      error: 'Failed to create order',
    });
    store.dispatch(cartCleared());
    expect(selectCart(store.getState())).toMatchObject({ services: [], status: 'idle' });
    expect(selectCartTotals(store.getState())).toEqual({ totalPrice: 0, totalDuration: 0 });
  });

  it('goes idle, pending, fulfilled; only clearing the cart brings it back to idle', () => {
    const store = newStore();
    const seen: string[] = [];
    store.subscribe(() => {
      const { status } = selectCart(store.getState());
      if (seen.at(-1) !== status) seen.push(status);
    });
    expect(selectCart(store.getState()).status).toBe('idle');
    store.dispatch(serviceAdded({ shopId: 's1', service: cut }));
    store.dispatch(orderSubmitted());
    store.dispatch(orderFulfilled());
    // The order the cart became stays in it, fulfilled, until the cart is cleared.
    expect(selectCart(store.getState())).toMatchObject({
      status: 'fulfilled',
      error: null,
      services: [{ id: 'cut' }],
    });
    store.dispatch(cartCleared());
    expect(seen).toEqual(['idle', 'pending', 'fulfilled', 'idle']);
    expect(selectCart(store.getState())).toMatchObject({ shopId: null, services: [] });
    expect(selectCartTotals(store.getState())).toEqual({ totalPrice: 0, totalDuration: 0 });
  });

  it('can be fulfilled after a failed attempt, which leaves no error behind', () => {
    const store = newStore();
    store.dispatch(serviceAdded({ shopId: 's1', service: cut }));
    store.dispatch(orderSubmitted());
    store.dispatch(orderFailed('Failed to create order'));
    store.dispatch(orderSubmitted());
    expect(selectCart(store.getState())).toMatchObject({ status: 'pending', error: null });
    store.dispatch(orderFulfilled());
    expect(selectCart(store.getState())).toMatchObject({ status: 'fulfilled', error: null });
  });

  it('keeps the barber chosen at the shop, any barber by default and elsewhere', () => {
    const store = newStore();
    const chosen = (shopId: string) => selectChosenBarberId(store.getState(), shopId);
    store.dispatch(serviceAdded({ shopId: 's1', service: cut }));
    expect(chosen('s1')).toBeNull();
    store.dispatch(barberChosen({ shopId: 's1', barberId: 'bruno' }));
    expect(chosen('s1')).toBe('bruno');
    expect(chosen('s2')).toBeNull();
    // Choosing at another shop starts an order there, with that barber.
    store.dispatch(barberChosen({ shopId: 's2', barberId: 'aino' }));
    expect(selectCart(store.getState())).toMatchObject({ shopId: 's2', services: [] });
    expect(chosen('s2')).toBe('aino');
    store.dispatch(barberChosen({ shopId: 's2', barberId: null }));
    expect(chosen('s2')).toBeNull();
  });
});
