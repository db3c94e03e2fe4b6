import { describe, expect, it } from 'vitest';
import { mapTile } from './map-tile';

describe('the map tile of a point', () => {
  it('finds the tile of the OpenStreetMap wiki example (Berlin, zoom 12) and the point in it', () => {
    const tile = mapTile(52.52001, 13.40495, 12);
    expect(tile.url).toBe('https://tile.openstreetmap.org/12/2200/1343.png');
    expect(tile.offsetX).toBeGreaterThanOrEqual(0);
    expect(tile.offsetX).toBeLessThan(1);
    expect(tile.offsetY).toBeGreaterThanOrEqual(0);
    expect(tile.offsetY).toBeLessThan(1);
  });

  it('puts 0,0 at the corner of the four middle tiles', () => {
    expect(mapTile(0, 0, 1)).toEqual({
      url: 'https://tile.openstreetmap.org/1/1/1.png',
      offsetX: 0,
      offsetY: 0,
    });
  });
});
