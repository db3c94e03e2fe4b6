import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonAnswer } from '@/testing/fake-server';
import { testShopId } from '@/testing/sessions';
import { boardFixture, orders, staff } from '@/testing/staff-queue-fixtures';
import { queueBoardApi } from '../api/queue-board';
import { selectActiveBarberQueue, selectQueues } from './appointments-state';

function storeReading(board: () => QueueBoard) {
  fakeServer(() => jsonAnswer(200, { ok: true, data: board() }));
  return configureStore({
    reducer: { [queueBoardApi.reducerPath]: queueBoardApi.reducer },
    middleware: (getDefault) => getDefault().concat(queueBoardApi.middleware),
  });
}
type Store = ReturnType<typeof storeReading>;

const readBoard = (store: Store) =>
  store.dispatch(queueBoardApi.endpoints.queueBoard.initiate(testShopId, { forceRefetch: true }));
const queuesOf = (store: Store) => selectQueues(store.getState(), testShopId);
const queueOf = (store: Store, barberId: string) =>
  selectActiveBarberQueue(store.getState(), testShopId, barberId);

describe('appointments state, derived from the board in the API cache', () => {
  it('is empty until the board has been read', () => {
    const store = storeReading(() => boardFixture());
    expect(queuesOf(store)).toBeNull();
    expect(queueOf(store, staff.bea.userId)).toBeNull();
  });

  it("names the board's waiting line and chairs `queues`, without copying them", async () => {
    const store = storeReading(() => boardFixture());
    await readBoard(store);
    const cached = queueBoardApi.endpoints.queueBoard.select(testShopId)(store.getState()).data;
    expect(queuesOf(store)?.waiting.map((entry) => entry.orderId)).toEqual([
      orders.aino,
      orders.mikko,
      orders.emma,
    ]);
    expect(queuesOf(store)?.waiting).toBe(cached?.waiting);
    expect(queuesOf(store)?.inService).toBe(cached?.inService);
  });

  it("gives a barber in a chair their customer, and everyone the shop's next in line", async () => {
    const store = storeReading(() => boardFixture());
    await readBoard(store);

    const bea = queueOf(store, staff.bea.userId);
    expect(bea?.barber?.name).toBe(staff.bea.name);
    expect(bea?.inService?.orderId).toBe(orders.juha);
    expect(bea?.next?.orderId).toBe(orders.aino);
    expect(bea?.waiting).toHaveLength(3);

    // A free barber and a receptionist (no chair on the board) serve no one yet.
    expect(queueOf(store, staff.olli.userId)).toMatchObject({
      barber: { name: staff.olli.name },
      inService: null,
      next: { orderId: orders.aino },
    });
    expect(queueOf(store, 'user-receptionist')).toMatchObject({
      barber: null,
      inService: null,
      next: { orderId: orders.aino },
    });
  });

  it("never gives a barber as next someone waiting for a colleague; the desk's next is the first", async () => {
    // Mikko, who asked for Bea, is first in line; Aino and Emma take any barber.
    const { waiting } = boardFixture();
    const [aino, mikko, emma] = waiting;
    if (!aino || !mikko || !emma) throw new Error('the fixture has three waiting');
    const store = storeReading(() => boardFixture({ waiting: [mikko, aino, emma] }));
    await readBoard(store);
    expect(queueOf(store, staff.olli.userId)?.next?.orderId).toBe(orders.aino);
    expect(queueOf(store, staff.bea.userId)?.next?.orderId).toBe(orders.mikko);
    expect(queueOf(store, 'user-receptionist')?.next?.orderId).toBe(orders.mikko);
  });

  it('follows the board when it is read again: a started customer leaves the line', async () => {
    let board = boardFixture();
    const store = storeReading(() => board);
    await readBoard(store);
    const [aino, ...rest] = board.waiting;
    if (!aino) throw new Error('no one waiting');
    board = boardFixture({
      waiting: rest,
      inService: [
        ...board.inService,
        {
          ...aino,
          barberId: staff.olli.userId,
          barberName: staff.olli.name,
          startedAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 40 * 60_000).toISOString(),
        },
      ],
    });
    await readBoard(store);
    expect(queueOf(store, staff.olli.userId)?.inService?.orderId).toBe(orders.aino);
    expect(queueOf(store, staff.bea.userId)?.next?.orderId).toBe(orders.mikko);
    expect(queuesOf(store)?.waiting).toHaveLength(2);
  });

  it('is memoised per barber: the same answer until the board changes', async () => {
    const store = storeReading(() => boardFixture());
    await readBoard(store);
    const bea = queueOf(store, staff.bea.userId);
    const olli = queueOf(store, staff.olli.userId);
    store.dispatch({ type: 'something/unrelated' });
    expect(queueOf(store, staff.bea.userId)).toBe(bea);
    expect(queueOf(store, staff.olli.userId)).toBe(olli);
    expect(queuesOf(store)).toBe(queuesOf(store));

    await readBoard(store);
    expect(queueOf(store, staff.bea.userId)).not.toBe(bea);
  });
});
