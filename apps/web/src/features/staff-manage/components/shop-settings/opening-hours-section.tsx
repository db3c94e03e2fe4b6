import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { Switch } from '@/components/ui/switch';
import { TimeField } from '@/components/ui/time-field';
import { weekdayName } from '@/lib/dates';
import { fieldErrorText } from '@/lib/field-error';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';
import { weekdays } from './weekdays';

/** Each weekday open or closed, and when open, its opening and closing times. */
export function OpeningHoursSection() {
  const { t, i18n } = useTranslation();
  const { formState, control } = useFormContext<ShopSettingsValues>();
  const hours = useWatch({ control, name: 'hours' });
  return (
    <FormSection
      id="shop-hours"
      title={t('shopSettings.sections.hours')}
      description={t('shopSettings.hints.hours')}
    >
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {weekdays.map((weekday, index) => {
          const day = hours[index];
          const dayErrors = formState.errors.hours?.[index];
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
                  <Controller
                    control={control}
                    name={`hours.${index}.opens`}
                    render={({ field }) => (
                      <TimeField
                        label={t('shopSettings.fields.opens')}
                        error={fieldErrorText(t, dayErrors?.opens)}
                        {...field}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`hours.${index}.closes`}
                    render={({ field }) => (
                      <TimeField
                        label={t('shopSettings.fields.closes')}
                        error={fieldErrorText(t, dayErrors?.closes)}
                        {...field}
                      />
                    )}
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
  );
}
