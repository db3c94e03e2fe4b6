import { addDays, isLocalDate } from '@jono/contract/rules/local-date';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { PagerButton } from '@/components/ui/pager-button';
import { formatLocalDate } from '@/lib/dates';

/** The day on show: a step back, a date field, a step forward and a way back to today. */
export function DayPicker({
  date,
  today,
  onChange,
}: {
  date: string;
  /** Today on the shop's clock. */
  today: string;
  onChange: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2">
        <PagerButton
          direction="previous"
          label={t('dashboard.bookings.day.previous')}
          onClick={() => onChange(addDays(date, -1))}
        />
        <DateField
          label={t('dashboard.bookings.day.label')}
          isLabelHidden
          isCompact
          today={today}
          value={date}
          onChange={(next) => {
            if (isLocalDate(next)) onChange(next);
          }}
          className="min-w-0 flex-1 sm:max-w-56"
        />
        <PagerButton
          direction="next"
          label={t('dashboard.bookings.day.next')}
          onClick={() => onChange(addDays(date, 1))}
        />
        <Button
          variant="ghost"
          size="sm"
          // Level with the 40 px field and arrows when the row is aligned to its top.
          className="mt-0.5"
          disabled={date === today}
          onClick={() => onChange(today)}
        >
          {t('dashboard.bookings.day.today')}
        </Button>
      </div>
      <h2
        className="font-semibold text-lg text-zinc-950 first-letter:uppercase dark:text-white"
        aria-live="polite"
      >
        {formatLocalDate(date, i18n.language)}
        {date === today ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle font-semibold text-amber-900 text-xs dark:bg-amber-400/15 dark:text-amber-200">
            {t('dashboard.bookings.day.today')}
          </span>
        ) : null}
      </h2>
    </div>
  );
}
