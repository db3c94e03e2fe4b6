import { describe, expect, it } from 'vitest';
import { movedInOrder } from './gallery-order';

describe('moving a gallery photo', () => {
  it('swaps it with its neighbour, and stays put at either end', () => {
    expect(movedInOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedInOrder(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedInOrder(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedInOrder(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
