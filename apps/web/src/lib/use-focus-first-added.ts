import { type RefObject, useEffect, useRef } from 'react';

/**
 * "Load more" may leave with the last page, taking the keyboard's place along: once the list
 * holds more rows than before, the first row added takes the focus. `rows` selects the list's
 * rows (its <li>s, its <article>s), each focusable by script (tabIndex -1).
 */
export function useFocusFirstAdded(
  list: RefObject<HTMLElement | null>,
  count: number,
  rows: string,
) {
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAt.current;
    if (index === null || count <= index) return;
    focusAt.current = null;
    list.current?.querySelectorAll<HTMLElement>(rows).item(index)?.focus();
  }, [list, count, rows]);
  /** Call as more is asked for. */
  return () => {
    focusAt.current = count;
  };
}
