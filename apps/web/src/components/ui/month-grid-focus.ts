import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { dateAfterKey, monthOf, monthWeeks } from '@/lib/calendar';
import type { GridDay, MonthPaging } from './month-grid-parts';

/**
 * The month grid's keyboard: which day takes Tab, where an arrow, Home, End or Page key moves
 * the focus, and the month it turns to when the focus leaves the one shown.
 */
export function useMonthGridFocus({
  month,
  onMonthChange,
  firstMonth,
  lastMonth,
  selectedDate,
  dayOf,
  shouldFocusOnMount,
  onGridKeyDown,
}: MonthPaging & {
  selectedDate: string | null;
  dayOf: (date: string) => GridDay;
  shouldFocusOnMount: boolean;
  onGridKeyDown: ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
}) {
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

  return { gridRef, weeks, tabStop, setFocusedDate, onKeyDown };
}
