import { describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('gives a different v4 UUID each time', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });

  it('builds one from random bytes where randomUUID is missing (plain http)', () => {
    const platform = globalThis.crypto;
    const getRandomValues = vi.fn(platform.getRandomValues.bind(platform));
    vi.stubGlobal('crypto', { getRandomValues });
    const id = randomId();
    expect(id).toMatch(uuidV4);
    expect(randomId()).not.toBe(id);
    expect(getRandomValues).toHaveBeenCalledTimes(2);
  });
});
