import type { ShopSummary } from '@jono/contract/api/shops';
import type { TFunction } from 'i18next';
import { SearchX, Star } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { useShopFinder } from '../hooks/use-shop-finder';
import { LocationButton, LocationProblem } from './location-control';
import { ShopCard, type ShopListMode } from './shop-card';
import { ShopCardSkeleton } from './shop-card-skeleton';
import { ShopSearch } from './shop-search';

function ShopSection({
  title,
  icon,
  shops,
  mode,
}: {
  title: string;
  icon?: ReactNode;
  shops: readonly (ShopSummary & { distance?: number | undefined })[];
  mode: ShopListMode;
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
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shops.map((shop) => (
          <li key={shop.id} className="flex flex-col [&>article]:flex-1">
            <ShopCard shop={shop} mode={mode} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type Finder = ReturnType<typeof useShopFinder>;

/** How many shops were found and in which order, once the list is in. */
function resultsSummary(finder: Finder, t: TFunction): string | null {
  if (finder.isLoading || finder.hasFailed) return null;
  const order =
    finder.sort === 'soonest'
      ? ` · ${t('shops.sortedBySoonest')}`
      : finder.isNearestFirst
        ? ` · ${t('shops.sortedByDistance')}`
        : '';
  return `${t('shops.resultsCount', { count: finder.count })}${order}`;
}

/** The search, the order of the list, how many were found, and the customer's position. */
function FinderControls({ finder }: { finder: Finder }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <ShopSearch value={finder.query} onChange={finder.setQuery} />
      <SegmentedChoice
        legend={t('shops.sortLabel')}
        choices={[
          {
            value: 'nearest',
            label: finder.isNearestFirst ? t('shops.sortNearest') : t('shops.sortNearestUnknown'),
          },
          { value: 'soonest', label: t('shops.sortSoonest') },
        ]}
        selected={finder.sort}
        onSelect={finder.setSort}
      />
      <div className="flex min-h-9 items-center justify-between gap-3">
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {resultsSummary(finder, t)}
        </p>
        <LocationButton status={finder.geolocation.status} onLocate={finder.geolocation.locate} />
      </div>
      <LocationProblem failure={finder.geolocation.failure} />
    </div>
  );
}

/** The shops found: favourites first, then the others, and a button for more. */
function FoundShops({ finder, mode }: { finder: Finder; mode: ShopListMode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8" aria-busy={finder.isSearching}>
      {finder.hasFavourites ? (
        <ShopSection
          title={t('shops.favouritesTitle')}
          icon={<Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />}
          shops={finder.shownFavourites}
          mode={mode}
        />
      ) : null}
      {finder.hasOthers ? (
        <ShopSection
          title={finder.hasFavourites ? t('shops.otherShopsTitle') : t('shops.allShopsTitle')}
          shops={finder.shownOthers}
          mode={mode}
        />
      ) : null}
      {finder.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={finder.showMore}
            disabled={finder.isFetchingNextPage}
          >
            {t('shops.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Find a shop: search by city or address as you type, nearest first when the customer
 * shares their position or soonest start first, favourites on top, live queue counts.
 */
export function ShopFinder({ mode }: { mode: ShopListMode }) {
  const { t } = useTranslation();
  const finder = useShopFinder();

  return (
    <div className="space-y-6">
      <FinderControls finder={finder} />
      {finder.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only" role="status">
            {t('shops.loadingShops')}
          </span>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ShopCardSkeleton key={index} />
          ))}
        </div>
      ) : finder.hasFailed ? (
        <EmptyState icon={SearchX} title={t('messages.queryFailed')}>
          <Button variant="secondary" onClick={finder.retry}>
            {t('actions.tryAgain')}
          </Button>
        </EmptyState>
      ) : finder.count === 0 && !finder.isSearching ? (
        <EmptyState
          icon={SearchX}
          title={t('messages.noShopsFound')}
          description={t('shops.noShopsHint')}
        />
      ) : (
        <FoundShops finder={finder} mode={mode} />
      )}
    </div>
  );
}
