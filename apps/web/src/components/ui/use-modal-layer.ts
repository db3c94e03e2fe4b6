import { type RefObject, useEffect, useRef } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Everything else on the page goes inert: no focus, no clicks, hidden from screen readers. */
function makeOthersInert(keep: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element !== keep && !element.inert,
  );
  for (const element of others) element.inert = true;
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    for (const element of others) element.inert = false;
    document.body.style.overflow = overflow;
  };
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(panel: HTMLElement, event: KeyboardEvent) {
  const controls = [...panel.querySelectorAll<HTMLElement>(focusable)];
  const firstControl = controls[0];
  const lastControl = controls.at(-1);
  if (!firstControl || !lastControl) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === firstControl || !panel.contains(active))) {
    event.preventDefault();
    lastControl.focus();
  } else if (!event.shiftKey && (active === lastControl || !panel.contains(active))) {
    event.preventDefault();
    firstControl.focus();
  }
}

/**
 * A modal layer's behaviour while it is open: the page behind goes inert, focus moves in and
 * Tab and Shift+Tab stay inside the panel, Escape dismisses (when `isDismissible`), and focus
 * returns to where it was on close. `dismiss` is for a click outside the panel.
 */
export function useModalLayer({
  isOpen,
  onClose,
  isDismissible,
  initialFocus,
}: {
  isOpen: boolean;
  onClose: () => void;
  isDismissible: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  // The latest values, read by the listeners without re-running the open effect.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const dismissibleRef = useRef(isDismissible);
  dismissibleRef.current = isDismissible;

  useEffect(() => {
    if (!isOpen) return;
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!layer || !panel) return;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = makeOthersInert(layer);
    const first = initialFocus?.current ?? panel.querySelector<HTMLElement>(focusable) ?? panel;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (dismissibleRef.current) closeRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(panel, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
      returnFocusTo?.focus();
    };
  }, [isOpen, initialFocus]);

  return {
    layerRef,
    panelRef,
    dismiss: () => {
      if (dismissibleRef.current) closeRef.current();
    },
  };
}
