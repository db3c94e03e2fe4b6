import { describe, expect, it } from 'vitest';
import { movedIds } from './move';

describe('movedIds', () => {
  it('moves an item up or down by one', () => {
    expect(movedIds(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedIds(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('refuses to move past either end', () => {
    expect(movedIds(['a', 'b'], 0, -1)).toBeNull();
    expect(movedIds(['a', 'b'], 1, 1)).toBeNull();
  });
});
