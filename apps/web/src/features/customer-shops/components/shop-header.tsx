import type { ShopDetail } from '@jono/contract/api/shops';
import { Armchair, Clock, ExternalLink, Hourglass, MapPin, UsersRound } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { Photo } from '@/components/ui/photo';
import { RatingSummary } from '@/components/ui/star-rating';
import { formatMinutes } from '@/lib/format';
import { formatStartRange } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';
import { useShopQueue } from '../hooks/use-shop-queue';
import { directionsUrl } from '../utils/directions';
import { EstimateRecord } from './estimate-record';
import { FavouriteButton } from './favourite-button';
import { QueueBadge } from './queue-badge';
import { ShopAvatar } from './shop-avatar';
import { TodayHours } from './today-hours';
import { WalkInsUntil } from './walk-ins-until';

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60">
      <dt className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 hyphens-auto break-words font-semibold text-base text-zinc-950 tabular-nums dark:text-white">
        {children}
      </dd>
    </div>
  );
}

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
/**
 * Who the shop is, where, whether it is open, and its live queue: what a walk-in joining now
 * would wait, when they would start, and until when walk-ins are taken.
 *
 * The server paints a copy of this markup before the app runs (index.html's `shop-frame`
 * template, filled by apps/server/src/plugins/external/shop-frame.ts), which this header then
 * replaces in place: a change to its layout goes there too (e2e/tests/shop-frame.spec.ts).
 */
export const ShopHeader = memo(function ShopHeader({ shop }: { shop: ShopDetail }) {
  const { t, i18n } = useTranslation();
  // A range read a while ago may have begun since: it is written from now on.
  const now = useNow(30_000);
  const { queue, queueState, fullReason } = useShopQueue(shop);

  return (
    <header className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
      <DocumentTitle title={shop.name} />
      {shop.image ? (
        <div className="-mx-5 -mt-5 mb-5 overflow-hidden rounded-t-3xl sm:-mx-6 sm:-mt-6">
          {/* The page's largest picture on a phone: loaded first, not lazily. */}
          <Photo
            picture={shop.image}
            sizes="(min-width: 1024px) 44rem, 100vw"
            isEager
            className="aspect-[3/2] max-h-80 w-full"
          />
        </div>
      ) : null}
      <div className="flex items-start gap-4">
        {shop.image ? null : <ShopAvatar shop={shop} size="lg" />}
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-2">
            <h1 className="min-w-0 flex-1 text-balance font-bold text-2xl tracking-tight text-zinc-950 sm:text-3xl dark:text-white">
              {shop.name}
            </h1>
            <FavouriteButton shop={shop} />
          </div>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {shop.address}, {shop.postalCode} {shop.city}
            </span>
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
            <QueueBadge
              state={queueState}
              fullReason={fullReason}
              maxWaitMinutes={shop.maxWaitMinutes}
            />
            <TodayHours shop={shop} />
            {shop.rating ? (
              <a href="#reviews" className="focus-ring rounded hover:underline">
                <RatingSummary rating={shop.rating} />
              </a>
            ) : null}
          </div>
        </div>
      </div>

      {/* Three across wherever they fit; on the narrowest phones two, so "Ei odotusta" is not cut. */}
      <dl className="mt-5 grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2 sm:gap-3">
        <Stat icon={<UsersRound aria-hidden className="size-3.5" />} label={t('shopPage.queueNow')}>
          <span aria-live="polite">{queue}</span>
        </Stat>
        <Stat icon={<Hourglass aria-hidden className="size-3.5" />} label={t('shopPage.waitNow')}>
          {queueState !== 'open'
            ? '–'
            : shop.waitingTime === 0
              ? t('shopPage.waitNone')
              : t('shopPage.waitAbout', { time: formatMinutes(shop.waitingTime, i18n.language) })}
        </Stat>
        <Stat icon={<Armchair aria-hidden className="size-3.5" />} label={t('shopPage.chairs')}>
          {shop.chairCount}
        </Stat>
      </dl>

      <div className="mt-3 flex flex-col items-start gap-1.5 font-medium text-sm text-zinc-800 empty:hidden dark:text-zinc-200">
        {queueState === 'open' && shop.waitRange ? (
          <p className="inline-flex items-start gap-1.5">
            <Clock
              aria-hidden
              className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
            />
            {t('shopPage.startIfJoinNow', {
              range: formatStartRange(shop.waitRange, shop.timezone, now),
            })}
          </p>
        ) : null}
        <WalkInsUntil shop={shop} isQueueOpen={queueState === 'open'} />
        <EstimateRecord
          estimates={shop.estimates}
          className="font-normal text-zinc-600 dark:text-zinc-400"
        />
      </div>

      {/* Directions need the shop's real position; an unplaced shop offers none. */}
      {shop.coords ? (
        <a
          href={directionsUrl(shop.coords)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'secondary', className: 'mt-4 w-full sm:w-auto' })}
        >
          <MapPin aria-hidden className="size-4" />
          {t('shopPage.directions')}
          <ExternalLink aria-hidden className="size-3.5 opacity-60" />
          <span className="sr-only">{t('shopPage.opensInNewTab')}</span>
        </a>
      ) : null}
    </header>
  );
});
