import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={keep} variant="secondary" onClick={onClose} disabled={isPending}>
            {keepLabel}
          </Button>
          <Button
            variant={variant}
            disabled={isPending}
            onClick={() => {
              if (subject !== null) onConfirm(subject);
            }}
          >
            {isPending ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <Icon aria-hidden className="size-4" />
            )}
            {isPending ? workingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
