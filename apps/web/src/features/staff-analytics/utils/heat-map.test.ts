import { describe, expect, it } from 'vitest';
import { heatMapOf } from './heat-map';

describe('heatMapOf', () => {
  it('spans the busy hours with an hour either side and looks up every cell', () => {
    const map = heatMapOf([
      { weekday: 2, hour: 10, customers: 3 },
      { weekday: 6, hour: 14, customers: 7 },
    ]);
    expect(map?.hours).toEqual([9, 10, 11, 12, 13, 14, 15]);
    expect(map?.max).toBe(7);
    expect(map?.customersAt(2, 10)).toBe(3);
    expect(map?.customersAt(6, 14)).toBe(7);
    expect(map?.customersAt(1, 10)).toBe(0);
  });

  it('stays within the day', () => {
    const map = heatMapOf([
      { weekday: 1, hour: 0, customers: 1 },
      { weekday: 1, hour: 23, customers: 1 },
    ]);
    expect(map?.hours[0]).toBe(0);
    expect(map?.hours.at(-1)).toBe(23);
  });

  it('is nothing when nobody arrived', () => {
    expect(heatMapOf([])).toBeNull();
    expect(heatMapOf([{ weekday: 1, hour: 9, customers: 0 }])).toBeNull();
  });
});
