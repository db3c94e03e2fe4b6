import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A dialog's last row: the way back, then the action it asks for. On a phone the action
 * comes first, full width, under the thumb; from `sm` up they sit at the right, back first.
 * The way back is closed while the action runs, so a half-done step cannot be left.
 */
export function DialogActions({
  backLabel,
  onBack,
  busy,
  backRef,
  className,
  children,
}: {
  backLabel: string;
  onBack: () => void;
  busy: boolean;
  /** Where focus starts when the safe choice is the way back. */
  backRef?: Ref<HTMLButtonElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button ref={backRef} variant="secondary" onClick={onBack} disabled={busy}>
        {backLabel}
      </Button>
      {children}
    </div>
  );
}
