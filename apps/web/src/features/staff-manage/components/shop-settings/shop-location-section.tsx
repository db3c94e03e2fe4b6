import type { TFunction } from 'i18next';
import { ExternalLink, LocateFixed, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { Skeleton } from '@/components/ui/skeleton';
import { type LocateNote, useShopLocating } from '../../hooks/use-shop-locating';
import { SettingsField } from './settings-field';

// Leaflet and its styles load with this page only, never with the customer pages.
const PinMap = lazy(() => import('../pin-map'));

/**
 * Where the shop is: its address, and its position on a map with a pin. The address can be
 * looked up (the server asks the geocoder), the pin dragged, the device's own position taken,
 * or the coordinates typed; the position is saved with the rest of the form.
 */
export function ShopLocationSection({ mapTilesUrl }: { mapTilesUrl: string }) {
  const { t } = useTranslation();
  const { position, startAt, link, note, isFinding, isLocating, ...locate } = useShopLocating();

  return (
    <FormSection
      id="shop-location"
      title={t('shopSettings.sections.location')}
      description={t('shopSettings.locate.description')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="address" autoComplete="street-address" />
        <SettingsField name="city" />
        <SettingsField name="postalCode" autoComplete="postal-code" />
        <SettingsField name="country" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void locate.findAddress()}
          disabled={isFinding}
        >
          <Search aria-hidden className="size-4" />
          {isFinding ? t('shopSettings.locate.finding') : t('shopSettings.locate.find')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void locate.takeDevicePosition()}
          disabled={isLocating}
        >
          <LocateFixed aria-hidden className="size-4" />
          {isLocating ? t('shopSettings.locate.locating') : t('shopSettings.locate.here')}
        </Button>
      </div>
      <p role="status" className="text-pretty text-sm text-zinc-700 dark:text-zinc-300">
        {note ? noteText(note, t) : position ? null : t('shopSettings.locate.notPlaced')}
      </p>
      <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl sm:h-80" />}>
        <PinMap
          tilesUrl={mapTilesUrl}
          attribution={t('shopSettings.locate.attribution')}
          zoomTitles={{
            zoomIn: t('shopSettings.locate.zoomIn'),
            zoomOut: t('shopSettings.locate.zoomOut'),
          }}
          position={position}
          startAt={startAt}
          placeHint={t('shopSettings.locate.placePin')}
          label={t('shopSettings.locate.mapLabel')}
          onMove={locate.movePin}
        />
      </Suspense>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {t('shopSettings.locate.dragHint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="lat" inputMode="decimal" />
        <SettingsField name="lng" inputMode="decimal" />
      </div>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="focus-ring inline-flex items-center gap-1.5 rounded font-medium text-amber-700 text-sm underline-offset-4 hover:underline dark:text-amber-400"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('shopSettings.openMap')}
        </a>
      ) : null}
    </FormSection>
  );
}

function noteText(note: LocateNote, t: TFunction): string {
  switch (note.kind) {
    case 'found':
      return note.label
        ? t('shopSettings.locate.foundAt', { place: note.label })
        : t('shopSettings.locate.found');
    case 'notFound':
      return t('shopSettings.locate.notFound');
    case 'unavailable':
      return t('shopSettings.locate.unavailable');
    case 'located':
      return t('shopSettings.locate.located');
    case 'denied':
      return t('shopSettings.locate.denied');
    case 'noDevicePosition':
      return t('shopSettings.locate.noDevicePosition');
  }
}
