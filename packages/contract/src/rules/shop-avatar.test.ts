import { describe, expect, it } from 'vitest';
import { shopGradient, shopInitials } from './shop-avatar';

describe("a shop's avatar without a photo", () => {
  it.each([
    ['Parturi Kallio', 'PK'],
    ['Jono 24/7 Barbers', 'JB'],
    ['Ästetik', 'Ä'],
    ['  Salon   de  Pelo ', 'SP'],
    ['24/7', '2'],
  ])('writes %s as %s', (name, initials) => {
    expect(shopInitials(name)).toBe(initials);
  });

  it('keeps one gradient per shop, and gives different shops different ones', () => {
    const ids = Array.from({ length: 40 }, (_, n) => `0000000${n}-aaaa-4bbb-8ccc-dddddddddddd`);
    expect(ids.map(shopGradient)).toEqual(ids.map(shopGradient));
    expect(new Set(ids.map(shopGradient)).size).toBeGreaterThan(4);
    for (const id of ids) expect(shopGradient(id)).toMatch(/^from-\w+-300 to-\w+-[56]00$/);
  });
});
