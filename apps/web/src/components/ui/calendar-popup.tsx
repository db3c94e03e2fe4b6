import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { monthOf, shiftMonth } from '@/lib/calendar';
import { cn } from '@/lib/cn';
import { formatLocalDate } from '@/lib/dates';
import { MonthGrid } from './month-grid';
import { useCalendarPopup } from './use-calendar-popup';

/** How far a calendar without min or max lets the months run either way. */
const OPEN_RANGE_MONTHS = 120;

/** The months the calendar pages through, and whether a day may be chosen. */
function calendarBounds(shown: string, min: string | undefined, max: string | undefined) {
  return {
    firstMonth: min ? monthOf(min) : shiftMonth(monthOf(shown), -OPEN_RANGE_MONTHS),
    lastMonth: max ? monthOf(max) : shiftMonth(monthOf(shown), OPEN_RANGE_MONTHS),
    isWithin: (date: string) => (!min || date >= min) && (!max || date <= max),
  };
}

/**
 * A button at a date field's end that opens a month to pick the day from. The month opens on
 * the field's date (or `startDate`) with the focus on it; choosing a day, Escape or a click
 * elsewhere closes it and the focus goes back to the button.
 */
export function CalendarPopup({
  label,
  value,
  startDate,
  min,
  max,
  disabled,
  isCompact,
  onChoose,
}: {
  /** The field's label, which names the popup. */
  label: string;
  value: string;
  startDate: string;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean | undefined;
  isCompact: boolean;
  onChoose: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shown = value || startDate;
  const popup = useCalendarPopup(shown);
  const { firstMonth, lastMonth, isWithin } = calendarBounds(shown, min, max);

  return (
    <>
      <button
        ref={popup.buttonRef}
        type="button"
        aria-label={t('dateTimeFields.openCalendar', { field: label })}
        aria-haspopup="dialog"
        aria-expanded={popup.isOpen}
        disabled={disabled}
        onClick={popup.toggle}
        className={cn(
          'focus-ring absolute top-1 right-1 grid place-items-center rounded-lg text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-60 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white',
          isCompact ? 'size-8' : 'size-10',
        )}
      >
        <CalendarDays aria-hidden className="size-5" />
      </button>
      {popup.month ? (
        <div
          ref={popup.popupRef}
          role="dialog"
          aria-label={label}
          // On a phone the month sits in the middle of the screen, whatever the field's column.
          className="fixed inset-x-4 top-1/2 z-40 mx-auto max-w-80 -translate-y-1/2 rounded-2xl border border-zinc-200 bg-white p-3 shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:left-0 sm:mt-2 sm:w-80 sm:translate-y-0 dark:border-zinc-700 dark:bg-zinc-900"
        >
          <MonthGrid
            month={popup.month}
            onMonthChange={popup.setMonth}
            firstMonth={firstMonth}
            lastMonth={lastMonth}
            selectedDate={value || null}
            shouldFocusOnMount
            onSelect={(date) => {
              onChoose(date);
              popup.close();
            }}
            onKeyDown={popup.closeOnEscape}
            dayOf={(date) => ({
              isSelectable: isWithin(date),
              label: formatLocalDate(date, language),
            })}
          />
        </div>
      ) : null}
    </>
  );
}
