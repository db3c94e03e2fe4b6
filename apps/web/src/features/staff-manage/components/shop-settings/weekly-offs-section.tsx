import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { weekdayName } from '@/lib/dates';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';
import { weekdays } from './weekdays';

/** The weekdays the shop is off every week, ticked. */
export function WeeklyOffsSection() {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<ShopSettingsValues>();
  return (
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
              {weekdays.map((weekday) => (
                <label
                  key={weekday}
                  className="flex cursor-pointer items-center gap-2 rounded-xl border border-zinc-300 px-3 py-2 text-sm capitalize dark:border-zinc-700 dark:text-zinc-100"
                >
                  <input
                    type="checkbox"
                    className="focus-ring size-4 accent-amber-500"
                    checked={field.value.includes(weekday)}
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
              ))}
            </div>
          </fieldset>
        )}
      />
    </FormSection>
  );
}
