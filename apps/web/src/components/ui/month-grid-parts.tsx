import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shiftMonth } from '@/lib/calendar';
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

/** The month shown and how far its arrows and keys may turn it. */
export interface MonthPaging {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The arrows and keys stop at these months. */
  firstMonth: string;
  lastMonth: string;
}

const arrowClass =
  'focus-ring grid size-10 place-items-center rounded-xl text-zinc-700 transition-colors hover:bg-zinc-100 disabled:pointer-events-none disabled:opacity-30 dark:text-zinc-300 dark:hover:bg-zinc-800';

/** The month's name between the arrows to the month before and after. */
export function MonthGridHeader({
  month,
  onMonthChange,
  firstMonth,
  lastMonth,
  titleId,
  language,
  onGridKeyDown,
}: MonthPaging & {
  titleId: string;
  language: string;
  onGridKeyDown: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
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
  );
}

/** One day of the grid: its number, and under it the day's mark unless it is the chosen one. */
export function MonthGridDay({
  date,
  day,
  isSelected,
  isTabStop,
  isLoading,
  onClick,
  onKeyDown,
  onFocus,
}: {
  date: string;
  day: GridDay;
  isSelected: boolean;
  isTabStop: boolean;
  isLoading: boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}) {
  return (
    <td key={date} className="p-0">
      <button
        type="button"
        data-date={date}
        data-testid={`calendar-day-${date}`}
        tabIndex={isTabStop ? 0 : -1}
        aria-label={day.label}
        aria-disabled={!day.isSelectable || undefined}
        aria-pressed={isSelected}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
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
}

/** The weekdays over the grid's columns, short, with the full name for screen readers. */
export function WeekdayHeadings({ language }: { language: string }) {
  const names = weekdayNames(language, 'short');
  const longNames = weekdayNames(language, 'long');
  return (
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
  );
}
