import type { LiveStatus } from '@jono/contract/api/auth';
import type { useStatusChoice } from '../hooks/use-status-choice';
import { BreakDialog } from './break-dialog';

/** A status control's break dialog, open while its choice asks how long the break lasts. */
export function StatusBreakDialog({
  choice,
  status,
  defaultMinutes,
}: {
  choice: ReturnType<typeof useStatusChoice>;
  status: LiveStatus | null;
  /** The shop's break length, offered first. */
  defaultMinutes: number;
}) {
  if (!choice.isChoosingBreak) return null;
  return (
    <BreakDialog
      isOnBreak={status === 'on_break'}
      isPending={choice.pendingStatus !== null}
      defaultMinutes={defaultMinutes}
      onClose={choice.closeBreak}
      onStart={choice.startBreak}
    />
  );
}
