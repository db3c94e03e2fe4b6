import { describe, expect, it } from 'vitest';
import { beardId, haircutId, shopDetailFixture, washId } from '@/testing/queue-fixtures';
import { joinQueueBodyFrom, linesFromCart } from './order-lines';

const services = [
  {
    id: haircutId,
    price: 36.8,
    duration: 30,
    quantity: 1,
    addons: [{ id: washId, price: 5.8, duration: 10, quantity: 2 }],
  },
  { id: 'gone-service', price: 10, duration: 5, quantity: 1, addons: [] },
];

describe('order lines', () => {
  it("names the cart's services and add-ons from the shop's catalogue", () => {
    const lines = linesFromCart(services, shopDetailFixture());
    expect(lines[0]).toMatchObject({
      name: "Men's haircut",
      addons: [{ id: washId, name: 'Hair wash', quantity: 2 }],
    });
    // A service the shop no longer offers stays visible (the server will say what changed).
    expect(lines[1]).toMatchObject({ id: 'gone-service', name: null, price: 10 });
  });

  it('builds the join payload: ids and quantities only, payNow false', () => {
    const body = joinQueueBodyFrom({
      shopId: 'shop-1',
      services: [
        ...services.slice(0, 1),
        { id: beardId, price: 25.3, duration: 20, quantity: 2, addons: [] },
      ],
      additionalServices: [{ id: 'silentService', name: 'Silent service' }],
      totals: { totalPrice: 98.4, totalDuration: 90 },
      customer: { name: '  Aino ', phone: ' 040 123 4567 ', email: 'aino@example.com' },
    });
    expect(body).toEqual({
      name: 'Aino',
      phone: '040 123 4567',
      email: 'aino@example.com',
      shopId: 'shop-1',
      services: [
        { id: haircutId, quantity: 1, addons: [{ id: washId, quantity: 2 }] },
        { id: beardId, quantity: 2, addons: [] },
      ],
      additionalServices: [{ id: 'silentService', name: 'Silent service' }],
      totalTimeRequires: 90,
      totalPrice: 98.4,
      payNow: false,
    });
  });

  it('leaves the email out when there is none', () => {
    const body = joinQueueBodyFrom({
      shopId: 'shop-1',
      services,
      additionalServices: [],
      totals: { totalPrice: 1, totalDuration: 1 },
      customer: { name: 'A', phone: '1', email: undefined },
    });
    expect(body).not.toHaveProperty('email');
  });

  it('asks for the chosen barber, and says nothing of one for any barber', () => {
    const order = {
      shopId: 'shop-1',
      services,
      additionalServices: [],
      totals: { totalPrice: 1, totalDuration: 1 },
      customer: { name: 'A', phone: '1' },
    };
    expect(joinQueueBodyFrom({ ...order, barberId: 'bea' })).toMatchObject({ barberId: 'bea' });
    expect(joinQueueBodyFrom({ ...order, barberId: null })).not.toHaveProperty('barberId');
    expect(joinQueueBodyFrom(order)).not.toHaveProperty('barberId');
  });
});
