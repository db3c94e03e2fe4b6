import { type RefObject, useEffect, useRef } from 'react';

/**
 * "Load more" may leave with the last page, taking the keyboard's place along: once the log
 * holds more rows than before, the first row added takes the focus. Rows are the list's
 * <li>s, focusable by script (tabIndex -1).
 */
export function useFocusFirstAdded(list: RefObject<HTMLElement | null>, count: number) {
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAt.current;
    if (index === null || count <= index) return;
    focusAt.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li').item(index)?.focus();
  }, [list, count]);
  /** Call as more is asked for. */
  return () => {
    focusAt.current = count;
  };
}
