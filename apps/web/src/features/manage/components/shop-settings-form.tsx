import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Store } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormSection, FormSectionsSkeleton } from '@/components/ui/form-section';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { intlLocale } from '@/lib/format';
import { notify } from '@/lib/toast';
import {
  type ShopSettings,
  useShopSettingsQuery,
  useUpdateShopSettingsMutation,
} from '../api/shop-settings';
import {
  changesOf,
  formValuesOf,
  mapLink,
  type ShopSettingsValues,
  shopSettingsFormSchema,
} from '../utils/shop-settings-form';
import { LoadFailedState } from './load-failed-state';
import { MapPreview } from './map-preview';
import { ShopImagePicker } from './shop-image-picker';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** Weekday names in the user's language, Monday first (2024-01-01 was a Monday). */
function weekdayName(weekday: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t, i18n } = useTranslation();
  const [save, { isLoading }] = useUpdateShopSettingsMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, control, reset } = useForm<ShopSettingsValues>({
    defaultValues: formValuesOf(settings),
    resolver: zodResolver(shopSettingsFormSchema),
  });
  const errors = formState.errors;
  const err = (error: { message?: string | undefined } | undefined) => fieldErrorText(t, error);
  const [lat, lng, hours] = useWatch({ control, name: ['lat', 'lng', 'hours'] });
  const link = mapLink(lat, lng);
  const coordinates = link
    ? { lat: Number(lat.replace(',', '.')), lng: Number(lng.replace(',', '.')) }
    : null;

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const saved = await save(changesOf(values)).unwrap();
        reset(formValuesOf(saved));
        notify.success(t('shopSettings.saved'));
      } catch (error) {
        const message = errorMessage(error);
        setProblem(message);
        notify.error(message);
      }
    },
    () => notify.error(t('shopSettings.errors.fixFields')),
  );

  const additional = settings.additionalServices;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      <FormSection title={t('shopSettings.sections.basics')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('shopSettings.fields.name')}
            error={err(errors.name)}
            {...register('name')}
          />
          <TextField
            label={t('shopSettings.fields.timezone')}
            hint={t('shopSettings.hints.timezone')}
            error={err(errors.timezone)}
            {...register('timezone')}
          />
        </div>
      </FormSection>

      <FormSection title={t('shopSettings.sections.location')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('shopSettings.fields.address')}
            autoComplete="street-address"
            error={err(errors.address)}
            {...register('address')}
          />
          <TextField
            label={t('shopSettings.fields.city')}
            error={err(errors.city)}
            {...register('city')}
          />
          <TextField
            label={t('shopSettings.fields.postalCode')}
            autoComplete="postal-code"
            error={err(errors.postalCode)}
            {...register('postalCode')}
          />
          <TextField
            label={t('shopSettings.fields.country')}
            error={err(errors.country)}
            {...register('country')}
          />
          <TextField
            label={t('shopSettings.fields.lat')}
            inputMode="decimal"
            error={err(errors.lat)}
            {...register('lat')}
          />
          <TextField
            label={t('shopSettings.fields.lng')}
            inputMode="decimal"
            error={err(errors.lng)}
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

      <FormSection
        title={t('shopSettings.sections.hours')}
        description={t('shopSettings.hints.hours')}
      >
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {weekdays.map((weekday, index) => {
            const day = hours[index];
            const dayErrors = errors.hours?.[index];
            const name = weekdayName(weekday, i18n.language);
            return (
              <li
                key={weekday}
                className="grid gap-3 py-3 sm:grid-cols-[10rem_auto_1fr] sm:items-center"
              >
                <span className="font-medium text-sm text-zinc-900 capitalize dark:text-zinc-100">
                  {name}
                </span>
                <Controller
                  control={control}
                  name={`hours.${index}.isOpen`}
                  render={({ field }) => (
                    <Switch
                      label={field.value ? t('shopSettings.open') : t('shopSettings.closed')}
                      aria-labelledby={undefined}
                      aria-label={t('shopSettings.openOn', { day: name })}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      className="items-center sm:justify-start"
                    />
                  )}
                />
                {day?.isOpen ? (
                  <div className="grid grid-cols-2 gap-3">
                    <TextField
                      type="time"
                      label={t('shopSettings.fields.opens')}
                      error={err(dayErrors?.opens)}
                      {...register(`hours.${index}.opens`)}
                    />
                    <TextField
                      type="time"
                      label={t('shopSettings.fields.closes')}
                      error={err(dayErrors?.closes)}
                      {...register(`hours.${index}.closes`)}
                    />
                  </div>
                ) : (
                  <span className="text-sm text-zinc-500 dark:text-zinc-400">
                    {t('shopSettings.closedAllDay')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </FormSection>

      <FormSection
        title={t('shopSettings.sections.weeklyOffs')}
        description={t('shopSettings.hints.weeklyOffs')}
      >
        <Controller
          control={control}
          name="weeklyOffs"
          render={({ field }) => (
            <fieldset>
              <legend className="sr-only">{t('shopSettings.sections.weeklyOffs')}</legend>
              <div className="flex flex-wrap gap-2">
                {weekdays.map((weekday) => {
                  const checked = field.value.includes(weekday);
                  return (
                    <label
                      key={weekday}
                      className="flex cursor-pointer items-center gap-2 rounded-xl border border-zinc-300 px-3 py-2 text-sm capitalize dark:border-zinc-700 dark:text-zinc-100"
                    >
                      <input
                        type="checkbox"
                        className="focus-ring size-4 accent-amber-500"
                        checked={checked}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, weekday]
                              : field.value.filter((value) => value !== weekday),
                          )
                        }
                      />
                      {weekdayName(weekday, i18n.language)}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
        />
      </FormSection>

      <FormSection title={t('shopSettings.sections.capacity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('shopSettings.fields.chairCount')}
            inputMode="numeric"
            hint={t('shopSettings.hints.chairCount')}
            error={err(errors.chairCount)}
            {...register('chairCount')}
          />
          <TextField
            label={t('shopSettings.fields.queueLimit')}
            inputMode="numeric"
            hint={t('shopSettings.hints.queueLimit')}
            error={err(errors.queueLimit)}
            {...register('queueLimit')}
          />
        </div>
      </FormSection>

      <FormSection title={t('shopSettings.sections.booking')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('shopSettings.fields.bookingFee')}
            inputMode="decimal"
            hint={t('shopSettings.hints.bookingFee')}
            error={err(errors.bookingFee)}
            {...register('bookingFee')}
          />
          <TextField
            label={t('shopSettings.fields.slotLength')}
            inputMode="numeric"
            hint={t('shopSettings.hints.slotLength')}
            error={err(errors.slotLengthMinutes)}
            {...register('slotLengthMinutes')}
          />
          <TextField
            label={t('shopSettings.fields.refundWindow')}
            inputMode="numeric"
            hint={t('shopSettings.hints.refundWindow')}
            error={err(errors.refundWindowHours)}
            {...register('refundWindowHours')}
          />
        </div>
      </FormSection>

      <FormSection
        title={t('shopSettings.sections.additional')}
        description={t('shopSettings.hints.additional')}
      >
        {(['noHotTowel', 'noWash', 'silentService'] as const).map((key) => (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field }) => (
              <Switch
                label={additional[key]?.name ?? t(`shopSettings.additional.${key}`)}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </FormSection>

      <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-zinc-200 border-t bg-white/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border dark:border-zinc-800 dark:bg-zinc-950/90">
        <Button
          variant="secondary"
          disabled={isLoading || !formState.isDirty}
          onClick={() => reset()}
        >
          {t('shopSettings.discard')}
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? <Spinner className="size-4 text-current" /> : null}
          {isLoading ? t('manage.actions.saving') : t('shopSettings.save')}
        </Button>
      </div>
    </form>
  );
}

/** Every setting of the shop, in sections, and its picture. */
export function ShopSettingsPanel() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useShopSettingsQuery();
  if (isLoading) return <FormSectionsSkeleton fields={2} aria-busy="true" />;
  if (!data) {
    return <LoadFailedState icon={Store} error={error} onRetry={() => void refetch()} />;
  }
  return (
    <div className="space-y-6">
      {data.status === 'pending_verification' ? (
        <Alert tone="warning">{t('shopSettings.pending')}</Alert>
      ) : null}
      <ShopImagePicker image={data.image} />
      <SettingsForm settings={data} />
    </div>
  );
}
