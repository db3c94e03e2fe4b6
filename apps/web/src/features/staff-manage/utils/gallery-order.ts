import { movedIds } from './move';

/**
 * The gallery's ids with the one at `index` moved one place earlier (-1) or later (1); the same
 * order, as a new list, when it cannot move that way.
 */
export function movedInOrder(ids: readonly string[], index: number, step: -1 | 1): string[] {
  return movedIds(ids, index, step) ?? [...ids];
}
