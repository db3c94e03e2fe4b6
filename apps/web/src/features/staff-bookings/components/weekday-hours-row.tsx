import { useId } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { Controller, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeField } from '@/components/ui/time-field';
import { cn } from '@/lib/cn';
import { weekdayName } from '@/lib/dates';
import { openingOf } from '@/lib/weekly-opening';
import type { BookingSettings } from '../api/booking-settings';
import type { DayValues, SlotsValues } from '../utils/slots-form';

type RowProps = {
  control: Control<SlotsValues>;
  errorAt: (field: FieldPath<SlotsValues>) => string | undefined;
  index: number;
};

/** "All the opening hours" or "hours of its own", as one segmented choice. */
function ModeChoice({ control, index }: Omit<RowProps, 'errorAt'>) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: `days.${index}.mode` });
  const choice = (value: DayValues['mode'], label: string) => (
    <label
      className={cn(
        'flex min-h-9 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-center font-medium text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-amber-500 sm:flex-none',
        field.value === value
          ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-white'
          : 'text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white',
      )}
    >
      <input
        type="radio"
        className="sr-only"
        name={field.name}
        value={value}
        checked={field.value === value}
        onChange={() => field.onChange(value)}
        onBlur={field.onBlur}
      />
      {label}
    </label>
  );
  return (
    <div className="flex rounded-xl bg-zinc-100 p-1 sm:inline-flex dark:bg-zinc-800/80">
      {choice('all', t('dashboard.slots.day.all'))}
      {choice('custom', t('dashboard.slots.day.custom'))}
    </div>
  );
}

/** The day's own stretch: from and to, inside its opening hours. */
function OwnHours({ control, errorAt, index }: RowProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
      <Controller
        control={control}
        name={`days.${index}.from`}
        render={({ field: from }) => (
          <TimeField
            label={t('dashboard.slots.day.from')}
            error={errorAt(`days.${index}.from`)}
            {...from}
          />
        )}
      />
      <Controller
        control={control}
        name={`days.${index}.to`}
        render={({ field: to }) => (
          <TimeField
            label={t('dashboard.slots.day.to')}
            error={errorAt(`days.${index}.to`)}
            {...to}
          />
        )}
      />
    </div>
  );
}

/**
 * One weekday's booking hours: closed (a weekly off, or no opening hours), all the opening
 * hours, or a stretch of its own inside them. The opening hours stand beside it.
 */
export function WeekdayHoursRow({
  weekday,
  settings,
  mode,
  control,
  errorAt,
}: {
  weekday: number;
  settings: BookingSettings;
  mode: DayValues['mode'];
  control: Control<SlotsValues>;
  errorAt: (field: FieldPath<SlotsValues>) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const index = weekday - 1;
  const opening = openingOf(settings, weekday);
  const nameCell = (
    <span
      id={legendId}
      className="font-medium text-sm text-zinc-900 first-letter:uppercase dark:text-zinc-100"
    >
      {weekdayName(weekday, i18n.language)}
    </span>
  );

  if (!opening) {
    return (
      <li className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:items-center">
        {nameCell}
        <span className="text-sm text-zinc-500 dark:text-zinc-400">
          {settings.weeklyOffs.includes(weekday)
            ? t('dashboard.slots.day.weeklyOff')
            : t('dashboard.slots.day.closed')}
        </span>
      </li>
    );
  }

  return (
    <li className="py-3">
      <fieldset
        aria-labelledby={legendId}
        className="grid gap-3 sm:grid-cols-[9rem_1fr] sm:items-start"
      >
        <div className="flex items-baseline justify-between gap-2 sm:block sm:pt-2">
          {nameCell}
          <p className="text-sm text-zinc-500 tabular-nums sm:mt-0.5 dark:text-zinc-400">
            {t('dashboard.slots.day.opening', { opens: opening.opens, closes: opening.closes })}
          </p>
        </div>
        <div className="space-y-3">
          <ModeChoice control={control} index={index} />
          {mode === 'custom' ? (
            <OwnHours control={control} errorAt={errorAt} index={index} />
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}
