import type { ReactNode } from 'react';
import { useNow } from '@/lib/use-now';
import { useQueueBoardQuery } from '../api/queue-board';
import { useBoardActions } from '../hooks/use-board-actions';
import { useEntryDialog } from '../hooks/use-entry-dialog';
import { useQueueLive } from '../hooks/use-queue-live';
import { BoardDialogs, type BookingEntryDialog, type WaitingEntryDialog } from './board-dialogs';
import { BoardPlaceholder } from './board-placeholder';
import { BoardSections } from './board-sections';
import { BoardStats } from './board-stats';
import { BoardViews } from './board-views';
import { PhoneActionBar } from './phone-action-bar';
import { QueueBoardHeader } from './queue-board-header';

/** Who is looking at the board: their own chair comes first and they start as themselves. */
export interface BoardViewer {
  userId: string;
  shopId: string;
  accessToken: string;
}

const refreshEveryMs = 60_000;

/**
 * Today's queue, live: who waits, who sits in which chair and for how long yet, who has
 * finished, and the barbers. Every step (start, finish, no-show, cancel, move up) is taken
 * here; the board reads itself again whenever the shop's queue changes anywhere.
 */
export function QueueBoard({
  viewer,
  headerActions,
  canBlockPhones = false,
}: {
  viewer: BoardViewer;
  headerActions?: ReactNode;
  /** Whether the viewer's role may keep a customer's number out of the shop. */
  canBlockPhones?: boolean;
}) {
  const {
    data: board,
    error,
    isLoading,
    refetch,
    isFetching,
  } = useQueueBoardQuery(
    viewer.shopId,
    // Live updates carry every change; this only keeps the estimates fresh as time passes.
    { pollingInterval: refreshEveryMs },
  );
  const { isLive } = useQueueLive({ shopId: viewer.shopId, accessToken: viewer.accessToken });
  const actions = useBoardActions();
  const now = useNow(30_000);
  const waitingDialog: WaitingEntryDialog = useEntryDialog(board?.waiting, actions.pendingAction);
  const bookingDialog: BookingEntryDialog = useEntryDialog(board?.bookings, actions.pendingAction);
  const header = (
    <QueueBoardHeader board={board} now={now} isLive={isLive} actions={headerActions} />
  );

  if (!board) {
    return (
      <div className="space-y-8">
        {header}
        <BoardPlaceholder
          isLoading={isLoading}
          error={error}
          isFetching={isFetching}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }

  return (
    <div className="space-y-6 sm:space-y-8">
      {header}
      <BoardStats board={board} />
      <BoardViews board={board} viewerId={viewer.userId}>
        <BoardSections
          board={board}
          now={now}
          viewerId={viewer.userId}
          actions={actions}
          waitingDialog={waitingDialog}
          bookingDialog={bookingDialog}
          canBlockPhones={canBlockPhones}
        />
      </BoardViews>
      <PhoneActionBar
        shopId={viewer.shopId}
        viewerId={viewer.userId}
        actions={actions}
        onStart={waitingDialog.open('start')}
      />

      <BoardDialogs
        board={board}
        viewerId={viewer.userId}
        actions={actions}
        waitingDialog={waitingDialog}
        bookingDialog={bookingDialog}
      />
    </div>
  );
}
