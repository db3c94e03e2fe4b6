import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { BusyButton } from './busy-button';
import { Dialog } from './dialog';
import { DialogActions } from './dialog-actions';

/**
 * Asks before a step that cannot be taken back (a no-show, a block, a refund, a delete). The
 * dialog is open while there is something to confirm; backing out is the safe choice, so it
 * has the focus, and nothing closes the dialog while the step is on its way.
 */
export function ConfirmDialog<Subject>({
  subject,
  isPending,
  title,
  description,
  keepLabel,
  confirmLabel,
  workingLabel,
  icon: Icon,
  variant = 'danger',
  children,
  onConfirm,
  onClose,
}: {
  /** What is to be confirmed; null while there is nothing to ask. */
  subject: Subject | null;
  isPending: boolean;
  title: string;
  description?: ReactNode;
  /** The words of the safe choice ("Keep", "Go back"). */
  keepLabel: string;
  confirmLabel: string;
  /** What the confirm button says while the step is on its way. */
  workingLabel: string;
  icon: LucideIcon;
  variant?: 'danger' | 'primary';
  /** Shown above the buttons, e.g. the server's reason for refusing. */
  children?: ReactNode;
  onConfirm: (subject: Subject) => void;
  onClose: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen={subject !== null}
      onClose={onClose}
      isDismissible={!isPending}
      initialFocus={keep}
      title={title}
      description={description}
    >
      <div className="space-y-5">
        {children}
        <DialogActions backLabel={keepLabel} onBack={onClose} busy={isPending} backRef={keep}>
          <BusyButton
            variant={variant}
            busy={isPending}
            busyLabel={workingLabel}
            icon={<Icon aria-hidden className="size-4" />}
            onClick={() => {
              if (subject !== null) onConfirm(subject);
            }}
          >
            {confirmLabel}
          </BusyButton>
        </DialogActions>
      </div>
    </Dialog>
  );
}
