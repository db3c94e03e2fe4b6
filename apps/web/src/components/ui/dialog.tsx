import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

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

/**
 * A modal dialog: the page behind goes inert, Tab and Shift+Tab stay inside, Escape and a
 * click outside close it (unless `isDismissible` is false, e.g. while its action runs), and
 * focus returns to where it was.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  initialFocus,
  isDismissible = true,
  className,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** What takes focus on open; by default the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  isDismissible?: boolean;
  className?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
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
        return;
      }
      if (event.key !== 'Tab') return;
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
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
      returnFocusTo?.focus();
    };
  }, [isOpen, initialFocus]);

  if (!isOpen) return null;
  return createPortal(
    <div
      ref={layerRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-zinc-950/60 backdrop-blur-sm animate-fade-in"
        onClick={() => {
          if (dismissibleRef.current) closeRef.current();
        }}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative w-full max-w-md rounded-2xl border border-zinc-200 bg-white p-6 shadow-2xl outline-none animate-fade-in dark:border-zinc-800 dark:bg-zinc-900',
          className,
        )}
      >
        <h2
          id={titleId}
          className="text-balance font-semibold text-lg text-zinc-950 dark:text-white"
        >
          {title}
        </h2>
        {description ? (
          <div
            id={descriptionId}
            className="mt-2 text-pretty text-sm text-zinc-600 dark:text-zinc-400"
          >
            {description}
          </div>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
