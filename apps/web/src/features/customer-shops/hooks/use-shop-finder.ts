import { isKnownPosition } from '@jono/contract/rules/distance';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStepwiseCount } from '@/lib/use-stepwise-count';
import { type ShopListSort, useShopListInfiniteQuery } from '../api/get-shops';
import { arrangeShops } from '../utils/arrange-shops';
import { useFavouriteIds } from './use-favourite-ids';
import { useGeolocation } from './use-geolocation';
import { useLiveShopQueues } from './use-live-shop-queues';

/** The server is asked again once typing pauses; the loaded list filters at every key. */
const SEARCH_DEBOUNCE_MS = 250;
/** Cards rendered per task: about a phone's first screen. */
const CARDS_PER_STEP = 2;

/**
 * The shop finder's list: the search as typed, the customer's position, the order chosen
 * (nearest or soonest start), the pages loaded so far arranged with favourites on top and kept
 * live, and how many cards are rendered yet. A
 * failed read is told in a toast.
 */
export function useShopFinder() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ShopListSort>('nearest');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const geolocation = useGeolocation();
  const favouriteIds = useFavouriteIds();
  const { position } = geolocation;
  const near = isKnownPosition(position)
    ? { lat: position.latitude, lng: position.longitude }
    : null;

  const {
    data,
    error,
    isLoading,
    isFetching,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    refetch,
  } = useShopListInfiniteQuery({ q: debouncedQuery.trim(), near, sort });

  const loaded = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const { favourites, others } = useMemo(
    () => arrangeShops(loaded, { query, favouriteIds, position, sort }),
    [loaded, query, favouriteIds, position, sort],
  );
  const shopIds = useMemo(() => loaded.map((shop) => shop.id), [loaded]);
  useLiveShopQueues(shopIds, () => void refetch());

  useEffect(() => {
    if (!error) return;
    // The refusal words are needed only when the list fails, so they stay out of the home
    // page's first load and come with the failure.
    void import('@/lib/error-message').then(({ errorMessage }) =>
      notify.error(errorMessage(error, t('messages.queryFailed')), { id: 'shop-list' }),
    );
  }, [error, t]);

  const count = favourites.length + others.length;
  // Favourites come first, so they are the first to render.
  const rendered = useStepwiseCount(count, CARDS_PER_STEP);

  return {
    query,
    setQuery,
    sort,
    setSort,
    geolocation,
    isNearestFirst: near !== null,
    count,
    hasFavourites: favourites.length > 0,
    hasOthers: others.length > 0,
    shownFavourites: favourites.slice(0, rendered),
    shownOthers: others.slice(0, Math.max(0, rendered - favourites.length)),
    isLoading,
    // With shops already loaded, a failed read keeps them and only the toast tells.
    hasFailed: Boolean(error) && loaded.length === 0,
    isSearching: query.trim() !== debouncedQuery.trim() || (isFetching && !isFetchingNextPage),
    hasNextPage,
    isFetchingNextPage,
    showMore: () => void fetchNextPage(),
    retry: () => void refetch(),
  };
}
