import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { TimeField } from '@/components/ui/time-field';
import { weekdayName } from '@/lib/dates';
import type { HoursForm } from '../hooks/use-hours-form';
import { type IntervalValues, MAX_INTERVALS_A_DAY } from '../utils/hours-form';
import { clockSpan } from '../utils/week-cells';

const dayNameClass = 'font-medium text-sm text-zinc-900 first-letter:uppercase dark:text-zinc-100';

type IntervalChanges = Pick<HoursForm, 'setTime' | 'addInterval' | 'removeInterval'>;

/** One stretch of the day: its start, its end, and a button to take it away. */
function IntervalRow({
  weekday,
  dayName,
  number,
  interval,
  form,
}: {
  weekday: number;
  dayName: string;
  /** Its place in the day, from 1, which names its remove button. */
  number: number;
  interval: IntervalValues;
  form: IntervalChanges;
}) {
  const { t } = useTranslation();
  return (
    <li className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
      <TimeField
        isCompact
        label={t('teamSchedule.hours.start')}
        value={interval.opens}
        onChange={(time) => form.setTime(weekday, interval.key, 'opens', time)}
      />
      <TimeField
        isCompact
        label={t('teamSchedule.hours.end')}
        value={interval.closes}
        onChange={(time) => form.setTime(weekday, interval.key, 'closes', time)}
      />
      <IconButton
        icon={X}
        label={t('teamSchedule.hours.removeInterval', { day: dayName, number })}
        variant="ghost"
        onClick={() => form.removeInterval(weekday, interval.key)}
      />
    </li>
  );
}

/** A weekday the shop is closed on, which takes no hours. */
function ShopClosedDay({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <li aria-disabled="true" className="flex items-center justify-between gap-3 py-3 opacity-60">
      <span className={dayNameClass}>{name}</span>
      <span className="text-sm text-zinc-500 dark:text-zinc-400">
        {t('teamSchedule.hours.shopClosed')}
      </span>
    </li>
  );
}

/**
 * One weekday of a member's hours: its intervals (several make a split shift), or a day off
 * when there are none. A weekday the shop is closed on cannot take hours.
 */
export function WeekdayIntervals({
  weekday,
  opening,
  intervals,
  form,
}: {
  weekday: number;
  opening: { opens: string; closes: string } | null;
  intervals: IntervalValues[];
  form: IntervalChanges;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const name = weekdayName(weekday, i18n.language);

  if (!opening) return <ShopClosedDay name={name} />;
  return (
    <li className="py-3">
      <fieldset aria-labelledby={nameId} className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span id={nameId} className={dayNameClass}>
            {name}
          </span>
          <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
            {t('teamSchedule.hours.opening', { span: clockSpan(opening.opens, opening.closes) })}
          </span>
        </div>
        {intervals.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            {t('teamSchedule.hours.dayOff')}
          </p>
        ) : (
          <ul className="space-y-2">
            {intervals.map((interval, index) => (
              <IntervalRow
                key={interval.key}
                weekday={weekday}
                dayName={name}
                number={index + 1}
                interval={interval}
                form={form}
              />
            ))}
          </ul>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={intervals.length >= MAX_INTERVALS_A_DAY}
          onClick={() => form.addInterval(weekday)}
        >
          <Plus aria-hidden className="size-4" />
          {t('teamSchedule.hours.addInterval')}
        </Button>
      </fieldset>
    </li>
  );
}
