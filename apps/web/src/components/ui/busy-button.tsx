import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

export interface BusyButtonProps extends ButtonProps {
  /** While true the button is disabled, says so to assistive tech and shows a spinner. */
  busy: boolean;
  /** What the button says while busy ("Saving…"); its own label when not given. */
  busyLabel?: ReactNode;
  /** The icon before the label when not busy; the spinner takes its place while busy. */
  icon?: ReactNode;
}

/**
 * A button whose action takes a round trip: one look for "working on it" everywhere, so a
 * form never shows a second click target or a spinner of another size or colour.
 */
export function BusyButton({
  busy,
  busyLabel,
  icon,
  disabled,
  size,
  children,
  ...props
}: BusyButtonProps) {
  return (
    <Button size={size} disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? (
        <Spinner className={size === 'lg' ? 'size-5 text-current' : 'size-4 text-current'} />
      ) : (
        icon
      )}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
