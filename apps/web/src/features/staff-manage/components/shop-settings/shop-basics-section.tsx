import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { SelectField } from '@/components/ui/select-field';
import { fieldErrorText } from '@/lib/field-error';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';
import { SettingsField } from './settings-field';

/**
 * The time zones this browser knows; the shop's own stays among them even if the browser
 * does not list it (older browsers list no 'UTC'), so it is never silently changed.
 */
function timeZoneOptions(current: string) {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = current && !known.includes(current) ? [current, ...known] : known;
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** The shop's name and the time zone its hours, days and slots are reckoned in. */
export function ShopBasicsSection() {
  const { t } = useTranslation();
  const { formState, control } = useFormContext<ShopSettingsValues>();
  // Controlled: a select given its value by reference can lose it to a re-render.
  const { field: timezoneField } = useController({ control, name: 'timezone' });
  const { errors, defaultValues } = formState;
  const zones = useMemo(
    () => timeZoneOptions(defaultValues?.timezone ?? ''),
    [defaultValues?.timezone],
  );
  return (
    <FormSection title={t('shopSettings.sections.basics')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField name="name" />
        <SelectField
          label={t('shopSettings.fields.timezone')}
          hint={t('shopSettings.hints.timezone')}
          error={fieldErrorText(t, errors.timezone)}
          options={zones}
          {...timezoneField}
        />
      </div>
    </FormSection>
  );
}
