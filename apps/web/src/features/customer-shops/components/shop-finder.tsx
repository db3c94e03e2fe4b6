import { isKnownPosition } from '@jono/contract/rules/distance';
import { SearchX, Star } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useStepwiseCount } from '@/lib/use-stepwise-count';
import { useShopListInfiniteQuery } from '../api/get-shops';
import { useFavouriteIds } from '../hooks/use-favourite-ids';
import { useGeolocation } from '../hooks/use-geolocation';
import { useLiveShopQueues } from '../hooks/use-live-shop-queues';
import { arrangeShops } from '../utils/arrange-shops';
import { LocationButton, LocationProblem } from './location-control';
import { ShopCard, type ShopListMode } from './shop-card';
import { ShopCardSkeleton } from './shop-card-skeleton';
import { ShopSearch } from './shop-search';

/** The server is asked again once typing pauses; the loaded list filters at every key. */
const SEARCH_DEBOUNCE_MS = 250;
/** Cards rendered per task: about a phone's first screen. */
const CARDS_PER_STEP = 2;

function ShopSection({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2
        id={headingId}
        className="flex items-center gap-2 font-semibold text-sm uppercase tracking-wider text-zinc-500 dark:text-zinc-400"
      >
        {icon}
        {title}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">{children}</ul>
    </section>
  );
}

/**
 * Find a shop: search by city or address as you type, nearest first when the customer
 * shares their position, favourites on top, live queue counts.
 */
export function ShopFinder({ mode }: { mode: ShopListMode }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
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
  } = useShopListInfiniteQuery({ q: debouncedQuery.trim(), near });

  const loaded = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const { favourites, others } = useMemo(
    () => arrangeShops(loaded, { query, favouriteIds, position }),
    [loaded, query, favouriteIds, position],
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
  const shownFavourites = favourites.slice(0, rendered);
  const shownOthers = others.slice(0, Math.max(0, rendered - favourites.length));
  const isSearching = query.trim() !== debouncedQuery.trim() || (isFetching && !isFetchingNextPage);

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <ShopSearch value={query} onChange={setQuery} />
        <div className="flex min-h-9 items-center justify-between gap-3">
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            {isLoading || (error && loaded.length === 0)
              ? null
              : `${t('shops.resultsCount', { count })}${near ? ` · ${t('shops.sortedByDistance')}` : ''}`}
          </p>
          <LocationButton status={geolocation.status} onLocate={geolocation.locate} />
        </div>
        <LocationProblem failure={geolocation.failure} />
      </div>

      {isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only" role="status">
            {t('shops.loadingShops')}
          </span>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ShopCardSkeleton key={index} />
          ))}
        </div>
      ) : error && loaded.length === 0 ? (
        <EmptyState icon={SearchX} title={t('messages.queryFailed')}>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('actions.tryAgain')}
          </Button>
        </EmptyState>
      ) : count === 0 && !isSearching ? (
        <EmptyState
          icon={SearchX}
          title={t('messages.noShopsFound')}
          description={t('shops.noShopsHint')}
        />
      ) : (
        <div className="space-y-8" aria-busy={isSearching}>
          {favourites.length > 0 ? (
            <ShopSection
              title={t('shops.favouritesTitle')}
              icon={<Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />}
            >
              {shownFavourites.map((shop) => (
                <li key={shop.id} className="flex flex-col [&>article]:flex-1">
                  <ShopCard shop={shop} mode={mode} />
                </li>
              ))}
            </ShopSection>
          ) : null}
          {others.length > 0 ? (
            <ShopSection
              title={favourites.length > 0 ? t('shops.otherShopsTitle') : t('shops.allShopsTitle')}
            >
              {shownOthers.map((shop) => (
                <li key={shop.id} className="flex flex-col [&>article]:flex-1">
                  <ShopCard shop={shop} mode={mode} />
                </li>
              ))}
            </ShopSection>
          ) : null}
          {hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
              >
                {t('shops.showMore')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
