import { createSelector } from '@reduxjs/toolkit';
import {
  type BoardBarber,
  type InServiceEntry,
  queueBoardApi,
  type WaitingEntry,
} from '../api/queue-board';

/**
 * The appointments state is derived, never stored: the board's answer in the API cache is
 * the one copy, and these memoised selectors give its parts the names the dashboard uses.
 */

/** The shop's queues as the board shows them: the waiting line in order, and the chairs. */
export interface Queues {
  waiting: WaitingEntry[];
  inService: InServiceEntry[];
}

/**
 * One barber's queue: whom they serve now and who comes to them next. Walk-ins are for
 * whichever barber frees up first, so every barber's waiting line is the shop's.
 */
export interface BarberQueue {
  barberId: string;
  /** Null for someone without a chair on the board (a receptionist). */
  barber: BoardBarber | null;
  inService: InServiceEntry | null;
  waiting: WaitingEntry[];
  next: WaitingEntry | null;
}

/** A store holding the API cache, as the selectors below read it. */
export type WithQueueBoard = Parameters<
  ReturnType<typeof queueBoardApi.endpoints.queueBoard.select>
>[0];

const selectBoard = (state: WithQueueBoard, shopId: string) =>
  queueBoardApi.endpoints.queueBoard.select(shopId)(state).data;

/** `queues`: null until the board has been read. */
export const selectQueues = createSelector([selectBoard], (board): Queues | null =>
  board ? { waiting: board.waiting, inService: board.inService } : null,
);

const selectBarbers = createSelector([selectBoard], (board) => board?.barbers ?? null);

/**
 * `activeBarberQueue`: the queue of the barber the board is focused on, by default the
 * signed-in staff member's own. Null until the board has been read.
 */
export const selectActiveBarberQueue = createSelector(
  [
    selectQueues,
    selectBarbers,
    (_state: WithQueueBoard, _shopId: string, barberId: string) => barberId,
  ],
  (queues, barbers, barberId): BarberQueue | null => {
    if (!queues || !barbers) return null;
    const barber = barbers.find((candidate) => candidate.userId === barberId) ?? null;
    // A barber's next is theirs: the first who asked for them or for any barber, never one
    // waiting for a colleague. The desk's next is the first in line.
    const isTheirs = (entry: WaitingEntry) =>
      !barber || !entry.requestedBarber || entry.requestedBarber.id === barberId;
    return {
      barberId,
      barber,
      inService: queues.inService.find((entry) => entry.barberId === barberId) ?? null,
      waiting: queues.waiting,
      next: queues.waiting.find(isTheirs) ?? null,
    };
  },
);
