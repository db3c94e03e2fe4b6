import { ExternalLink } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/field-error';
import { mapLink, type ShopSettingsValues } from '../../utils/shop-settings-form';
import { MapPreview } from '../map-preview';

/** Where the shop is: its address, and its position shown on a map once it reads as one. */
export function ShopLocationSection() {
  const { t } = useTranslation();
  const { register, formState, control } = useFormContext<ShopSettingsValues>();
  const { errors } = formState;
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  const link = mapLink(lat, lng);
  const coordinates = link
    ? { lat: Number(lat.replace(',', '.')), lng: Number(lng.replace(',', '.')) }
    : null;
  return (
    <FormSection title={t('shopSettings.sections.location')}>
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
      {coordinates ? <MapPreview latitude={coordinates.lat} longitude={coordinates.lng} /> : null}
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
