import { isKnownPosition, sortByDistance } from '@jono/contract/rules/distance';
import { sortBySoonestStart } from '@jono/contract/rules/estimate-accuracy';
import { matchesShopSearch } from '@jono/contract/rules/search';
import type { ShopListSort } from '../api/get-shops';
import type { CustomerPosition } from '../stores/geolocation-slice';

interface ListedShop {
  id: string;
  city: string;
  address: string;
  coords: { lat: number; lng: number } | null;
  distance?: number | undefined;
  queueState: 'open' | 'full' | 'closed';
  waitRange: { earliest: string; latest: string } | null;
}

export interface ArrangedShops<T> {
  favourites: T[];
  others: T[];
}

/**
 * What the list shows, in order: shops matching the search (a case-insensitive
 * substring of city or address), nearest first when the position is known, then soonest
 * start first when asked, favourites apart at the top. The server applies the same rules; doing it here too keeps
 * the list right while a new answer is on its way (the search as you type).
 */
export function arrangeShops<T extends ListedShop>(
  shops: readonly T[],
  options: {
    query: string;
    favouriteIds: readonly string[];
    position: CustomerPosition;
    sort: ShopListSort;
  },
): ArrangedShops<T & { distance?: number | undefined }> {
  const seen = new Set<string>();
  const matching = shops.filter((shop) => {
    if (seen.has(shop.id)) return false;
    seen.add(shop.id);
    return matchesShopSearch(shop, options.query);
  });
  const nearest: (T & { distance?: number | undefined })[] = isKnownPosition(options.position)
    ? sortByDistance(matching, {
        lat: options.position.latitude,
        lng: options.position.longitude,
      })
    : matching;
  const ordered = options.sort === 'soonest' ? sortBySoonestStart(nearest) : nearest;
  const favourites = new Set(options.favouriteIds);
  return {
    favourites: ordered.filter((shop) => favourites.has(shop.id)),
    others: ordered.filter((shop) => !favourites.has(shop.id)),
  };
}
