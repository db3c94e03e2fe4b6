import { describe, expect, it } from 'vitest';
import { unknownPosition } from '../stores/geolocation-slice';
import { arrangeShops } from './arrange-shops';

const shop = (
  id: string,
  city: string,
  address: string,
  lat: number,
  lng: number,
  startsAt: string | null = null,
) => ({
  id,
  city,
  address,
  coords: { lat, lng },
  queueState: 'open' as const,
  waitRange: startsAt ? { earliest: startsAt, latest: startsAt } : null,
});

const kallio = shop(
  'kallio',
  'Helsinki',
  'Helsinginkatu 15',
  60.1841,
  24.9496,
  '2026-12-07T10:30:00Z',
);
const keskusta = shop(
  'keskusta',
  'Helsinki',
  'Mannerheimintie 22',
  60.1699,
  24.9384,
  '2026-12-07T10:45:00Z',
);
const tapiola = shop('tapiola', 'Espoo', 'Tapionaukio 4', 60.1756, 24.8053, '2026-12-07T10:30:00Z');
const harju = shop('harju', 'Jyväskylä', 'Kauppakatu 25', 62.2426, 25.7473);
const shops = [harju, kallio, keskusta, tapiola];

const ids = (list: { id: string }[]) => list.map((s) => s.id);
const arrange = (options: Partial<Parameters<typeof arrangeShops>[1]>) =>
  arrangeShops(shops, {
    query: '',
    favouriteIds: [],
    position: unknownPosition,
    sort: 'nearest',
    ...options,
  });

describe('the shop list: search, nearest first, favourites on top', () => {
  it('keeps the server order when nothing narrows or sorts it', () => {
    expect(arrange({})).toEqual({ favourites: [], others: shops });
  });

  it.each([
    ['helsinki', ['kallio', 'keskusta']],
    ['  ESPOO ', ['tapiola']],
    ['katu', ['harju', 'kallio']],
    ['JYVÄS', ['harju']],
    ['mannerheim', ['keskusta']],
    ['Oulu', []],
  ])('matches "%s" as a case-insensitive part of the city or address', (query, expected) => {
    expect(ids(arrange({ query }).others)).toEqual(expected);
  });

  it('sorts nearest first, in metres, once the position is known', () => {
    const nearStockmann = { latitude: 60.1687, longitude: 24.9417 };
    const { others } = arrange({ position: nearStockmann });
    expect(ids(others)).toEqual(['keskusta', 'kallio', 'tapiola', 'harju']);
    expect(others[0]?.distance).toBeGreaterThan(150);
    expect(others[0]?.distance).toBeLessThan(300);
    expect(others.map((s) => s.distance)).toEqual(
      [...others.map((s) => s.distance)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });

  it('puts the soonest start first, nearest first among equal starts, and who cannot say last', () => {
    expect(ids(arrange({ sort: 'soonest' }).others)).toEqual([
      'kallio',
      'tapiola',
      'keskusta',
      'harju',
    ]);
    const nearTapiola = { latitude: 60.1756, longitude: 24.8053 };
    expect(ids(arrange({ sort: 'soonest', position: nearTapiola }).others)).toEqual([
      'tapiola',
      'kallio',
      'keskusta',
      'harju',
    ]);
  });

  it('puts favourites apart, in the same order, and searches them too', () => {
    const position = { latitude: 62.24, longitude: 25.74 };
    const arranged = arrange({ favouriteIds: ['tapiola', 'kallio'], position });
    expect(ids(arranged.favourites)).toEqual(['kallio', 'tapiola']);
    expect(ids(arranged.others)).toEqual(['harju', 'keskusta']);
    const searched = arrange({ favouriteIds: ['tapiola', 'kallio'], query: 'espoo' });
    expect(ids(searched.favourites)).toEqual(['tapiola']);
    expect(searched.others).toEqual([]);
  });

  it('shows a shop once even if two pages both hold it', () => {
    expect(
      ids(
        arrangeShops([kallio, kallio, tapiola], {
          query: '',
          favouriteIds: [],
          position: unknownPosition,
          sort: 'nearest',
        }).others,
      ),
    ).toEqual(['kallio', 'tapiola']);
  });
});
