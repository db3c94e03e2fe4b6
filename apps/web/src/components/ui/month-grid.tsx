import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMonthGridFocus } from './month-grid-focus';
import {
  type GridDay,
  MonthGridDay,
  MonthGridHeader,
  type MonthPaging,
  WeekdayHeadings,
} from './month-grid-parts';

export type { GridDay, MonthPaging } from './month-grid-parts';

interface MonthGridProps extends MonthPaging {
  selectedDate: string | null;
  onSelect: (date: string) => void;
  dayOf: (date: string) => GridDay;
  isLoading?: boolean;
  /** Put the focus on the selected (or first selectable) day at once, as a popup does. */
  shouldFocusOnMount?: boolean;
  /** Keys the grid does not use itself (Escape in a popup). */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A month to pick a day from (the APG date grid): arrow keys move a day or a week, Home and
 * End to the week's ends, Page Up and Page Down a month, and the focus carries over into the
 * next or previous month between firstMonth and lastMonth. Weeks run Monday to Sunday.
 */
export function MonthGrid({
  selectedDate,
  onSelect,
  dayOf,
  isLoading = false,
  shouldFocusOnMount = false,
  onKeyDown: onGridKeyDown,
  ...paging
}: MonthGridProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const { gridRef, weeks, tabStop, setFocusedDate, onKeyDown } = useMonthGridFocus({
    ...paging,
    selectedDate,
    dayOf,
    shouldFocusOnMount,
    onGridKeyDown,
  });

  return (
    <div>
      <MonthGridHeader
        {...paging}
        titleId={titleId}
        language={language}
        onGridKeyDown={onGridKeyDown}
      />

      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid, so screen readers pass the arrow keys on
        role="grid"
        aria-labelledby={titleId}
        aria-busy={isLoading || undefined}
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
      >
        <WeekdayHeadings language={language} />
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blank days around the month have no identity
                  return <td key={`blank-${index}`} />;
                }
                const day = dayOf(date);
                return (
                  <MonthGridDay
                    key={date}
                    date={date}
                    day={day}
                    isSelected={date === selectedDate}
                    isTabStop={date === tabStop}
                    isLoading={isLoading}
                    onClick={() => {
                      setFocusedDate(date);
                      if (day.isSelectable) onSelect(date);
                    }}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    onFocus={() => setFocusedDate(date)}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
