import type { ShopDetail } from '@jono/contract/api/shops';
import { Armchair, ExternalLink, Hourglass, MapPin, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { formatMinutes } from '@/lib/format';
import { useShopQueue } from '../hooks/use-shop-queue';
import { directionsUrl } from '../utils/directions';
import { FavouriteButton } from './favourite-button';
import { QueueBadge } from './queue-badge';
import { ShopAvatar } from './shop-avatar';
import { TodayHours } from './today-hours';

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60">
      <dt className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-base text-zinc-950 tabular-nums dark:text-white">
        {children}
      </dd>
    </div>
  );
}

/** Who the shop is, where, whether it is open, and its live queue (spec section 3). */
export function ShopHeader({ shop }: { shop: ShopDetail }) {
  const { t, i18n } = useTranslation();
  const { queue, queueState } = useShopQueue(shop);

  return (
    <header className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
      <DocumentTitle title={shop.name} />
      <div className="flex items-start gap-4">
        <ShopAvatar shop={shop} size="lg" />
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
            <QueueBadge state={queueState} />
            <TodayHours shop={shop} />
          </div>
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
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
    </header>
  );
}
