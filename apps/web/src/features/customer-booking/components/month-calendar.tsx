import type { MonthAvailability } from '@jono/contract/api/booking';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatLocalDate, formatMonth, weekdayNames } from '@/lib/dates';
import { dateAfterKey, monthOf, monthWeeks, shiftMonth } from '../utils/calendar';

type Day = MonthAvailability['days'][number];

/**
 * A month of the shop's calendar to pick a booking day from (the APG date grid): arrow keys
 * move a day or a week, Home and End to the week's ends, Page Up and Page Down a month, and
 * the focus carries over into the next or previous month within the booking window. Days
 * without room are greyed out and say why, but stay reachable so the keys never jump.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  days,
  firstMonth,
  lastMonth,
  selectedDate,
  onSelect,
  isLoading,
}: {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The month's days as the server sees them; undefined while they load. */
  days: readonly Day[] | undefined;
  /** The booking window's months: the arrows stop there. */
  firstMonth: string;
  lastMonth: string;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  // Set by a key press: the focus follows the moved date once its month is on screen.
  const shouldMoveFocus = useRef(false);

  const statusOf = new Map(days?.map((day) => [day.date, day]) ?? []);
  const weeks = monthWeeks(month);
  const datesShown = weeks.flat().filter((date): date is string => date !== null);
  // One day of the grid takes Tab (roving tabindex): the focused, the selected, or the first.
  const tabStop =
    [focusedDate, selectedDate].find((date) => date && monthOf(date) === month) ??
    datesShown.find((date) => statusOf.get(date)?.status === 'available') ??
    datesShown[0];

  useEffect(() => {
    if (!shouldMoveFocus.current || !focusedDate) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  const isAvailable = (date: string) => statusOf.get(date)?.status === 'available';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const target = dateAfterKey(date, event.key);
    if (!target) return;
    event.preventDefault();
    const targetMonth = monthOf(target);
    if (targetMonth < firstMonth || targetMonth > lastMonth) return;
    shouldMoveFocus.current = true;
    setFocusedDate(target);
    if (targetMonth !== month) onMonthChange(targetMonth);
  };

  const dayLabel = (date: string) => {
    const day = statusOf.get(date);
    const name = formatLocalDate(date, language);
    if (!day) return name;
    const state =
      day.status === 'available'
        ? t('prebooking.calendar.freeTimes', { count: day.freeStarts })
        : t(`prebooking.calendar.status.${day.status}`);
    return `${name}, ${state}`;
  };

  const names = weekdayNames(language, 'short');
  const longNames = weekdayNames(language, 'long');

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={t('prebooking.calendar.previousMonth')}
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          className="focus-ring grid size-10 place-items-center rounded-xl text-zinc-700 transition-colors hover:bg-zinc-100 disabled:pointer-events-none disabled:opacity-30 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h3
          id={titleId}
          aria-live="polite"
          className="font-semibold text-base text-zinc-950 capitalize dark:text-white"
        >
          {formatMonth(month, language)}
        </h3>
        <button
          type="button"
          aria-label={t('prebooking.calendar.nextMonth')}
          disabled={month >= lastMonth}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          className="focus-ring grid size-10 place-items-center rounded-xl text-zinc-700 transition-colors hover:bg-zinc-100 disabled:pointer-events-none disabled:opacity-30 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>

      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid, so screen readers pass the arrow keys on
        role="grid"
        aria-labelledby={titleId}
        aria-busy={isLoading || undefined}
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {names.map((name, index) => (
              <th
                key={name}
                scope="col"
                abbr={longNames[index]}
                className="py-1 text-center font-medium text-xs text-zinc-500 capitalize dark:text-zinc-400"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blank days around the month have no identity
                  return <td key={`blank-${index}`} />;
                }
                const isSelected = date === selectedDate;
                const available = isAvailable(date);
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      data-testid={`calendar-day-${date}`}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={dayLabel(date)}
                      aria-disabled={!available || undefined}
                      aria-pressed={isSelected}
                      onClick={() => {
                        setFocusedDate(date);
                        if (available) onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocusedDate(date)}
                      className={cn(
                        'focus-ring relative grid aspect-square min-h-10 w-full place-items-center rounded-xl font-semibold text-sm tabular-nums transition-colors',
                        isSelected
                          ? 'bg-amber-400 text-zinc-950 shadow-sm'
                          : available
                            ? 'bg-zinc-100 text-zinc-950 hover:bg-amber-100 dark:bg-zinc-800 dark:text-white dark:hover:bg-amber-400/20'
                            : 'cursor-default text-zinc-400 dark:text-zinc-600',
                        !available && statusOf.get(date)?.status === 'full' && 'line-through',
                        isLoading && 'animate-pulse',
                      )}
                    >
                      {Number(date.slice(8, 10))}
                      {available && !isSelected ? (
                        <span
                          aria-hidden
                          className="absolute bottom-1.5 size-1 rounded-full bg-emerald-500"
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {isLoading ? (
        <p role="status" className="sr-only">
          {t('prebooking.calendar.loading')}
        </p>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
          {t('prebooking.calendar.legendFree')}
        </li>
        <li className="flex items-center gap-1.5">
          {/* Legend samples are text too: greyer than the list, yet readable (axe contrast). */}
          <span aria-hidden className="text-zinc-500 line-through dark:text-zinc-400">
            12
          </span>
          {t('prebooking.calendar.legendFull')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="text-zinc-500 dark:text-zinc-400">
            12
          </span>
          {t('prebooking.calendar.legendClosed')}
        </li>
      </ul>
    </div>
  );
}
