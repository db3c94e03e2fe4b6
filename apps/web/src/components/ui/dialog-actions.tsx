import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import { BusyButton } from './busy-button';
import { Button, type ButtonProps } from './button';

interface DialogActionsProps {
  backLabel: string;
  onBack: () => void;
  busy: boolean;
  /** Where focus starts when the safe choice is the way back. */
  backRef?: Ref<HTMLButtonElement>;
  className?: string;
  children: ReactNode;
}

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
}: DialogActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button ref={backRef} variant="secondary" onClick={onBack} disabled={busy}>
        {backLabel}
      </Button>
      {children}
    </div>
  );
}

/**
 * The last row of a dialog's form: the way back, and the button that submits the form, with
 * its icon, or a spinner and the busy label while the step runs.
 */
export function DialogSubmitActions({
  busyLabel,
  icon: Icon,
  variant,
  disabled,
  children,
  ...back
}: Pick<DialogActionsProps, 'backLabel' | 'onBack' | 'busy'> & {
  busyLabel: string;
  icon: LucideIcon;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <DialogActions {...back}>
      <BusyButton
        type="submit"
        variant={variant}
        busy={back.busy}
        disabled={disabled}
        busyLabel={busyLabel}
        icon={<Icon aria-hidden className="size-4" />}
      >
        {children}
      </BusyButton>
    </DialogActions>
  );
}
