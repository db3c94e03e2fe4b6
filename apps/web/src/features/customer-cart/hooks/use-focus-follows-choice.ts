import { useEffect, useRef } from 'react';

/**
 * Add gives way to the quantity control and Remove gives way to Add: focus follows the
 * pressed button to what took its place, instead of falling back to the page.
 */
export function useFocusFollowsChoice(isChosen: boolean) {
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  const wasPressed = useRef(false);
  useEffect(() => {
    if (!wasPressed.current) return;
    wasPressed.current = false;
    (isChosen ? increaseRef : addRef).current?.focus();
  }, [isChosen]);
  return {
    addRef,
    increaseRef,
    /** Wraps a handler that adds or removes the item. */
    pressed: (handler: () => void) => () => {
      wasPressed.current = true;
      handler();
    },
  };
}
