import { describe, expect, it } from 'vitest';
import { perApp } from './per-app';

describe('state kept per app', () => {
  it('is made once for an app and handed back on every later call', () => {
    let made = 0;
    const counterOf = perApp(() => ({ made: ++made, calls: 0 }));
    const app = {};
    counterOf(app).calls++;
    counterOf(app).calls++;
    expect(counterOf(app)).toEqual({ made: 1, calls: 2 });
  });

  it('is never shared between two apps in one process', () => {
    const seenOf = perApp((app: { name: string }) => new Set([app.name]));
    const one = { name: 'one' };
    const two = { name: 'two' };
    seenOf(one).add('only one saw this');
    expect([...seenOf(two)]).toEqual(['two']);
    expect([...seenOf(one)]).toEqual(['one', 'only one saw this']);
  });
});
