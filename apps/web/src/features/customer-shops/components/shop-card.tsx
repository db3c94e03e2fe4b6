import type { ShopSummary } from '@jono/contract/api/shops';
import { Clock, MapPin, Navigation, UsersRound } from 'lucide-react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { RatingSummary } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDistance } from '@/lib/format';
import { useShopQueue } from '../hooks/use-shop-queue';
import { EstimateRecord } from './estimate-record';
import { FavouriteButton } from './favourite-button';
import { QueueBadge } from './queue-badge';
import { ShopAvatar } from './shop-avatar';
import { TodayHours } from './today-hours';
import { WalkInsUntil } from './walk-ins-until';

/** Where the list's actions lead: the walk-in queue and booking, or booking only. */
export type ShopListMode = 'queue' | 'preBooking';

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
/**
 * One shop in the list. Memoised: the list renders again as cards are added step by step and
 * while a search or a re-read runs, and a card whose shop did not change has nothing to redo
 * (its live queue and favourite state come from the store and redraw it on their own).
 */
export const ShopCard = memo(function ShopCard({
  shop,
  mode,
}: {
  shop: ShopSummary & { distance?: number | undefined };
  mode: ShopListMode;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const { queue, queueState, fullReason } = useShopQueue(shop);
  const isQueueOpen = queueState === 'open';
  const shopLink =
    mode === 'queue' ? paths.barbershop(shop.id) : paths.preBookingBarbershop(shop.id);

  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm transition hover:border-zinc-300 hover:shadow-md sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none dark:hover:border-zinc-700"
    >
      <div className="flex items-start gap-3.5">
        <ShopAvatar shop={shop} />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="font-semibold text-base text-zinc-950 dark:text-white">
            <Link
              to={shopLink}
              className="focus-ring rounded hover:text-amber-700 dark:hover:text-amber-300"
            >
              {shop.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-zinc-600 dark:text-zinc-400">
            <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <span className="min-w-0">
              {shop.address}, {shop.city}
            </span>
          </p>
          {shop.distance === undefined ? null : (
            <p className="mt-1 flex items-center gap-1 font-medium text-sm text-zinc-800 tabular-nums dark:text-zinc-200">
              <Navigation
                aria-hidden
                className="size-3.5 shrink-0 text-amber-600 dark:text-amber-400"
              />
              {t('shops.distanceAway', { distance: formatDistance(shop.distance, i18n.language) })}
            </p>
          )}
          <p className="mt-1 flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
            <Clock aria-hidden className="size-3.5 shrink-0" />
            <TodayHours shop={shop} />
          </p>
        </div>
        <FavouriteButton shop={shop} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-zinc-100 border-t pt-3.5 text-sm dark:border-zinc-800">
        <QueueBadge
          state={queueState}
          fullReason={fullReason}
          maxWaitMinutes={shop.maxWaitMinutes}
        />
        <span className="inline-flex items-center gap-1.5 font-medium text-zinc-800 tabular-nums dark:text-zinc-200">
          <UsersRound aria-hidden className="size-4 text-zinc-500 dark:text-zinc-400" />
          {t('shops.inQueue', { count: queue })}
        </span>
        {shop.rating ? (
          <RatingSummary rating={shop.rating} className="text-zinc-600 dark:text-zinc-400" />
        ) : null}
        <WalkInsUntil
          shop={shop}
          isQueueOpen={isQueueOpen}
          className="font-medium text-zinc-800 dark:text-zinc-200"
        />
      </div>
      <EstimateRecord
        estimates={shop.estimates}
        className="mt-2 text-sm text-zinc-600 dark:text-zinc-400"
      />

      <div className="mt-4 flex gap-2.5 sm:mt-auto sm:pt-4">
        {mode === 'queue' && isQueueOpen ? (
          <>
            <Link
              to={paths.barbershop(shop.id)}
              aria-describedby={nameId}
              className={buttonStyles({ className: 'flex-1' })}
            >
              {t('shops.joinQueue')}
            </Link>
            <Link
              to={paths.preBookingBarbershop(shop.id)}
              aria-describedby={nameId}
              className={buttonStyles({ variant: 'secondary', className: 'flex-1' })}
            >
              {t('shops.preBook')}
            </Link>
          </>
        ) : mode === 'queue' ? (
          // A queue that takes no one offers what the shop can still give: a booked time.
          <Link
            to={paths.preBookingBarbershop(shop.id)}
            aria-describedby={nameId}
            className={buttonStyles({ className: 'flex-1' })}
          >
            {t('shops.bookTime')}
          </Link>
        ) : (
          <Link
            to={paths.preBookingBarbershop(shop.id)}
            aria-describedby={nameId}
            className={buttonStyles({ className: cn('flex-1') })}
          >
            {t('shops.preBook')}
          </Link>
        )}
      </div>
    </article>
  );
});
