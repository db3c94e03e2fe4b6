import { type ReactNode, type RefObject, useId } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { useModalLayer } from './use-modal-layer';

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
  const { layerRef, panelRef, dismiss } = useModalLayer({
    isOpen,
    onClose,
    isDismissible,
    initialFocus,
  });

  if (!isOpen) return null;
  return createPortal(
    <div
      ref={layerRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-zinc-950/60 backdrop-blur-sm animate-fade-in"
        onClick={dismiss}
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
