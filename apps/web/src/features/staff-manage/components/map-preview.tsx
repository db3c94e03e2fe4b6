import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapTile } from '../utils/map-tile';

const ZOOM = 16;

/**
 * A glance at where the coordinates point: one map tile with a pin when tiles load, and a
 * plain box with the coordinates when they do not (offline, or tiles blocked).
 */
export function MapPreview({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useTranslation();
  const tile = mapTile(latitude, longitude, ZOOM);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasFailed = failedUrl === tile.url;

  return (
    <figure className="relative h-44 w-full max-w-sm overflow-hidden rounded-xl border border-zinc-200 bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900">
      {hasFailed ? (
        <div className="grid h-full place-items-center p-4 text-center text-sm text-zinc-600 dark:text-zinc-400">
          <div>
            <MapPin
              aria-hidden
              className="mx-auto mb-2 size-6 text-amber-600 dark:text-amber-400"
            />
            <p>{t('shopSettings.mapUnavailable')}</p>
            <p className="mt-1 font-mono text-xs">
              {latitude.toFixed(5)}, {longitude.toFixed(5)}
            </p>
          </div>
        </div>
      ) : (
        <div
          className="absolute size-64"
          style={{
            left: `calc(50% - ${tile.offsetX * 256}px)`,
            top: `calc(50% - ${tile.offsetY * 256}px)`,
          }}
        >
          <img
            src={tile.url}
            alt={t('shopSettings.mapAlt')}
            width={256}
            height={256}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setFailedUrl(tile.url)}
          />
        </div>
      )}
      {hasFailed ? null : (
        <MapPin
          aria-hidden
          className="absolute top-1/2 left-1/2 size-8 -translate-x-1/2 -translate-y-full fill-amber-400 text-zinc-900"
        />
      )}
    </figure>
  );
}
