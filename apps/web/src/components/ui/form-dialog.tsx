import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from './alert';
import { BusyButton } from './busy-button';
import { Dialog } from './dialog';
import { DialogActions } from './dialog-actions';

/**
 * A dialog holding one form: the server's reason for a failed save above the fields, and
 * cancel and submit below. While the save runs the dialog cannot be dismissed and both
 * buttons are disabled, so nothing is sent twice; the fields take `disabled` from the caller.
 */
export function FormDialog({
  isOpen = true,
  onClose,
  title,
  description,
  className,
  isPending,
  problem,
  onSubmit,
  cancelLabel,
  submitLabel,
  pendingLabel,
  children,
}: {
  isOpen?: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  className?: string;
  isPending: boolean;
  /** What went wrong with the last save, or null. */
  problem: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's text while the save runs. */
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      isDismissible={!isPending}
      className={className}
      title={title}
      description={description}
    >
      <form noValidate className="space-y-4" onSubmit={onSubmit}>
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
        {children}
        <DialogActions backLabel={cancelLabel} onBack={onClose} busy={isPending} className="pt-2">
          <BusyButton type="submit" busy={isPending} busyLabel={pendingLabel}>
            {submitLabel}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
