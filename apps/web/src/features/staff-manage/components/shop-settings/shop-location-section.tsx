import type { TFunction } from 'i18next';
import { ExternalLink, LocateFixed, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { currentPosition, isPositionDenied } from '@/lib/geolocation';
import { notify } from '@/lib/toast';
import { useGeocodeMutation } from '../../api/going-live';
import { useMapStart } from '../../hooks/use-map-start';
import { mapLink, type ShopSettingsValues } from '../../utils/shop-settings-form';
import type { MapPosition } from '../pin-map';

// Leaflet and its styles load with this page only, never with the customer pages.
const PinMap = lazy(() => import('../pin-map'));

/** What the owner is told after finding the address or asking for their location. */
type LocateNote =
  | { kind: 'found'; label: string | null }
  | { kind: 'notFound' | 'unavailable' | 'located' | 'denied' | 'noDevicePosition' };

const typedNumber = (value: string) => Number(value.replace(',', '.'));

/**
 * Where the shop is: its address, and its position on a map with a pin. The address can be
 * looked up (the server asks the geocoder), the pin dragged, the device's own position taken,
 * or the coordinates typed; the position is saved with the rest of the form.
 */
export function ShopLocationSection({ mapTilesUrl }: { mapTilesUrl: string }) {
  const { t } = useTranslation();
  const { register, formState, control, setValue, getValues } =
    useFormContext<ShopSettingsValues>();
  const { errors } = formState;
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  const [geocode, geocoding] = useGeocodeMutation();
  const [isLocating, setIsLocating] = useState(false);
  const [note, setNote] = useState<LocateNote | null>(null);
  const link = mapLink(lat, lng);
  const position: MapPosition | null =
    link && lat !== '' && lng !== '' ? { lat: typedNumber(lat), lng: typedNumber(lng) } : null;
  const [city, country] = useWatch({ control, name: ['city', 'country'] });
  const startAt = useMapStart({ city, country }, position !== null);

  const place = (at: MapPosition) => {
    setValue('lat', String(at.lat), { shouldValidate: true, shouldDirty: true });
    setValue('lng', String(at.lng), { shouldValidate: true, shouldDirty: true });
  };

  const findAddress = async () => {
    const { address, postalCode, city, country } = getValues();
    const result = await geocode({ address, postalCode, city, country });
    if ('error' in result) {
      // The address itself was refused (too short, a control character): the form says why.
      setNote(null);
      notify.error(errorMessage(result.error));
      return;
    }
    const answer = result.data;
    if (answer.outcome === 'found' && answer.position) {
      place(answer.position);
      setNote({ kind: 'found', label: answer.label });
    } else {
      setNote({ kind: answer.outcome === 'notFound' ? 'notFound' : 'unavailable' });
    }
  };

  const takeDevicePosition = async () => {
    if (!navigator.geolocation) {
      setNote({ kind: 'noDevicePosition' });
      return;
    }
    setIsLocating(true);
    try {
      const { coords } = await currentPosition({ precise: true });
      place({
        lat: Math.round(coords.latitude * 1e6) / 1e6,
        lng: Math.round(coords.longitude * 1e6) / 1e6,
      });
      setNote({ kind: 'located' });
    } catch (error) {
      setNote({ kind: isPositionDenied(error) ? 'denied' : 'noDevicePosition' });
    } finally {
      setIsLocating(false);
    }
  };

  return (
    <FormSection
      id="shop-location"
      title={t('shopSettings.sections.location')}
      description={t('shopSettings.locate.description')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('shopSettings.fields.address')}
          autoComplete="street-address"
          error={fieldErrorText(t, errors.address)}
          {...register('address')}
        />
        <TextField
          label={t('shopSettings.fields.city')}
          error={fieldErrorText(t, errors.city)}
          {...register('city')}
        />
        <TextField
          label={t('shopSettings.fields.postalCode')}
          autoComplete="postal-code"
          error={fieldErrorText(t, errors.postalCode)}
          {...register('postalCode')}
        />
        <TextField
          label={t('shopSettings.fields.country')}
          error={fieldErrorText(t, errors.country)}
          {...register('country')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void findAddress()}
          disabled={geocoding.isLoading}
        >
          <Search aria-hidden className="size-4" />
          {geocoding.isLoading ? t('shopSettings.locate.finding') : t('shopSettings.locate.find')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void takeDevicePosition()}
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
          onMove={(at) => {
            place(at);
            setNote(null);
          }}
        />
      </Suspense>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {t('shopSettings.locate.dragHint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('shopSettings.fields.lat')}
          inputMode="decimal"
          error={fieldErrorText(t, errors.lat)}
          {...register('lat')}
        />
        <TextField
          label={t('shopSettings.fields.lng')}
          inputMode="decimal"
          error={fieldErrorText(t, errors.lng)}
          {...register('lng')}
        />
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
