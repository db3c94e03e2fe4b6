import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { dateAfterKey, monthOf, monthWeeks, shiftMonth } from '@/lib/calendar';
import { cn } from '@/lib/cn';
import { formatMonth, weekdayNames } from '@/lib/dates';

/** How one day of the grid looks and reads. */
export interface GridDay {
  /** Whether choosing it does anything; the others are greyed out but stay reachable. */
  isSelectable: boolean;
  /** The day's name for screen readers, e.g. "Thursday, 26 November 2026, 5 free times". */
  label: string;
  /** A mark under the number (free times in the booking calendar). */
  mark?: ReactNode;
  /** Extra classes for a day that is not selectable (struck through when full). */
  className?: string | undefined;
}

/**
 * A month to pick a day from (the APG date grid): arrow keys move a day or a week, Home and
 * End to the week's ends, Page Up and Page Down a month, and the focus carries over into the
 * next or previous month between firstMonth and lastMonth. Weeks run Monday to Sunday.
 */
export function MonthGrid({
  month,
  onMonthChange,
  firstMonth,
  lastMonth,
  selectedDate,
  onSelect,
  dayOf,
  isLoading = false,
  shouldFocusOnMount = false,
  onKeyDown: onGridKeyDown,
}: {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The arrows and keys stop at these months. */
  firstMonth: string;
  lastMonth: string;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  dayOf: (date: string) => GridDay;
  isLoading?: boolean;
  /** Put the focus on the selected (or first selectable) day at once, as a popup does. */
  shouldFocusOnMount?: boolean;
  /** Keys the grid does not use itself (Escape in a popup). */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  // Set by a key press: the focus follows the moved date once its month is on screen.
  const shouldMoveFocus = useRef(shouldFocusOnMount);

  const weeks = monthWeeks(month);
  const datesShown = weeks.flat().filter((date): date is string => date !== null);
  // One day of the grid takes Tab (roving tabindex): the focused, the selected, or the first.
  const tabStop =
    [focusedDate, selectedDate].find((date) => date && monthOf(date) === month) ??
    datesShown.find((date) => dayOf(date).isSelectable) ??
    datesShown[0];

  // Before the browser takes the next key: a press that follows at once (held arrow, a
  // quick typist) must land on the day the last one moved to, also across a month.
  useLayoutEffect(() => {
    if (!shouldMoveFocus.current) return;
    const target = focusedDate ?? tabStop;
    if (!target) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
  }, [focusedDate, tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const target = dateAfterKey(date, event.key);
    if (!target) {
      onGridKeyDown?.(event);
      return;
    }
    event.preventDefault();
    const targetMonth = monthOf(target);
    if (targetMonth < firstMonth || targetMonth > lastMonth) return;
    shouldMoveFocus.current = true;
    setFocusedDate(target);
    if (targetMonth !== month) onMonthChange(targetMonth);
  };

  const names = weekdayNames(language, 'short');
  const longNames = weekdayNames(language, 'long');
  const arrowClass =
    'focus-ring grid size-10 place-items-center rounded-xl text-zinc-700 transition-colors hover:bg-zinc-100 disabled:pointer-events-none disabled:opacity-30 dark:text-zinc-300 dark:hover:bg-zinc-800';

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={t('dateTimeFields.previousMonth')}
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          onKeyDown={onGridKeyDown}
          className={arrowClass}
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
          aria-label={t('dateTimeFields.nextMonth')}
          disabled={month >= lastMonth}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          onKeyDown={onGridKeyDown}
          className={arrowClass}
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
                const day = dayOf(date);
                const isSelected = date === selectedDate;
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      data-testid={`calendar-day-${date}`}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={day.label}
                      aria-disabled={!day.isSelectable || undefined}
                      aria-pressed={isSelected}
                      onClick={() => {
                        setFocusedDate(date);
                        if (day.isSelectable) onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocusedDate(date)}
                      className={cn(
                        'focus-ring relative grid aspect-square min-h-10 w-full place-items-center rounded-xl font-semibold text-sm tabular-nums transition-colors',
                        isSelected
                          ? 'bg-amber-400 text-zinc-950 shadow-sm'
                          : day.isSelectable
                            ? 'bg-zinc-100 text-zinc-950 hover:bg-amber-100 dark:bg-zinc-800 dark:text-white dark:hover:bg-amber-400/20'
                            : 'cursor-default text-zinc-400 dark:text-zinc-600',
                        !day.isSelectable && day.className,
                        isLoading && 'animate-pulse',
                      )}
                    >
                      {Number(date.slice(8, 10))}
                      {isSelected ? null : day.mark}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
