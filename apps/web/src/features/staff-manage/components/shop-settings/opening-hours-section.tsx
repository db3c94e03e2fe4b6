import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { Switch } from '@/components/ui/switch';
import { TimeField } from '@/components/ui/time-field';
import { weekdayName } from '@/lib/dates';
import { fieldErrorText } from '@/lib/field-error';
import { weekdays } from '@/lib/weekly-opening';
import type { ShopSettingsValues } from '../../utils/shop-settings-form';

/** Indexes into the form's hours: Monday is the first, Tuesday to Friday the next four. */
const monday = 0;
const tuesdayToFriday = [1, 2, 3, 4];
const everyDayButMonday = [1, 2, 3, 4, 5, 6];

/** Copies Monday's day to the other weekdays, or to every day, so a regular week is set once. */
function CopyMondayButtons() {
  const { t, i18n } = useTranslation();
  const { getValues, setValue } = useFormContext<ShopSettingsValues>();
  const mondayName = weekdayName(1, i18n.language);
  const copyMondayTo = (targets: number[]) => {
    const source = getValues(`hours.${monday}`);
    for (const index of targets) {
      setValue(`hours.${index}`, { ...source }, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => copyMondayTo(tuesdayToFriday)}>
        {t('shopSettings.copyToWeekdays', { day: mondayName })}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => copyMondayTo(everyDayButMonday)}>
        {t('shopSettings.copyToAll', { day: mondayName })}
      </Button>
    </div>
  );
}

/** The time one open day opens or closes at. */
function DayTime({ index, edge }: { index: number; edge: 'opens' | 'closes' }) {
  const { t } = useTranslation();
  const { formState, control } = useFormContext<ShopSettingsValues>();
  return (
    <Controller
      control={control}
      name={`hours.${index}.${edge}`}
      render={({ field }) => (
        <TimeField
          label={t(`shopSettings.fields.${edge}`)}
          error={fieldErrorText(t, formState.errors.hours?.[index]?.[edge])}
          {...field}
        />
      )}
    />
  );
}

/** One weekday: open or closed, and while open its opening and closing times. */
function OpeningHoursDay({
  index,
  weekday,
  isOpen,
}: {
  /** The day's place in the form's hours. */
  index: number;
  weekday: number;
  isOpen: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<ShopSettingsValues>();
  const name = weekdayName(weekday, i18n.language);
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[10rem_auto_1fr] sm:items-center">
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
      {isOpen ? (
        <div className="grid grid-cols-2 gap-3">
          <DayTime index={index} edge="opens" />
          <DayTime index={index} edge="closes" />
        </div>
      ) : (
        <span className="text-sm text-zinc-500 dark:text-zinc-400">
          {t('shopSettings.closedAllDay')}
        </span>
      )}
    </li>
  );
}

/**
 * The weekly hours as one control: each weekday open with its opening and closing times, or
 * closed, which makes it a weekly day off.
 */
export function OpeningHoursSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<ShopSettingsValues>();
  const hours = useWatch({ control, name: 'hours' });
  return (
    <FormSection
      id="shop-hours"
      title={t('shopSettings.sections.hours')}
      description={t('shopSettings.hints.hours')}
    >
      <CopyMondayButtons />
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {weekdays.map((weekday, index) => (
          <OpeningHoursDay
            key={weekday}
            index={index}
            weekday={weekday}
            isOpen={Boolean(hours[index]?.isOpen)}
          />
        ))}
      </ul>
    </FormSection>
  );
}
