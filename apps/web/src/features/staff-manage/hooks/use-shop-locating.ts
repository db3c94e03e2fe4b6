import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '@/lib/error-message';
import { currentPosition, isPositionDenied } from '@/lib/geolocation';
import { notify } from '@/lib/toast';
import { useGeocodeMutation } from '../api/going-live';
import { mapLink, type ShopSettingsValues } from '../utils/shop-settings-form';
import { useMapStart } from './use-map-start';
import type { MapPosition } from './use-pin-map';

/** What the owner is told after finding the address or asking for their location. */
export type LocateNote =
  | { kind: 'found'; label: string | null }
  | { kind: 'notFound' | 'unavailable' | 'located' | 'denied' | 'noDevicePosition' };

const typedNumber = (value: string) => Number(value.replace(',', '.'));

/**
 * The shop form's position: read from its typed coordinates, and set by finding the address
 * (the server asks the geocoder), by the device's own position, or by the pin. Each way
 * leaves a note of what happened; a pin moved by hand clears it.
 */
export function useShopLocating() {
  const { control, setValue, getValues } = useFormContext<ShopSettingsValues>();
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

  const movePin = (at: MapPosition) => {
    place(at);
    setNote(null);
  };

  return {
    position,
    startAt,
    link,
    note,
    isFinding: geocoding.isLoading,
    isLocating,
    findAddress,
    takeDevicePosition,
    movePin,
  };
}
