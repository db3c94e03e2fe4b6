import { addDays, isLocalDate } from '@jono/contract/rules/local-date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatLocalDate } from '@/lib/dates';

/** The day on show: a step back, a date input, a step forward and a way back to today. */
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
  const inputId = useId();
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('dashboard.bookings.day.previous')}
          onClick={() => onChange(addDays(date, -1))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </Button>
        <div className="relative min-w-0 flex-1 sm:max-w-56">
          <label htmlFor={inputId} className="sr-only">
            {t('dashboard.bookings.day.label')}
          </label>
          <CalendarDays
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          />
          <input
            id={inputId}
            type="date"
            value={date}
            onChange={(event) => {
              if (isLocalDate(event.target.value)) onChange(event.target.value);
            }}
            className="focus-ring block h-10 w-full rounded-xl border border-zinc-300 bg-white pr-3 pl-9 text-base text-zinc-950 shadow-xs hover:border-zinc-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:[color-scheme:dark] dark:hover:border-zinc-600"
          />
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('dashboard.bookings.day.next')}
          onClick={() => onChange(addDays(date, 1))}
        >
          <ChevronRight aria-hidden className="size-5" />
        </Button>
        <Button variant="ghost" size="sm" disabled={date === today} onClick={() => onChange(today)}>
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
