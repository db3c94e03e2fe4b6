import { describe, expect, it } from 'vitest';
import { unknownPosition } from '../stores/geolocation-slice';
import { arrangeShops } from './arrange-shops';

const shop = (id: string, city: string, address: string, lat: number, lng: number) => ({
  id,
  city,
  address,
  coords: { lat, lng },
});

const kallio = shop('kallio', 'Helsinki', 'Helsinginkatu 15', 60.1841, 24.9496);
const keskusta = shop('keskusta', 'Helsinki', 'Mannerheimintie 22', 60.1699, 24.9384);
const tapiola = shop('tapiola', 'Espoo', 'Tapionaukio 4', 60.1756, 24.8053);
const harju = shop('harju', 'Jyväskylä', 'Kauppakatu 25', 62.2426, 25.7473);
const shops = [harju, kallio, keskusta, tapiola];

const ids = (list: { id: string }[]) => list.map((s) => s.id);
const arrange = (options: Partial<Parameters<typeof arrangeShops>[1]>) =>
  arrangeShops(shops, { query: '', favouriteIds: [], position: unknownPosition, ...options });

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
        }).others,
      ),
    ).toEqual(['kallio', 'tapiola']);
  });
});
