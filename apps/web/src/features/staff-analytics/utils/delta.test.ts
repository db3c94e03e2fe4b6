import { describe, expect, it } from 'vitest';
import { deltaOf } from './delta';

describe('deltaOf', () => {
  it('is good when a figure moves the way the shop wants, bad the other way', () => {
    expect(deltaOf(120, 100, 'up')).toEqual({ direction: 'up', ratio: 0.2, tone: 'good' });
    expect(deltaOf(15, 10, 'down')).toEqual({ direction: 'up', ratio: 0.5, tone: 'bad' });
    expect(deltaOf(5, 10, 'down')).toEqual({ direction: 'down', ratio: -0.5, tone: 'good' });
  });

  it('has no percentage from zero and no tone without a change', () => {
    expect(deltaOf(3, 0, 'up')).toEqual({ direction: 'up', ratio: null, tone: 'good' });
    expect(deltaOf(4, 4, 'up')).toEqual({ direction: 'same', ratio: 0, tone: 'neutral' });
  });

  it('is nothing when either period has no value', () => {
    expect(deltaOf(null, 4, 'down')).toBeNull();
    expect(deltaOf(4, null, 'down')).toBeNull();
  });
});
