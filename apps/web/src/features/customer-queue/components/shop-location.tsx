import { ExternalLink, MapPin, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { directionsUrl } from '../utils/format';

/** A shop's name and address, and directions to it when its position is known. */
export function ShopLocation({
  shop,
  headingLevel: Heading = 'h2',
}: {
  shop: {
    name: string;
    address: string;
    city: string;
    coords?: { lat: number; lng: number } | null;
  };
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-300">
          <MapPin aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <Heading className="font-semibold text-zinc-950 dark:text-white">{shop.name}</Heading>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {shop.address}, {shop.city}
          </p>
        </div>
      </div>
      {shop.coords ? (
        <a
          href={directionsUrl(shop.coords)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({
            variant: 'secondary',
            size: 'sm',
            className: 'self-start sm:self-auto',
          })}
        >
          <Navigation aria-hidden className="size-4" />
          {t('tracking.directions')}
          <ExternalLink aria-hidden className="size-3.5 opacity-60" />
          <span className="sr-only">{t('tracking.opensInNewTab')}</span>
        </a>
      ) : null}
    </div>
  );
}
