import { useState } from 'react';
import type { BoardAction } from './use-board-step';

export interface EntryDialog<Kind extends BoardAction, Entry extends { orderId: string }> {
  /** The entry the dialog of this kind is open for, or null while it is closed. */
  entry: (kind: Kind) => Entry | null;
  isPending: (kind: Kind) => boolean;
  open: (kind: Kind) => (entry: Entry) => void;
  close: () => void;
  /** Closes the dialog once its step was taken; a failed step leaves it open to try again. */
  closeOnSuccess: (isDone: boolean) => void;
}

/**
 * Which dialog is open, and for whom, among one list of the board. The dialog keeps only the
 * order's id and finds the entry in the latest board, so it shows what the live updates brought.
 */
export function useEntryDialog<Kind extends BoardAction, Entry extends { orderId: string }>(
  entries: readonly Entry[] | undefined,
  pendingAction: (orderId: string) => BoardAction | null,
): EntryDialog<Kind, Entry> {
  const [dialog, setDialog] = useState<{ kind: Kind; orderId: string } | null>(null);
  return {
    entry: (kind) =>
      dialog?.kind === kind
        ? (entries?.find((entry) => entry.orderId === dialog.orderId) ?? null)
        : null,
    isPending: (kind) => dialog?.kind === kind && pendingAction(dialog.orderId) === kind,
    open: (kind) => (entry) => setDialog({ kind, orderId: entry.orderId }),
    close: () => setDialog(null),
    closeOnSuccess: (isDone) => {
      if (isDone) setDialog(null);
    },
  };
}
