import { describe, expect, it } from 'vitest';
import { ExpiringEntries } from './expiring-entries';
import { HttpError } from './http-error';
import { WindowLimit } from './window-limit';

const at = (minutes: number) => new Date(Date.UTC(2027, 2, 20, 8, minutes));

describe('the per-client window limit', () => {
  const refusal = 'slow down';
  const ok = () => Promise.resolve('done');

  it('lets max uses through per key and window, then refuses with Retry-After until the first frees', async () => {
    const limit = new WindowLimit(3, 10 * 60_000);
    for (const minute of [0, 1, 2]) await limit.run('a', at(minute), refusal, ok);
    const refused = await limit.run('a', at(4), refusal, ok).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: refusal });
    // The use of minute 0 frees at minute 10: six minutes from minute 4.
    expect((refused as HttpError).headers['retry-after']).toBe('360');
    await expect(limit.run('b', at(4), refusal, ok)).resolves.toBe('done');
    await expect(limit.run('a', at(10), refusal, ok)).resolves.toBe('done');
  });

  it('gives the use back when the work fails or does not count', async () => {
    const limit = new WindowLimit(1, 60_000);
    const failing = () => Promise.reject(new Error('refused by the shop'));
    await expect(limit.run('a', at(0), refusal, failing)).rejects.toThrow('refused by the shop');
    await limit.run('a', at(0), refusal, ok, () => false);
    await limit.run('a', at(0), refusal, ok);
    await expect(limit.run('a', at(0), refusal, ok)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('counts requests that arrive together before any of them finishes', async () => {
    const limit = new WindowLimit(3, 60_000);
    const slow = () => new Promise<string>((resolve) => setImmediate(() => resolve('done')));
    const answers = await Promise.allSettled(
      Array.from({ length: 14 }, () => limit.run('a', at(0), refusal, slow)),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
  });
});

describe('expiring entries', () => {
  it('forgets a key once all its entries expired', () => {
    const entries = new ExpiringEntries<number>();
    entries.add('a', 1, at(5), at(0));
    entries.add('a', 2, at(10), at(0));
    expect(entries.live('a', at(6))).toEqual([2]);
    entries.add('b', 3, at(30), at(11));
    expect(entries.keyCount).toBe(1);
    expect(entries.live('a', at(11))).toEqual([]);
  });

  it('expires each entry at its own instant, whatever order they were added in', () => {
    const entries = new ExpiringEntries<string>();
    entries.add('a', 'half past', at(30), at(0));
    entries.add('a', 'ten past', at(10), at(0));
    entries.add('a', 'twenty past', at(20), at(0));
    expect(entries.count('a', at(5))).toBe(3);
    expect(entries.nextExpiry('a', at(5))).toEqual(at(10));
    expect(entries.live('a', at(15)).sort()).toEqual(['half past', 'twenty past']);
    expect(entries.nextExpiry('a', at(15))).toEqual(at(20));
    expect(entries.count('a', at(25))).toBe(1);
    expect(entries.count('a', at(30))).toBe(0);
    expect(entries.nextExpiry('a', at(30))).toBeNull();
  });

  it('gives back exactly the entry it was asked to, among many of one key', () => {
    const entries = new ExpiringEntries<number>();
    const giveBacks = Array.from({ length: 1_000 }, (_, i) => entries.add('a', i, at(10), at(0)));
    giveBacks[500]?.();
    giveBacks[500]?.();
    const live = entries.live('a', at(1));
    expect(live).toHaveLength(999);
    expect(live).not.toContain(500);
  });

  it('holds at most maxKeys keys however many clients come, dropping the least recently used', () => {
    const entries = new ExpiringEntries<number>(100);
    for (let i = 0; i < 10_000; i++) entries.add(`client ${i}`, i, at(10), at(0));
    expect(entries.keyCount).toBe(100);
    expect(entries.live('client 9999', at(1))).toEqual([9999]);
    expect(entries.live('client 0', at(1))).toEqual([]);
  });

  it('takes back exactly the entry it was asked to', () => {
    const entries = new ExpiringEntries<string>();
    entries.add('a', 'first', at(10), at(0));
    const takeBack = entries.add('a', 'second', at(10), at(0));
    takeBack();
    takeBack();
    expect(entries.live('a', at(1))).toEqual(['first']);
  });
});
