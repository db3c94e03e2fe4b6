import { type RefObject, useEffect, useRef } from 'react';

/**
 * "Load more" may leave with the last page, taking the keyboard's place along: once the list
 * holds more than before, the first entry added takes the focus. Entries are the list's
 * <article>s, focusable by script (tabIndex -1).
 */
export function useFocusFirstAdded(list: RefObject<HTMLElement | null>, count: number) {
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAt.current;
    if (index === null || count <= index) return;
    focusAt.current = null;
    list.current?.querySelectorAll<HTMLElement>('article').item(index)?.focus();
  }, [list, count]);
  /** Call as more is asked for. */
  return () => {
    focusAt.current = count;
  };
}
