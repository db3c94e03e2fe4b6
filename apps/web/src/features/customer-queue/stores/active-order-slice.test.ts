import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  type ActiveOrder,
  activeOrderCleared,
  activeOrderReducer,
  orderPlaceChanged,
  orderTracked,
  selectActiveOrder,
} from './active-order-slice';

const newStore = () => configureStore({ reducer: { activeOrder: activeOrderReducer } });
const tracked = {
  orderId: 'order-1',
  shopId: 'shop-1',
  shopName: 'Jono 24/7 Barbers',
  status: 'waiting',
  position: 3,
  waitingTime: 25,
} as const;
const remembered: ActiveOrder = { ...tracked };

describe('the active order on this device', () => {
  it('starts empty', () => {
    expect(selectActiveOrder(newStore().getState())).toBeNull();
  });

  it('remembers a live order from its tracking data', () => {
    const store = newStore();
    store.dispatch(orderTracked(tracked));
    expect(selectActiveOrder(store.getState())).toEqual(remembered);
    store.dispatch(
      orderTracked({ ...tracked, status: 'in_service', position: null, waitingTime: 0 }),
    );
    expect(selectActiveOrder(store.getState())).toEqual({
      ...remembered,
      status: 'in_service',
      position: null,
      waitingTime: 0,
    });
  });

  it('takes the newest live order opened, replacing another', () => {
    const store = newStore();
    store.dispatch(orderTracked(tracked));
    store.dispatch(orderTracked({ ...tracked, orderId: 'order-2', shopName: 'Other' }));
    expect(selectActiveOrder(store.getState())?.orderId).toBe('order-2');
  });

  it.each(['served', 'cancelled', 'no_show'] as const)(
    'forgets the order once it is %s',
    (status) => {
      const store = newStore();
      store.dispatch(orderTracked(tracked));
      store.dispatch(orderTracked({ ...tracked, status, position: null, waitingTime: 0 }));
      expect(selectActiveOrder(store.getState())).toBeNull();

      store.dispatch(orderTracked(tracked));
      store.dispatch(
        orderPlaceChanged({ orderId: 'order-1', status, position: null, waitingTime: 0 }),
      );
      expect(selectActiveOrder(store.getState())).toBeNull();
    },
  );

  it('keeps the active order when another, finished order is looked at', () => {
    const store = newStore();
    store.dispatch(orderTracked(tracked));
    store.dispatch(
      orderTracked({
        ...tracked,
        orderId: 'old',
        status: 'served',
        position: null,
        waitingTime: 0,
      }),
    );
    expect(selectActiveOrder(store.getState())).toEqual(remembered);
  });

  it('follows live places of its own order and ignores other orders', () => {
    const store = newStore();
    store.dispatch(orderTracked(tracked));
    store.dispatch(
      orderPlaceChanged({ orderId: 'order-1', status: 'waiting', position: 2, waitingTime: 10 }),
    );
    expect(selectActiveOrder(store.getState())).toEqual({
      ...remembered,
      position: 2,
      waitingTime: 10,
    });
    store.dispatch(
      orderPlaceChanged({ orderId: 'else', status: 'waiting', position: 1, waitingTime: 0 }),
    );
    expect(selectActiveOrder(store.getState())?.position).toBe(2);
  });

  it('never starts remembering an order from a bare live place (no shop to show)', () => {
    const store = newStore();
    store.dispatch(
      orderPlaceChanged({ orderId: 'order-1', status: 'waiting', position: 2, waitingTime: 10 }),
    );
    expect(selectActiveOrder(store.getState())).toBeNull();
  });

  it('is cleared for its own order id, or altogether', () => {
    const store = newStore();
    store.dispatch(orderTracked(tracked));
    store.dispatch(activeOrderCleared({ orderId: 'another' }));
    expect(selectActiveOrder(store.getState())).toEqual(remembered);
    store.dispatch(activeOrderCleared({ orderId: 'order-1' }));
    expect(selectActiveOrder(store.getState())).toBeNull();
    store.dispatch(orderTracked(tracked));
    store.dispatch(activeOrderCleared());
    expect(selectActiveOrder(store.getState())).toBeNull();
  });
});
