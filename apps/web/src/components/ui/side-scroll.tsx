import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table or chart wider than a phone, scrolling sideways inside the page. It takes the
 * keyboard focus (a named group) so that keyboard users can scroll it with the arrow keys.
 */
export function SideScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not a table.
    <div
      role="group"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: only the focus lets keys scroll it.
      tabIndex={0}
      className={cn('focus-ring overflow-x-auto', className)}
    >
      {children}
    </div>
  );
}
