import { shopPaths as contractPaths } from '@jono/contract/api/shops';
import { describe, expect, it } from 'vitest';
import { shopPaths } from './shop-paths';

describe('shop paths', () => {
  it('are the contract paths', () => {
    const id = 'b3f1c7e2-5d0a-4c8e-9f61-2a7d4e9c1b05';
    expect(shopPaths.list).toBe(contractPaths.list);
    expect(shopPaths.detail(id)).toBe(contractPaths.detail(id));
  });

  it('keep an odd id inside its own path segment', () => {
    expect(shopPaths.detail('../auth')).toBe('/api/shops/..%2Fauth');
  });
});
